import type { AdminOrderDetail, AdminOrderList } from '@contract/admin'
import type { QuoteFigures, QuoteLine, QuoteVersion } from '@contract/quotes'
import { beforeEach } from 'vitest'
import AdminConsole from '../../web/src/console/console'
import { resetAccessForTests } from '../../web/src/console/kit/access'
import { renderPage, resetBetweenTests, signInAs } from './kit'

// The console's pages as the seller sees them, over the kit's fake shop (fakeApi keys here are
// 'METHOD admin/…').
export { type Call, fakeApi } from './kit'

export const renderAt = (url: string) => renderPage(<AdminConsole />, { path: url, route: '/admin/*' }).router

export const signIn = (roles: string[]) => signInAs(roles, 'tok-admin')

export const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv'

// The seller, signed in, on the enquiry page of ORDER_ID: where the quote, payment and dispatch
// panels are tested.
export const openEnquiryPage = () => {
  signIn(['admin'])
  return renderAt(`/admin/order?id=${ORDER_ID}`)
}

export const summary = {
  _id: ORDER_ID,
  order_no: 42,
  enquiry_number: 'ENQ-00042',
  order_date: '20/10/2026 10:15 AM',
  customer_name: 'Lakshmi R',
  customer_mobile_no: '9876543210',
  city: 'Madurai',
  pin_code: '625001',
  state_code: '33',
  net_amount: 3250.5,
  quote_total: null,
  line_count: 3,
  order_status: 'ENQUIRY_RECEIVED' as const,
  order_status_label: 'Enquiry received',
  has_lr_photo: 0 as const,
}
export const list: AdminOrderList = { orders: [summary], total: 1, page: 1, page_size: 25 }

export const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  _id: ORDER_ID,
  order_no: 42,
  enquiry_number: 'ENQ-00042',
  access_code: 'K7M4-P9QX',
  order_date: '20/10/2026 10:15 AM',
  order_at: '2026-10-20T04:45:00.000Z',
  reference_by: 'Ramesh - 9000000001',
  customer_name: 'Lakshmi R',
  customer_city: 'Madurai',
  city: 'Madurai',
  address: '4, Temple Road',
  pin_code: '625001',
  state_code: '33',
  state_name: 'Tamil Nadu',
  adult_confirmed_at: '20/10/2026 10:15 AM',
  buyer_gstin: null,
  gstin_state_confirmed_at: null,
  customer_mobile_no: '9876543210',
  email_id: null,
  sub_total: 3250.5,
  discount_amount: 0,
  net_amount: 3250.5,
  amount_in_words: 'Three Thousand Two Hundred Fifty Rupees and Fifty Paise Only',
  amount_in_words_ta: 'மூவாயிரத்து இருநூற்று ஐம்பது ரூபாய் ஐம்பது பைசா மட்டும்',
  order_status: 'ENQUIRY_RECEIVED',
  order_status_label: 'Enquiry received',
  amount_owed: { kind: 'estimate', amount: 3250.5 },
  lr_photo_path: null,
  lr_number: null,
  transporter: null,
  invoice_no: null,
  locale: 'en',
  payment_open: false,
  product_list: [
    {
      product_id: '7',
      product_code: 'SP-12',
      product_name: 'Sparklers 12 cm',
      tamil_name: '',
      per: 'Box',
      price: 250,
      discount_percentage: 80,
      after_discount_price: 50,
      qty: 65,
      sub_total: 3250.5,
    },
  ],
  history: [
    {
      from_status: null,
      to_status: 'ENQUIRY_RECEIVED',
      to_status_label: 'Enquiry received',
      note: null,
      actor: 'buyer',
      at: '20/10/2026 10:15 AM',
    },
  ],
  allowed_next: ['CONFIRMED', 'CANCELLED'],
  ...over,
})

// Every test starts signed out, with the console's own access state cleared.
export const resetConsoleBetweenTests = () => {
  resetBetweenTests()
  beforeEach(() => resetAccessForTests())
}

// The buyer's enquiry as the quote's version 0.
export const enquiryVersion = (lines: QuoteLine[], figures: QuoteFigures): QuoteVersion => ({
  version: 0,
  created_at: '20/10/2026 10:15 AM',
  created_by: 'buyer',
  note: '',
  valid_until: null,
  expired: false,
  lines,
  figures,
  freight_terms: 'to_pay',
  freight_to_pay: 0,
})
