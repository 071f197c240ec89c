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
export const fillWhatsappTemplate = (template: string, values: WhatsappValues): string => {
  const known: readonly string[] = WHATSAPP_TOKENS
  const filled = template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
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
