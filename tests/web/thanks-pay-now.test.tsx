import type { OrderPublicInfo } from '@contract/orders'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { thanksMessages } from '../../web/src/features/checkout/thanks.messages'
import { placedEnquiry as placed, resetBetweenTests, showThanks as show } from './kit'

// The thank-you page offers payment only once there is something agreed to pay (an accepted quote
// or a deal the seller confirmed); before, it names the estimate and says the quote comes first.

resetBetweenTests()

const accepted: OrderPublicInfo = {
  ...placed,
  order_status: 'ACCEPTED',
  order_status_label: 'Quote accepted',
  amount_owed: { kind: 'quoted', amount: 4248.69 },
  payment_open: true,
}

describe('the thank-you page and payment', () => {
  for (const locale of ['en', 'ta'] as const) {
    const m = thanksMessages[locale]
    it(`before a quote (${locale}): no Pay Now, the estimate by its name, what happens next, no payable mode`, async () => {
      show(placed, locale)
      expect(await screen.findByText(m.quoteFirst)).toBeTruthy()
      expect(screen.queryByRole('link', { name: m.payNow })).toBeNull()
      expect(screen.getByText(locale === 'en' ? 'Estimate' : 'மதிப்பீடு')).toBeTruthy()
      expect(screen.getByText('₹3,250.50')).toBeTruthy()
      expect(document.body.textContent).not.toMatch(/Manual|Payable mode|செலுத்தும் முறை/)
    })
  }

  it('after the quote is accepted: Pay Now, and the quoted total by its name', async () => {
    show(accepted, 'en')
    const pay = await screen.findByRole('link', { name: 'Pay Now' })
    expect(pay.getAttribute('href')).toBe('/payment-options')
    expect(screen.getByText('Quoted')).toBeTruthy()
    expect(screen.getByText('₹4,248.69')).toBeTruthy()
    expect(screen.queryByText(thanksMessages.en.quoteFirst)).toBeNull()
  })
})
