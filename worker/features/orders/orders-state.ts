import { gstState } from '../../contract/gst-state-list'
import { pinMatchesState, stateOfPin, statesForPin } from '../../contract/gst-states'
import { ADULT_MESSAGE, CHOOSE_STATE_MESSAGE, STATE_PIN_MESSAGE } from '../../contract/orders'
import { fieldError } from '../../lib/errors'
import type { EnquiryInput } from './orders-pricing'

// The delivery State kept with an enquiry (GST code, English name); both null only for a PIN code
// whose first digits name no State (an Army post office) sent without a State.
export interface EnquiryState {
  code: string | null
  name: string | null
}

// The checks an enquiry's own fields must pass before it is priced, each a field error
// (VALIDATION_FAILED with the field's issue, and `details.reason` naming the rule: no code of its
// own, as every code and its message ride on the landing page's first load): the buyer
// confirmed being 18 or older (the shop's licence forbids sale to minors), and the State is a
// delivery State the PIN code can be in. A client older than the State field sends none: its PIN
// code's State is taken, so the enquiry still carries one.
export const enquiryStateOf = (input: EnquiryInput): EnquiryState => {
  if (input.adult_confirmed !== true) {
    throw fieldError('adult_confirmed', ADULT_MESSAGE, 'VALIDATION_FAILED', {
      details: { reason: 'ADULT_CONFIRMATION_REQUIRED' },
    })
  }
  const code = input.state_code ?? stateOfPin(input.pin_code)
  if (code === undefined) return { code: null, name: null }
  const state = gstState(code)
  if (!state?.delivery) throw fieldError('state_code', CHOOSE_STATE_MESSAGE)
  if (!pinMatchesState(input.pin_code, code)) {
    throw fieldError('state_code', STATE_PIN_MESSAGE, 'VALIDATION_FAILED', {
      details: { reason: 'STATE_PIN_MISMATCH', pin_states: statesForPin(input.pin_code) },
    })
  }
  return { code, name: state.en }
}
