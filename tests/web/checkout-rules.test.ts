import type { Product } from '@contract/catalogue'
import { describe, expect, it } from 'vitest'
import { attemptKeyFor, clearAttemptKey } from '../../web/src/features/checkout/attempt-key'
import { validateBilling } from '../../web/src/features/checkout/billing-validation'
import {
  applyRepricing,
  type BillingForm,
  buildEnquiryPayload,
  changeQty,
  firstInvalid,
  NETWORK_KEPT,
  problemOf,
  SAVE_FAILED,
  SHOP_BUSY_KEPT,
  stateForPin,
  toggleReferrer,
} from '../../web/src/features/checkout/checkout-rules'
import { validateTrackingMobile } from '../../web/src/features/orders/orders-rules'
import { ApiError, type ApiErrorCode } from '../../web/src/lib/api-client'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { productAt } from './catalogue-fixtures'
import { memoryStore } from './kit/memory-store'

const product = (id: string, price: number, discount: number, extra: Partial<Product> = {}): Product =>
  productAt(id, price, Math.round(price * (100 - discount)) / 100, {
    tamil_name: '',
    per: '1 box',
    discount_percentage: discount,
    discount_price: 0,
    ...extra,
  })

const good: BillingForm = {
  customer_name: 'Kavitha R',
  address: '12 Car Street\nNear the temple',
  city: 'Madurai',
  pin_code: '625001',
  state_code: '33',
  mobile_no: '9876543210',
  email_id: '',
  reference_by: 'Ramesh - 9000000001',
  adult_confirmed: 'yes',
}

