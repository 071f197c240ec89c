import type { Locale } from '@contract/locale'
import type { OrderPublicInfo } from '@contract/orders'
import { defaultSettings } from '@contract/settings-defaults'
import { toPublicSettings } from '@contract/settings-rules'
import { CheckoutResponsePage } from '../../../web/src/features/checkout/checkout-response-page'
import { settingsQuery } from '../../../web/src/shared/settings.queries'
import { fakeApi, ok } from './fake-api'
import { renderPage, testClient } from './render'

// The thank-you page (/checkout-response) for one enquiry, as the shop answers it: the page tests
// of its payment offer and of its WhatsApp button share this fake shop.

export const ENQUIRY_ID = 'AbCdEfGhIjKlMnOpQrStUv'

// Just placed: the estimate is what is owed, and payment is not open.
export const placedEnquiry: OrderPublicInfo = {
  _id: ENQUIRY_ID,
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

// Draws the page for `info`, with the shop's default settings (the WhatsApp number as given).
// Returns the calls the page made.
export const showThanks = (
  info: OrderPublicInfo,
  locale: Locale,
  whatsappPhone = defaultSettings.contact.whatsapp_phone,
) => {
  const calls = fakeApi({ '*': ok(info) })
  const client = testClient()
  client.setQueryData(
    settingsQuery().queryKey,
    toPublicSettings({
      ...defaultSettings,
      contact: { ...defaultSettings.contact, whatsapp_phone: whatsappPhone },
    }),
  )
  renderPage(<CheckoutResponsePage />, { locale, path: `/checkout-response?id=${info._id}`, client })
  return calls
}
