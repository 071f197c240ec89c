import type { Locale } from '@contract/locale'
import type { OrderPublicInfo } from '@contract/orders'
import { defaultSettings } from '@contract/settings-defaults'
import { toPublicSettings } from '@contract/settings-rules'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckoutResponsePage } from '../../web/src/features/checkout/checkout-response-page'
import { thanksMessages } from '../../web/src/features/checkout/thanks.messages'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { fakeApi, ok, renderPage, testClient } from './kit'

// The thank-you page offers payment only once there is something agreed to pay (an accepted quote
// or a deal the seller confirmed); before, it names the estimate and says the quote comes first.

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ID = 'AbCdEfGhIjKlMnOpQrStUv'
const placed: OrderPublicInfo = {
  _id: ID,
  order_no: 42,
  enquiry_number: 'ENQ-00042',
  access_code: 'K7M4-P9QX',
  enquiry_time: '09/11/2026 12:15 AM',
  payable_amount: 3250.5,
  payable_mode: 'Manual',
  order_status: 'ENQUIRY_RECEIVED',
  order_status_label: 'Enquiry received',
  amount_owed: { kind: 'estimate', amount: 3250.5 },
  payment_open: false,
}
const accepted: OrderPublicInfo = {
  ...placed,
  order_status: 'ACCEPTED',
  order_status_label: 'Quote accepted',
  amount_owed: { kind: 'quoted', amount: 4248.69 },
  payment_open: true,
}

const show = (info: OrderPublicInfo, locale: Locale) => {
  fakeApi({ '*': ok(info) })
  const client = testClient()
  client.setQueryData(settingsQuery().queryKey, toPublicSettings(defaultSettings))
  renderPage(<CheckoutResponsePage />, { locale, path: `/checkout-response?id=${ID}`, client })
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
