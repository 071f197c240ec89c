import type { z } from 'zod'
import { deliveryStateCode } from '../../contract/gst-states'
import type { enquiryPayloadSchema } from '../../contract/orders'
import { kindOf, otherStatesClosed, rulesInForce } from '../../contract/season-rules'
import type { StoredSettings } from '../../contract/settings'
import { AppError } from '../../lib/errors'

type EnquiryInput = z.output<typeof enquiryPayloadSchema>

// What the season's rules need to know of each product in the cart.
export interface SeasonLine {
  id: number
  code: string
  name: string
  tamilName: string
  isGreen: boolean
}

// The State the enquiry goes to: the one the buyer chose (checked against the PIN code before the
// rules run), else, from an older client, the likeliest State of the PIN code.
export const deliveryStateOf = (input: EnquiryInput): string | undefined =>
  deliveryStateCode(input.pin_code, input.state_code)

// The season's rules on the India day `day`: a banned area in force refuses every cart, the
// other-States cut-off refuses every cart from outside Tamil Nadu after its last day, and a
// green-only area refuses a cart with any product that is not a certified green cracker, naming
// those lines (an all-green cart goes through).
export const checkSeasonRules = (
  input: EnquiryInput,
  settings: StoredSettings,
  day: string,
  lines: readonly SeasonLine[],
) => {
  const state = deliveryStateOf(input)
  const rules = rulesInForce(settings.banned_areas, { pin: input.pin_code, state }, day)
  const banned = rules.find((r) => kindOf(r) === 'no_sale')
  if (banned) {
    throw new AppError(
      'DELIVERY_NOT_AVAILABLE',
      `Sorry, we do not sell or send crackers to ${banned.name} (PIN code ${input.pin_code}), where their sale is banned.`,
      { details: { area: banned.name, ...(banned.to ? { to: banned.to } : {}) } },
    )
  }
  const lastDay = settings.other_states_last_day
  if (otherStatesClosed(lastDay, state, day)) {
    // Delivery not available, as for a banned area; the last day in the details says why. A code
    // of its own would be one more entry in every page's first load (the web's list of codes).
    throw new AppError(
      'DELIVERY_NOT_AVAILABLE',
      `Sorry, enquiries from outside Tamil Nadu closed after ${lastDay} for this season. We can still send to Tamil Nadu.`,
      { details: { area: 'Other States', last_day: lastDay } },
    )
  }
  const green = rules[0]
  const notGreen = green ? lines.filter((l) => !l.isGreen) : []
  if (green && notGreen.length) {
    const named = notGreen.map((l) => `${l.name} (${l.code})`).join(', ')
    throw new AppError(
      'GREEN_ONLY_AREA',
      `Only certified green crackers may be sent to ${green.name} now. Please remove: ${named}.`,
      {
        details: {
          area: green.name,
          product_ids: notGreen.map((l) => String(l.id)),
          product_codes: notGreen.map((l) => l.code),
          product_names: notGreen.map((l) => l.name),
          product_names_ta: notGreen.map((l) => l.tamilName),
        },
      },
    )
  }
}
