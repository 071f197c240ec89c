import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { problemOf } from '../../web/src/features/checkout/checkout-rules'
import { enquiryTimeText } from '../../web/src/features/checkout/enquiry-time'
import { ApiError } from '../../web/src/lib/api-client'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { baseReplies, catalogue, checkoutApi, checkoutSetup, renderCheckout } from './checkout-page-helpers'
import { serverTimes } from './kit/server-times'

checkoutSetup()

describe('quick checkout page in Tamil', () => {
  it("the billing form's labels and messages are in Tamil on a Tamil page", async () => {
    const calls = checkoutApi()
    renderCheckout('ta')
    fireEvent.click(screen.getByRole('button', { name: 'விசாரணையை அனுப்பு' }))
    expect(await screen.findByText('வாடிக்கையாளர் பெயர் தேவை')).toBeTruthy()
    expect(screen.getByText('அஞ்சல் குறியீடு (PIN) தேவை')).toBeTruthy()
    // The reference person's message is drawn outside the form kit's Field.
    expect(screen.getByText('பரிந்துரைத்தவரைத் தேர்ந்தெடுங்கள்')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('வாடிக்கையாளர் பெயர்'))
    expect(screen.queryByText(/is required/)).toBeNull()
    expect(calls.some((c) => c.path === 'order/save')).toBe(false)
  })

  it('says the minimum order and a banned area in Tamil, with the amount, the area and the PIN', async () => {
    checkoutApi()
    renderCheckout('ta')
    const pin = screen.getByLabelText('அஞ்சல் குறியீடு (PIN)')
    fireEvent.change(pin, { target: { value: '560001' } })
    expect(await screen.findByText(/குறைந்தபட்ச ஆர்டர் மதிப்பு ₹5,000\.00/)).toBeTruthy()
    fireEvent.change(pin, { target: { value: '110001' } })
    expect(await screen.findByText(/டெல்லி NCR \(PIN 110001\) பகுதிக்கு/, { selector: 'p' })).toBeTruthy()
  })
})

describe('failed sends in Tamil', () => {
  const err = (code: ApiError['code'], status: number, details: Record<string, unknown> = {}) =>
    new ApiError(code, `server says ${code}`, status, [], details)

  it("maps the server's refusal by its code and keeps its details", () => {
    expect(problemOf(err('MINIMUM_ORDER_NOT_MET', 422, { minimum_amount: 2500 }), undefined, 'ta')).toEqual({
      kind: 'message',
      message: 'உங்கள் பகுதிக்குக் குறைந்தபட்ச ஆர்டர் ₹2,500. இன்னும் சில பொருட்களைச் சேருங்கள்.',
      tone: 'warning',
    })
    const soldOut = problemOf(
      err('PRODUCT_SOLD_OUT', 422, { product_ids: ['4'], product_codes: ['GC12'] }),
      undefined,
      'ta',
    )
    expect(soldOut).toMatchObject({ kind: 'remove-lines', productIds: ['4'] })
    expect(soldOut.kind === 'remove-lines' && soldOut.message).toContain('GC12')
    expect(soldOut.kind === 'remove-lines' && soldOut.message).not.toContain('server says')
  })

  it("a lost connection and a 429 add the shop's phone in Tamil words", () => {
    const offline = problemOf(err('NETWORK', 0), '+91 94432 12345', 'ta')
    expect(offline.kind === 'message' && offline.message).toMatch(
      /^கடையை அணுக முடியவில்லை.*\+91 94432 12345 என்ற எண்ணில்/,
    )
    const limited = problemOf(err('RATE_LIMITED', 429), '+91 94432 12345', 'ta')
    expect(limited.kind === 'message' && limited.message).toMatch(/^பலமுறை முயன்றுவிட்டீர்கள்/)
    expect(problemOf(err('INTERNAL', 500), undefined, 'ta')).toEqual({
      kind: 'message',
      message: 'விசாரணையை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
      tone: 'danger',
    })
  })
})

describe('enquiry time on the thank-you page', () => {
  it.each(serverTimes)('%s on a %s page reads %s', (at, locale, shown) => {
    expect(enquiryTimeText(at, locale)).toBe(shown)
  })
})

describe('the lines in the cart on a Tamil page', () => {
  const named = { ...catalogue[0]!, product_name: 'Ground Chakkar Big', tamil_name: 'தரைச் சக்கரம் (பெரியது)' }
  // The cart holds the product with both names, as the catalogue serves it.
  const cartWithNamedLine = () => {
    const replies = baseReplies()
    replies['product/quickorder'].body.data[0]!.product_list = [named, catalogue[1]!]
    checkoutApi(replies)
    cartStore.replace([lineFor(named, 2)])
  }

  it('lead with the Tamil name, then the English one, and name the quantity box in Tamil', async () => {
    cartWithNamedLine()
    renderCheckout('ta')
    const tamil = await screen.findByText('தரைச் சக்கரம் (பெரியது)')
    const english = screen.getByText('Ground Chakkar Big')
    expect(tamil.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(tamil.getAttribute('lang')).toBe('ta')
    expect(english.getAttribute('lang')).toBe('en')
    expect(screen.getByLabelText('தரைச் சக்கரம் (பெரியது) – எண்ணிக்கை')).toBeTruthy()
    expect(screen.queryByLabelText(/Ground Chakkar Big/)).toBeNull()
  })

  it('stay English first on an English page', async () => {
    cartWithNamedLine()
    renderCheckout('en')
    const english = await screen.findByText('Ground Chakkar Big')
    const tamil = screen.getByText('தரைச் சக்கரம் (பெரியது)')
    expect(english.compareDocumentPosition(tamil) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
