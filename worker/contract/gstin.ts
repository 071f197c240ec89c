import { GSTIN_PATTERN } from './gst'
import { type GstState, gstState } from './gst-state-list'
import { pinMatchesState } from './gst-states'

// A GSTIN's last character checks the other fourteen, so a mistyped letter or digit is caught
// before it is printed on a tax invoice. Each character is its place in 0-9A-Z; every second one
// is doubled; each product counts as its quotient and remainder by 36; the check character brings
// the sum to a multiple of 36.
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export const gstinCheckCharacter = (first14: string): string => {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string
}

// The buyer's field error (GSTIN_STATE_MISMATCH) when gstinMatchesDelivery is false (its Tamil in web/src/lib/i18n/validation-ta.ts).
export const GSTIN_STATE_MESSAGE =
  'This GSTIN is registered in another State than the delivery address. Please check it, or call us if the address is wrong'

// The State a GSTIN is registered in, by its first two digits; undefined when they are no GST code.
// A GSTIN may be of a State the buyer's delivery is not (see gstinMatchesPin).
export const stateOfGstin = (gstin: string): GstState | undefined => gstState(gstin.slice(0, 2))

// Well formed, a known State code, and the check character right. Capitals, as stored.
export const isValidGstin = (gstin: string): boolean =>
  GSTIN_PATTERN.test(gstin) && stateOfGstin(gstin) !== undefined && gstinCheckCharacter(gstin) === gstin[14]

// Whether a GSTIN's State (its first two digits) can be the State of the delivery PIN code. A bill
// to a business is taxed by where the goods go, so a GSTIN from another State is most often a typing
// mistake. A PIN whose State is not known (an Army post office) matches any GSTIN. The quote's
// acceptance refuses a mismatch; the seller may still decide otherwise.
export const gstinMatchesPin = (gstin: string, pin: string): boolean =>
  pinMatchesState(pin, gstin.slice(0, 2))

// Whether a GSTIN's State is the enquiry's delivery State: exactly the one the buyer chose, or, on an
// enquiry stored before the checkout asked, any State its PIN code can be in. The seller may
// confirm a GSTIN that does not match (orders.gstin_state_confirmed_at).
export const gstinMatchesDelivery = (gstin: string, pin: string, stateCode: string | null): boolean =>
  stateCode ? gstin.slice(0, 2) === stateCode : gstinMatchesPin(gstin, pin)
