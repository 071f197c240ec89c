import { MyOrdersPage } from '../../features/orders/my-orders-page'
import { usePageTitle } from '../../shared/page-title'

export default function MyOrders() {
  usePageTitle()
  return <MyOrdersPage />
}
