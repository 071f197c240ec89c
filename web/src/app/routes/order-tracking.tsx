import { OrderTrackingPage } from '../../features/orders/order-tracking-page'

export default function OrderTracking() {
  return <OrderTrackingPage />
}
