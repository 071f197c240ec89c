// Zod-free rules and wire types of the seller's settings, shared by server and pages: the pages
// need them on their first load, where the validator would cost more than the page itself.

import { MAP_LINK_TEXT, MAP_LINK_TEXT_TA, mailtoHref, mapHref, telHref, whatsappHref } from './contact-links'
import type { Locale } from './locale'
import { toRupees } from './money'
import type { StoredSettings } from './settings'

// A banned area as stored (see season-rules.ts for what its fields mean).
export interface BannedArea {
  name: string
  pin_prefixes: string[]
  states?: string[] | undefined
  from?: string | undefined
  to?: string | undefined
  kind?: 'no_sale' | 'green_only' | undefined
}

export interface Referrer {
  name: string
  phone: string
}

export interface PublicSettings {
  minimum_order: {
    regions: { name: string; pin_prefixes: string[]; amount: number }[]
    other_regions_amount: number
    // The lowest figure: what catalogue pages warn about before the PIN code is known.
    lowest_amount: number
  }
  banned_areas: BannedArea[]
  // The last day enquiries from outside Tamil Nadu are taken; absent or '' when none.
  other_states_last_day?: string | undefined
  gst_rate_percent: number
  referrers: Referrer[]
  contact: {
    support_phone: string
    whatsapp_phone: string
    support_email: string
    store_address: string
    map_link: string
  }
  payment: { upi_numbers: string[]; bank_accounts: string[] }
  announcement: string
  // Empty when the seller wrote none; absent in an answer cached before it existed.
  announcement_ta?: string
  // The season the price list is named for; absent in an answer cached before it existed.
  season_name?: string
  season_name_ta?: string
}

// "Price List" with the seller's season: "Price List · Diwali 2026" (Tamil pages the Tamil name,
// else the English one); the title alone when none is set. Here, not in a module of its own, so
// every page's menu reads it without one more file to fetch.
export const withSeason = (
  title: string,
  s: Pick<PublicSettings, 'season_name' | 'season_name_ta'>,
  locale: Locale,
): string => {
  const season = (locale === 'ta' && s.season_name_ta?.trim()) || s.season_name?.trim()
  return season ? `${title} · ${season}` : title
}

// Longest matching prefix wins, so a region can carve an exception out of a wider one.
export const matchPin = <T extends { pin_prefixes: readonly string[] }>(
  pin: string,
  areas: readonly T[],
): T | undefined => {
  let best: T | undefined
  let bestLength = 0
  for (const area of areas) {
    for (const prefix of area.pin_prefixes) {
      if (pin.startsWith(prefix) && prefix.length > bestLength) {
        best = area
        bestLength = prefix.length
      }
    }
  }
  return best
}

// "Name - phone", as the checkout fills reference_by.
export const referenceLabel = (r: Referrer) => `${r.name} - ${r.phone}`

// The message buyers know, e.g. 'Minimum order value should not under Rs. 2,500./-'.
export const minimumOrderMessage = (rupees: number) =>
  `Minimum order value should not under Rs. ${rupees.toLocaleString('en-IN')}./-`

// Values for the {{tokens}} of the information pages in content/, from the public settings:
// the build fills them with the defaults, and the page refreshes them from settings/public.
export const CONTENT_TOKENS = [
  'support_phone',
  'whatsapp_phone',
  'support_email',
  'store_address',
  'map_link',
  'upi_numbers',
  'bank_account_1',
  'bank_account_2',
  'min_order_tamil_nadu',
  'min_order_other_states',
] as const
export type ContentToken = (typeof CONTENT_TOKENS)[number]

// English pages write "Rs. 2,500" as the shop always has; Tamil pages the ₹ sign, as every Tamil screen does.
const rupeeText = (amount: number, locale: Locale) =>
  `${locale === 'ta' ? '₹' : 'Rs. '}${amount.toLocaleString('en-IN')}`
const phoneText = (digits: string) =>
  /^91[0-9]{10}$/.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : digits

export const contentTokenValues = (
  s: PublicSettings,
  locale: Locale = 'en',
): Record<ContentToken, string> => ({
  support_phone: s.contact.support_phone,
  whatsapp_phone: phoneText(s.contact.whatsapp_phone),
  support_email: s.contact.support_email,
  store_address: s.contact.store_address,
  // The seller's map link is an address, not words to read: the page shows a link to it instead.
  map_link: mapHref(s.contact) ? (locale === 'ta' ? MAP_LINK_TEXT_TA : MAP_LINK_TEXT) : s.contact.map_link,
  upi_numbers: s.payment.upi_numbers.join('\n'),
  bank_account_1: s.payment.bank_accounts[0] ?? '',
  bank_account_2: s.payment.bank_accounts[1] ?? '',
  min_order_tamil_nadu: rupeeText(
    s.minimum_order.regions[0]?.amount ?? s.minimum_order.lowest_amount,
    locale,
  ),
  min_order_other_states: rupeeText(s.minimum_order.other_regions_amount, locale),
})

// Where tapping a {{token}} goes: the dialler, WhatsApp, the mail app or the maps app.
export const contentTokenHrefs = (s: PublicSettings): Partial<Record<ContentToken, string>> => ({
  support_phone: telHref(s.contact.support_phone),
  whatsapp_phone: whatsappHref(s.contact.whatsapp_phone),
  support_email: mailtoHref(s.contact.support_email),
  map_link: mapHref(s.contact),
})

// Paise inside, rupees on the wire.
// The stored settings the public answer is made from.
export type PublicSettingsSource = Pick<
  StoredSettings,
  | 'minimum_order'
  | 'banned_areas'
  | 'gst_rate_percent'
  | 'referrers'
  | 'contact'
  | 'payment'
  | 'announcement'
  | 'announcement_ta'
  | 'season_name'
  | 'season_name_ta'
>

export const toPublicSettings = (s: PublicSettingsSource): PublicSettings => {
  const regions = s.minimum_order.regions.map((r) => ({
    name: r.name,
    pin_prefixes: r.pin_prefixes,
    amount: toRupees(r.minimum_paise),
  }))
  const other = toRupees(s.minimum_order.other_regions_minimum_paise)
  return {
    minimum_order: {
      regions,
      other_regions_amount: other,
      lowest_amount: Math.min(other, ...regions.map((r) => r.amount)),
    },
    banned_areas: s.banned_areas,
    gst_rate_percent: s.gst_rate_percent,
    referrers: s.referrers,
    contact: s.contact,
    payment: s.payment,
    announcement: s.announcement,
    announcement_ta: s.announcement_ta,
    season_name: s.season_name,
    season_name_ta: s.season_name_ta,
  }
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// How a {{token}} appears in a page's HTML: a span the page can refresh from the live settings.
// The build writes it with the defaults (web/build/content.ts), the page rewrites it (live-settings.ts).
// A token with an href is a link inside the span (never a span inside it: the page finds the span's end).
export const settingSpan = (token: ContentToken, value: string, href?: string) => {
  const text = escapeHtml(value).replace(/\n/g, '<br>')
  const away = href?.startsWith('https:') ? ' target="_blank" rel="noopener noreferrer"' : ''
  const inner = href ? `<a href="${escapeHtml(href)}"${away}>${text}</a>` : text
  return `<span data-setting="${token}">${inner}</span>`
}
