import { stateOfPin } from '@contract/gst-states'
import type { Locale } from '@contract/locale'
import { indiaDayOf, kindOf, otherStatesClosed, rulesInForce } from '@contract/season-rules'
import type { PublicSettings } from '@contract/settings-rules'
import { ApiError } from '../../lib/api-client'
import { errorText, messagesIn } from '../../lib/i18n'
import { checkoutMessages } from './checkout.messages'

// The season's rules for the PIN code typed, as the checkout warns before sending. The server
// decides on its own India day; here the browser's day stands in. Only an area banned always (as
// every area was before dates) stops the send here: a dated rule, a green-only area and the
// other-States cut-off are told, and the server refuses or accepts.
const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : '')
const shownDay = (v: unknown) =>
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
    return m.greenOnlyRefused(String(d.area ?? ''), list(d.product_names_ta))
  if (error.code === 'OTHER_STATES_CLOSED') return m.otherStatesRefused(shownDay(d.last_day))
  return errorText(error, locale)
}

export const seasonNotice = (
  settings: (PublicSettings & { other_states_last_day?: string }) | undefined,
  pin: string,
  locale: Locale,
  now = Date.now(),
): { message: string; blocks: boolean } | undefined => {
  if (!settings || !/^[1-9][0-9]{5}$/.test(pin)) return undefined
  const m = messagesIn(checkoutMessages, locale)
  const day = indiaDayOf(now)
  const state = stateOfPin(pin)
  const [rule] = rulesInForce(settings.banned_areas, { pin, state }, day)
  if (rule && kindOf(rule) === 'no_sale') {
    return { message: m.banned(rule.name, pin), blocks: !rule.from && !rule.to }
  }
  const lastDay = settings.other_states_last_day
  if (otherStatesClosed(lastDay, state, day)) {
    return { message: m.otherStatesClosed(shownDay(lastDay)), blocks: false }
  }
  return rule ? { message: m.greenOnly(rule.name), blocks: false } : undefined
}
