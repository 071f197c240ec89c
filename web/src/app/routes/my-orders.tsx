import { MyOrdersPage } from '../../features/orders/my-orders-page'

export default function MyOrders() {
  return <MyOrdersPage />
}
