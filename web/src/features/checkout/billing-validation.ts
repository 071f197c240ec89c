import { pinMatchesState } from '@contract/gst-states'
import { ADULT_MESSAGE, enquiryPayloadSchema, STATE_PIN_MESSAGE, stateCodeField } from '@contract/orders'
import type { z } from 'zod'
import {
  ADULT_YES,
  BILLING_FIELDS,
  type BillingErrors,
  type BillingField,
  type BillingForm,
} from './checkout-rules'

// The Billing Info form's checks: the contract's own schemas (zod, about 25 KB gzipped with the
// contract's), in a chunk of their own that loads just after the page (billing-rules-loader.ts):
// the checkout's first load does not carry them, and the server checks everything again anyway.

// The server's own field rules, so the browser and the API give the same messages.
const fieldSchemas: Record<Exclude<BillingField, 'adult_confirmed'>, z.ZodType> = {
  customer_name: enquiryPayloadSchema.shape.customer_name,
  address: enquiryPayloadSchema.shape.address,
  city: enquiryPayloadSchema.shape.city,
  pin_code: enquiryPayloadSchema.shape.pin_code,
  state_code: stateCodeField,
  mobile_no: enquiryPayloadSchema.shape.mobile_no,
  email_id: enquiryPayloadSchema.shape.email_id,
  reference_by: enquiryPayloadSchema.shape.reference_by,
}

export const validateBillingField = (field: BillingField, value: string): string | undefined => {
  if (field === 'adult_confirmed') return value === ADULT_YES ? undefined : ADULT_MESSAGE
  const result = fieldSchemas[field].safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value')
}

export const validateBilling = (form: BillingForm): BillingErrors => {
  const errors: BillingErrors = {}
  for (const field of BILLING_FIELDS) {
    const message = validateBillingField(field, form[field])
    if (message) errors[field] = message
  }
  // The server's check across the two fields, with its words.
  if (!errors.pin_code && !errors.state_code && !pinMatchesState(form.pin_code.trim(), form.state_code)) {
    errors.state_code = STATE_PIN_MESSAGE
  }
  return errors
}
