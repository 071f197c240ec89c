// Shared set-up of the checkout page tests: a catalogue, settings, a fake API and the page.
import type { Product } from '@contract/catalogue'
import type { Locale } from '@contract/locale'
import type { SavedEnquiry } from '@contract/orders'
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { CheckoutPage } from '../../web/src/features/checkout/checkout-page'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { ConfirmHost } from '../../web/src/ui/confirm'
import { productAt } from './catalogue-fixtures'
import { fakeApi, type Routes, renderPage, resetBetweenTests } from './kit'

export const product = (id: string, mrp: number): Product =>
  productAt(id, mrp, mrp / 2, {
    product_code: `C${id}`,
    product_name: `Sparkler ${id}`,
    tamil_name: '',
    per: '1 box',
  })

export const settings = {
  minimum_order: {
    regions: [
      { name: 'Tamil Nadu and Puducherry', pin_prefixes: ['60', '61', '62', '63', '64'], amount: 2500 },
    ],
    other_regions_amount: 5000,
    lowest_amount: 2500,
  },
  banned_areas: [{ name: 'Delhi NCR', pin_prefixes: ['110'] }],
  gst_rate_percent: 18,
  referrers: [
    { name: 'Ramesh', phone: '9000000001' },
    { name: 'Lakshmi', phone: '9000000002' },
  ],
  contact: { support_phone: '', whatsapp_phone: '', support_email: '', store_address: '' },
  payment: { upi_numbers: [], bank_accounts: [] },
  announcement: '',
}

export const catalogue = [product('1', 1000), product('2', 4000)]
export const baseReplies = () => ({
  'settings/public': { body: { data: settings } },
  'product/quickorder': {
    body: {
      data: [
        {
          category_id: '1',
          category_name: 'Sparklers',
          category_tamil_name: '',
          category_slug: 'sparklers',
          product_list: catalogue,
        },
      ],
    },
  },
})

// The shop with the catalogue and settings, and whatever else a test adds or overrides.
export const checkoutApi = (over: Routes = {}) => fakeApi({ ...baseReplies(), ...over })

export const renderCheckout = (locale: Locale = 'en') =>
  renderPage(
    <>
      <CheckoutPage />
      <ConfirmHost />
    </>,
    { locale, path: '/quick-checkout' },
  )

// What the shop answers for a saved enquiry (number n).
export const savedEnquiry = (n: number, orderId = `order-${n}`): SavedEnquiry => ({
  order_id: orderId,
  order_no: n,
  enquiry_number: `ENQ-0000${n}`,
  access_code: 'K7M4-P9QX',
  enquiry_time: '01/10/2026 10:00 AM',
  payable_amount: 3000,
  net_amount: 3000,
  amount_in_words: 'Three Thousand Rupees Only',
  amount_in_words_ta: 'மூவாயிரம் ரூபாய் மட்டும்',
  order_status: 'ENQUIRY_RECEIVED',
})

export const fill = async () => {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  set('Customer name', 'Kavitha')
  set('Address', '12 Car Street')
  set('City', 'Madurai')
  set('PIN code', '625001')
  set('Mobile number', '9876543210')
  fireEvent.click(await screen.findByRole('checkbox', { name: /Ramesh/ }))
  // The State follows the PIN code (Tamil Nadu); the 18+ box is the buyer's to tick.
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }))
}

export const confirmYes = async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' }))

// Each test starts signed out with two lines in the cart (1000 + 2000) and no fakes left over.
export const checkoutSetup = () => {
  resetBetweenTests()
  beforeEach(() => {
    cartStore.replace([lineFor(catalogue[0]!, 2), lineFor(catalogue[1]!, 1)]) // 1000 + 2000
  })
}
