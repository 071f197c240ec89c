import { OrderTrackingPage } from '../../features/orders/order-tracking-page'
import { usePageTitle } from '../../shared/page-title'

export default function OrderTracking() {
  usePageTitle()
  return <OrderTrackingPage />
}
