import { InvoicePage } from '../../features/orders/invoice-page'

export default function Invoice() {
  return <InvoicePage />
}
