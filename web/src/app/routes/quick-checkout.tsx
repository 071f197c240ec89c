import { CheckoutPage } from '../../features/checkout/checkout-page'
import { usePageTitle } from '../../shared/page-title'

export default function QuickCheckout() {
  usePageTitle()
  return <CheckoutPage />
}
