import { CheckoutPage } from '../../features/checkout/checkout-page'

export default function QuickCheckout() {
  return <CheckoutPage />
}
