import type { Locale } from '@contract/locale'
import { formatRupees } from '@contract/money'
import type { OrderStatus } from '@contract/order-status'
import type { StoredSettings } from '@contract/settings'
import { trackingHref } from '@contract/tracking-link'
import {
  unknownWhatsappTokens,
  WHATSAPP_MOMENT_OF_STATUS,
  WHATSAPP_MOMENTS,
  type WhatsappMoment,
  type WhatsappToken,
  type WhatsappValues,
  whatsappMomentLink,
  whatsappText,
} from '@contract/whatsapp'

// The console's words for the WhatsApp drafts, and the sample a draft is previewed with.

export const MOMENT_LABELS: Record<WhatsappMoment, string> = {
  quote_sent: 'Quote sent',
  payment_received: 'Payment received',
  dispatched: 'Dispatched',
  arrived: 'Arrived at branch',
}

// Which draft the enquiry page offers: the one of the stage the enquiry is at (none at a stage
// without a draft of its own: the free draft then), and under "More messages" the drafts of the
// stages it went through before, latest first. So after Arrived the quote's "your quote is ready"
// is no longer the button to press.
export const whatsappChoice = (
  status: OrderStatus,
  passed: readonly OrderStatus[],
): { current: WhatsappMoment | undefined; earlier: WhatsappMoment[] } => {
  const current = WHATSAPP_MOMENT_OF_STATUS[status]
  const reached = new Set(passed.map((s) => WHATSAPP_MOMENT_OF_STATUS[s]))
  const earlier = WHATSAPP_MOMENTS.filter((m) => m !== current && reached.has(m)).reverse()
  return { current, earlier }
}

export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', ta: 'Tamil' }

export const TOKEN_HINTS: Record<WhatsappToken, string> = {
  name: "the buyer's name",
  enquiry: 'the enquiry number, ENQ-00042',
  code: "the buyer's access code, K7M4-P9QX: with the mobile and enquiry number it opens the enquiry",
  amount:
    "what the buyer owes now, the figure their pages show: the estimate before a quote, the quote's total, the balance once part paid, what was paid once paid",
  link: 'the quote page, tax invoice or collection page',
  transporter: 'the transporter',
  branch: "the branch's town",
  lr: 'the LR number',
  parcels: 'how many parcels',
  free_days: 'free days at the branch',
  track:
    "the transporter's tracking page for the LR (its tracking address under Transport); with none, the whole line holding {track} is left out",
}

// A made-up enquiry with the first transporter and branch of the settings, so the seller sees
// their own words around realistic values.
export const sampleValues = (
  origin: string,
  moment: WhatsappMoment,
  locale: Locale,
  transport: StoredSettings['transport'],
): WhatsappValues => {
  const transporter = transport.transporters[0]
  const branch = transporter?.branches[0]
  return {
    name: 'Meena',
    enquiry: 'ENQ-00042',
    code: 'K7M4-P9QX',
    amount: formatRupees(1_180_000, locale),
    link: whatsappMomentLink(origin, moment, locale, { id: 'sample-enquiry-id', quoteToken: 'sample' }),
    transporter: transporter?.name ?? 'KPN Parcel Service',
    branch: branch?.town ?? 'Madurai',
    lr: 'LR-778',
    parcels: 2,
    free_days: branch?.free_days ?? 3,
    track: trackingHref(transporter?.tracking_url ?? '', 'LR-778'),
  }
}

// What the draft would read like, or why it cannot be saved.
export const previewOf = (
  draft: string,
  values: WhatsappValues,
  at: { moment: WhatsappMoment; locale: Locale },
): { text: string; problem?: string } => {
  const unknown = unknownWhatsappTokens(draft)
  if (unknown.length) {
    return {
      text: '',
      problem: `Unknown token ${unknown.map((t) => `{${t}}`).join(', ')}: use only the tokens listed above.`,
    }
  }
  if (!draft.trim()) return { text: '', problem: 'A message is required' }
  return { text: whatsappText(draft, values, at) }
}