describe('billing form validation', () => {
  it('accepts a complete form with no e-mail', () => {
    expect(validateBilling(good)).toEqual({})
  })

  it.each([
    ['customer_name', '', 'Customer Name is required'],
    ['customer_name', '   ', 'Customer Name is required'],
    ['address', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['pin_code', '', 'PIN Code is required'],
    ['pin_code', '62500', 'Invalid PIN Code'],
    ['pin_code', '6250011', 'Invalid PIN Code'],
    ['mobile_no', '', 'Mobile Number is required'],
    ['mobile_no', '98765', 'Invalid Mobile Number'],
    ['mobile_no', '98765432101', 'Invalid Mobile Number'],
    ['email_id', 'not-an-email', 'Invalid E-mail'],
    ['reference_by', '', 'Please choose a reference person'],
    ['state_code', '', 'Please choose your State'],
    // Karnataka for a Madurai PIN: the server's check across the two fields, with its words.
    [
      'state_code',
      '29',
      'This PIN code is not in the State you chose. Please check the PIN code or the State',
    ],
    ['adult_confirmed', '', 'Please confirm that you are 18 or older'],
  ] as const)('says %s "%s" is wrong with the contract message', (field, value, message) => {
    expect(validateBilling({ ...good, [field]: value })).toEqual({ [field]: message })
  })

  it('names the first invalid field in screen order, for focus', () => {
    const errors = validateBilling({ ...good, city: '', mobile_no: '1', reference_by: '' })
    expect(Object.keys(errors)).toEqual(['city', 'mobile_no', 'reference_by'])
    expect(firstInvalid(errors)).toBe('city')
    expect(firstInvalid({})).toBeUndefined()
  })

  it('fills reference_by with "name - phone" when a referrer is checked and clears it when unchecked', () => {
    const ramesh = { name: 'Ramesh', phone: '9000000001' }
    const selvi = { name: 'Selvi', phone: '9000000004' }
    expect(toggleReferrer('', ramesh, true)).toBe('Ramesh - 9000000001')
    expect(toggleReferrer('Ramesh - 9000000001', selvi, true)).toBe('Selvi - 9000000004')
    expect(toggleReferrer('Ramesh - 9000000001', ramesh, false)).toBe('')
    // Unchecking a box that is not the chosen one leaves the choice alone.
    expect(toggleReferrer('Selvi - 9000000004', ramesh, false)).toBe('Selvi - 9000000004')
  })
})

describe('the State follows the PIN code', () => {
  it('is preselected once the PIN is whole, kept while the PIN allows it, changed when it does not', () => {
    expect(stateForPin('62500', '')).toBe('')
    expect(stateForPin('625001', '')).toBe('33')
    expect(stateForPin('560001', '33')).toBe('29')
    // 605001 (Puducherry town) lies in a prefix Tamil Nadu shares: either State stays as chosen.
    expect(stateForPin('605001', '33')).toBe('33')
    expect(stateForPin('605001', '29')).toBe('34')
  })
})

describe('enquiry payload', () => {
  const lines = [
    { ...lineFor(product('11', 166.65, 80), 3) }, // 33.33 each
    { ...lineFor(product('12', 0.5, 80), 3) }, // 0.10 each
  ]

  it('turns cart lines into the enquiry payload with totals to 2 decimals', () => {
    const payload = buildEnquiryPayload(lines, { ...good, customer_name: '  Kavitha R  ' })
    expect(payload).toEqual({
      customer_name: 'Kavitha R',
      mobile_no: '9876543210',
      email_id: '',
      address: '12 Car Street\nNear the temple',
      city: 'Madurai',
      pin_code: '625001',
      state_code: '33',
      adult_confirmed: true,
      reference_by: 'Ramesh - 9000000001',
      sub_total: 100.29,
      discount_amount: 0,
      net_amount: 100.29,
      amount_in_words: '',
      product_list: [
        { product_id: '11', price: 33.33, qty: 3, sub_total: 99.99 },
        { product_id: '12', price: 0.1, qty: 3, sub_total: 0.3 },
      ],
    })
    expect('sub' in payload).toBe(false)
  })

  it('sends sub only when signed in', () => {
    expect(buildEnquiryPayload(lines, good, 'abcdefghijklmnop1234').sub).toBe('abcdefghijklmnop1234')
    expect('sub' in buildEnquiryPayload(lines, good, null)).toBe(false)
  })

  it('recomputes a stale line sub-total from its price and quantity', () => {
    const stale = [{ ...lines[0]!, sub_total: 1 }]
    expect(buildEnquiryPayload(stale, good).product_list[0]!.sub_total).toBe(99.99)
    expect(buildEnquiryPayload(stale, good).net_amount).toBe(99.99)
  })
})

describe('checkout attempt key', () => {
  const counter = () => {
    let n = 0
    return () => `attempt-key-${++n}`
  }
  const cart = [lineFor(product('11', 100, 50), 30)]

  it('is reused for the same cart and form (a retry or a double click)', () => {
    const store = memoryStore()
    const next = counter()
    const first = attemptKeyFor(buildEnquiryPayload(cart, good), store, next)
    const again = attemptKeyFor(buildEnquiryPayload(cart, good), store, next)
    expect(again).toBe(first)
  })

  it('changes when the cart changes', () => {
    const store = memoryStore()
    const next = counter()
    const first = attemptKeyFor(buildEnquiryPayload(cart, good), store, next)
    const more = attemptKeyFor(buildEnquiryPayload(changeQty(cart, '11', 31), good), store, next)
    expect(more).not.toBe(first)
  })

  it('changes when the form changes', () => {
    const store = memoryStore()
    const next = counter()
    const first = attemptKeyFor(buildEnquiryPayload(cart, good), store, next)
    const moved = attemptKeyFor(buildEnquiryPayload(cart, { ...good, city: 'Sivakasi' }), store, next)
    expect(moved).not.toBe(first)
  })

  it('starts afresh after a placed enquiry clears it', () => {
    const store = memoryStore()
    const next = counter()
    const first = attemptKeyFor(buildEnquiryPayload(cart, good), store, next)
    clearAttemptKey(store)
    expect(attemptKeyFor(buildEnquiryPayload(cart, good), store, next)).not.toBe(first)
  })

  it('makes keys the server accepts (8 to 100 letters, digits, - or _)', () => {
    const key = attemptKeyFor({ a: 1 }, memoryStore())
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
  })
})

describe('cart changes at checkout', () => {
  it('changes a quantity at the line price and keeps the line when the box is emptied', () => {
    const cart = [lineFor(product('11', 100, 50), 2)]
    const changed = changeQty(cart, '11', 5)
    expect(changed[0]).toMatchObject({ qty: 5, sub_total: 250, discount_amount: 250 })
    expect(changeQty(cart, '11', 0)).toEqual(cart)
  })

  it('takes the server prices after PRICE_CHANGED, with MRP from the catalogue', () => {
    const cart = [lineFor(product('11', 100, 50), 2), lineFor(product('12', 40, 50), 1)]
    const catalogue = new Map([
      ['11', product('11', 120, 50)],
      ['12', product('12', 40, 50)],
    ])
    const next = applyRepricing(
      cart,
      [
        {
          product_id: '11',
          product_code: 'P11',
          product_name: 'x',
          price: 60,
          qty: 2,
          sub_total: 120,
          is_sold_out: 0,
        },
        {
          product_id: '12',
          product_code: 'P12',
          product_name: 'y',
          price: 20,
          qty: 1,
          sub_total: 20,
          is_sold_out: 0,
        },
      ],
      catalogue,
    )
    expect(next.map((l) => [l._id, l.price, l.mrp, l.sub_total])).toEqual([
      ['11', 60, 120, 120],
      ['12', 20, 40, 20],
    ])
  })
})

describe('order/save failures', () => {
  const err = (
    code: ApiErrorCode,
    status: number,
    extra: { issues?: ApiError['issues']; details?: ApiError['details'] } = {},
  ) => new ApiError(code, `server says ${code}`, status, extra.issues ?? [], extra.details ?? {})

  it('keeps cart and form on a lost connection and says so', () => {
    expect(problemOf(err('NETWORK', 0))).toEqual({ kind: 'message', message: NETWORK_KEPT, tone: 'warning' })
  })

  it('a 503 while the database is out of reach keeps cart and form and asks to send again', () => {
    expect(problemOf(err('SERVICE_UNAVAILABLE', 503), '+91 94432 12345')).toEqual({
      kind: 'message',
      message: `${SHOP_BUSY_KEPT} You can also call us on +91 94432 12345.`,
      tone: 'warning',
    })
  })

  it("a 429 keeps the server's kind words and adds the shop's phone", () => {
    expect(problemOf(err('RATE_LIMITED', 429), '+91 94432 12345')).toEqual({
      kind: 'message',
      message: 'server says RATE_LIMITED You can also call us on +91 94432 12345.',
      tone: 'warning',
    })
    expect(problemOf(err('NETWORK', 0), '+91 94432 12345').kind).toBe('message')
  })

  it('offers to remove sold-out or unknown products by id', () => {
    expect(problemOf(err('PRODUCT_SOLD_OUT', 422, { details: { product_ids: ['4', '9'] } }))).toEqual({
      kind: 'remove-lines',
      message: 'server says PRODUCT_SOLD_OUT',
      productIds: ['4', '9'],
    })
  })

  it('puts 400 issues under their fields', () => {
    const p = problemOf(
      err('VALIDATION_FAILED', 400, { issues: [{ path: 'pin_code', message: 'Invalid PIN Code' }] }),
    )
    expect(p).toEqual({ kind: 'fields', errors: { pin_code: 'Invalid PIN Code' } })
  })

  it("shows the server's message for the minimum order and says 'Error while placing order' otherwise", () => {
    expect(problemOf(err('MINIMUM_ORDER_NOT_MET', 422))).toMatchObject({
      message: 'server says MINIMUM_ORDER_NOT_MET',
    })
    expect(problemOf(err('INTERNAL', 500))).toEqual({ kind: 'message', message: SAVE_FAILED, tone: 'danger' })
  })
})

describe('order tracking', () => {
  it("says 'Mobile number is required' and 'Invalid Mobile number'", () => {
    expect(validateTrackingMobile('')).toBe('Mobile number is required')
    expect(validateTrackingMobile('12345')).toBe('Invalid Mobile number')
    expect(validateTrackingMobile('9876543210')).toBeUndefined()
  })
})
