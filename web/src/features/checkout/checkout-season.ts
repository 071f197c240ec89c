import type { Locale } from '@contract/locale'
import { HOME_STATE_CODE, indiaDayOf, kindOf, otherStatesClosed, rulesInForce } from '@contract/season-rules'
import type { PublicSettings } from '@contract/settings-rules'
import { messagesIn } from '../../lib/i18n'
import { checkoutMessages } from './checkout.messages'
import { shownDay } from './season-error-text'

// The season's rules for the PIN code typed, as the checkout warns before sending. The server
// decides on its own India day; here the browser's day stands in. Only an area banned always (as
// every area was before dates) stops the send here: a dated rule, a green-only area and the
// other-States cut-off are told, and the server refuses or accepts.
export const seasonNotice = (
  settings: (PublicSettings & { other_states_last_day?: string }) | undefined,
  pin: string,
  locale: Locale,
  // The State the buyer chose, when the checkout asks for it.
  chosenState?: string,
  now = Date.now(),
): { message: string; blocks: boolean } | undefined => {
  if (!settings || !/^[1-9][0-9]{5}$/.test(pin)) return undefined
  const m = messagesIn(checkoutMessages, locale)
  const day = indiaDayOf(now)
  // Without a chosen State, Tamil Nadu's PIN codes (60 to 64) stand for it: this is a warning, and
  // the PIN code table stays out of the checkout's download (the server reads it).
  const state = chosenState ?? (/^6[0-4]/.test(pin) ? HOME_STATE_CODE : undefined)
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
