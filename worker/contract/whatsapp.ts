import * as z from 'zod'
import { type Locale, pathInLocale } from './locale'
import type { OrderStatus } from './order-status'
import { WHATSAPP_MOMENTS, WHATSAPP_TOKENS, type WhatsappMoment } from './settings-dispatch'

// The seller's one-tap WhatsApp messages to a buyer, without a paid API: a wa.me link with the
// text filled in from the seller's draft in the buyer's language. The server fills it from stored
// data (GET admin/orders/{id}/whatsapp?moment=), so the console never computes money.

export {
  unknownWhatsappTokens,
  WHATSAPP_MOMENTS,
  WHATSAPP_TOKENS,
  type WhatsappMoment,
} from './settings-dispatch'

export type WhatsappToken = (typeof WHATSAPP_TOKENS)[number]
export type WhatsappValues = Partial<Record<WhatsappToken, string | number | null>>

export const whatsappMomentQuery = z.object({ moment: z.enum(WHATSAPP_MOMENTS) })

// GET admin/orders/{id}/whatsapp?moment=
export interface WhatsappMessage {
  moment: WhatsappMoment
  locale: Locale
  text: string
  href: string // https://wa.me/91<buyer's 10 digits>?text=<text>
}

// The status an enquiry reaches at each moment; the console offers the message once it is there.
export const WHATSAPP_MOMENT_OF_STATUS: Partial<Record<OrderStatus, WhatsappMoment>> = {
  QUOTED: 'quote_sent',
  PAYMENT_RECEIVED: 'payment_received',
  DISPATCHED: 'dispatched',
  ARRIVED: 'arrived',
}

// Known tokens take their value (a missing one becomes empty); anything else in braces stays as
// written. Then the gaps an empty value leaves are closed: doubled spaces, a space before a comma.
// A line holding {track} is left out whole when there is no tracking link, so its words ("Track
// it here:") never dangle: the default drafts keep {track} on a line of its own.
export const fillWhatsappTemplate = (template: string, values: WhatsappValues): string => {
  const known: readonly string[] = WHATSAPP_TOKENS
  const track = values.track
  const kept =
    track === null || track === undefined || String(track).trim() === ''
      ? template
          .split('\n')
          .filter((line) => !line.includes('{track}'))
          .join('\n')
      : template
  const filled = kept.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    if (!known.includes(name)) return whole
    const value = values[name as WhatsappToken]
    return value === null || value === undefined ? '' : String(value).trim()
  })
  return filled
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/ ([,.!?:;])/g, '$1')
        .replace(/([,:;])(?=[,.!?:;])/g, '')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

// The tracking link's own line, for a Dispatched draft the seller saved without {track} (before it
// existed, or written anew): the buyer still gets the link, at the end, in their language.
export const TRACK_LINE: Record<Locale, string> = {
  en: 'Track it on the transporter’s site: {track}',
  ta: 'டிரான்ஸ்போர்ட் தளத்தில் பார்சலைக் கண்காணிக்க: {track}',
}

// The text of one moment's message: the draft in the buyer's language, filled. Only the
// Dispatched message gains the tracking line; any draft may name {track} itself.
export const whatsappText = (
  draft: string,
  values: WhatsappValues,
  at: { moment: WhatsappMoment; locale: Locale },
): string => {
  const withTrack =
    at.moment === 'dispatched' && !draft.includes('{track}') ? `${draft}\n${TRACK_LINE[at.locale]}` : draft
  return fillWhatsappTemplate(withTrack, values)
}

// The page each moment points the buyer to, in their language, as a full address.
export const whatsappMomentLink = (
  origin: string,
  moment: WhatsappMoment,
  locale: Locale,
  order: { id: string; quoteToken: string | null },
): string => {
  if (moment === 'quote_sent') {
    return order.quoteToken
      ? `${origin}${pathInLocale('/quote', locale)}?t=${encodeURIComponent(order.quoteToken)}`
      : ''
  }
  const page = moment === 'payment_received' ? '/invoice' : '/transport'
  return `${origin}${pathInLocale(page, locale)}?id=${encodeURIComponent(order.id)}`
}

// wa.me to an Indian mobile: 91 and its last ten digits.
export const whatsappToBuyerHref = (mobile: string, text: string): string =>
  `https://wa.me/91${mobile.replace(/\D/g, '').slice(-10)}?text=${encodeURIComponent(text)}`
