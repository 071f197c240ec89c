import type { Locale } from '@contract/locale'
import { ApiError } from '../../lib/api-client'
import { errorText, messagesIn } from '../../lib/i18n'
import { checkoutMessages } from './checkout.messages'

// Apart from checkout-season.ts, which carries the PIN code table: the offline sender (loaded on
// every page) words a late refusal with this, and must not pull the table with it.

const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : '')
export const shownDay = (v: unknown) =>
  String(v ?? '')
    .split('-')
    .reverse()
    .join('/')

// What the buyer reads when the server refuses an enquiry, the season's refusals worded here (in
// English the server's own sentence, which names the products; in Tamil their Tamil names).
export const seasonErrorText = (error: unknown, locale: Locale): string => {
  if (!(error instanceof ApiError) || (locale === 'en' && error.message)) return errorText(error, locale)
  const m = messagesIn(checkoutMessages, locale)
  const d = error.details
  if (error.code === 'GREEN_ONLY_AREA')
    return `${m.greenOnly(String(d.area ?? ''))} ${m.removeThese(list(d.product_names_ta))}`
  if (error.code === 'DELIVERY_NOT_AVAILABLE' && d.last_day)
    return `${m.otherStatesClosed(shownDay(d.last_day))} ${m.stillTamilNadu}`
  return errorText(error, locale)
}
