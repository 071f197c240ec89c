import { CheckoutResponsePage } from '../../features/checkout/checkout-response-page'

export default function CheckoutResponse() {
  return <CheckoutResponsePage />
}
