import { describe, expect, it } from 'vitest'
import { attemptKeyFor } from '../../web/src/features/checkout/attempt-key'
import { type BillingForm, buildEnquiryPayload } from '../../web/src/features/checkout/checkout-rules'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { productAt } from './catalogue-fixtures'
import { memoryStore } from './kit/memory-store'

// The checkout tells the server the page's language, so the seller's WhatsApp messages use it.

const form: BillingForm = {
  customer_name: 'Kavitha R',
  address: '12 Car Street',
  city: 'Madurai',
  pin_code: '625001',
  state_code: '33',
  mobile_no: '9876543210',
  email_id: '',
  reference_by: 'Ramesh - 9000000001',
  adult_confirmed: 'yes',
}
const cart = [lineFor(productAt('11', 100, 50), 30)]

describe("the enquiry carries the buyer's language", () => {
  it('sends the page language with the enquiry', () => {
    expect(buildEnquiryPayload(cart, form, null, 'ta').locale).toBe('ta')
    expect(buildEnquiryPayload(cart, form, null, 'en').locale).toBe('en')
    expect('locale' in buildEnquiryPayload(cart, form)).toBe(false)
  })

  it('switching language between a dropped answer and the retry keeps the same attempt key', () => {
    const store = memoryStore()
    let n = 0
    const next = () => `attempt-key-${++n}`
    const first = attemptKeyFor(buildEnquiryPayload(cart, form, null, 'ta'), store, next)
    const retry = attemptKeyFor(buildEnquiryPayload(cart, form, null, 'en'), store, next)
    expect(retry).toBe(first)
    const changed = attemptKeyFor(
      buildEnquiryPayload(cart, { ...form, city: 'Salem' }, null, 'en'),
      store,
      next,
    )
    expect(changed).not.toBe(first)
  })
})
