import { type GstState, gstState } from './gst-state-list'
import { deliveryStateCode } from './gst-states'

// The same State with its names in both languages.
export const deliveryState = (pin: string, stateCode?: string | null): GstState | undefined => {
  const code = deliveryStateCode(pin, stateCode)
  return code ? gstState(code) : undefined
}

// "Karnataka, Code 29": the place of supply as Rule 46 asks it printed, in the page's language.
export const stateWithCode = (state: { code: string; name: string }, codeWord = 'Code') =>
  `${state.name}, ${codeWord} ${state.code}`
