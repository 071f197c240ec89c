import { whatsappHref } from '@contract/contact-links'
import type { Locale } from '@contract/locale'
import { pathInLocale } from '@contract/locale'

// The bill's address to keep: the unguessable id is its key, so whoever holds the link can open it.
export const billLink = (origin: string, orderId: string, locale: Locale): string =>
  new URL(`${pathInLocale('/print', locale)}?id=${encodeURIComponent(orderId)}`, origin).href

// wa.me without a number lets the buyer pick the chat themselves ("Message yourself", a family
// member): the shop never learns where it went.
export const whatsappShareHref = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`

// The buyer's own message to the shop's WhatsApp: empty when the shop has no WhatsApp number.
export const sellerWhatsappHref = (sellerPhone: string, text: string): string => {
  const chat = whatsappHref(sellerPhone)
  return chat ? `${chat}?text=${encodeURIComponent(text)}` : ''
}
