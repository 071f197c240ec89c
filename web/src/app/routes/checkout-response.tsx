import { CheckoutResponsePage } from '../../features/checkout/checkout-response-page'
import { usePageTitle } from '../../shared/page-title'

export default function CheckoutResponse() {
  usePageTitle()
  return <CheckoutResponsePage />
}
