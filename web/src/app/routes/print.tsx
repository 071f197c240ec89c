import { PrintBillPage } from '../../features/orders/print-bill-page'

export default function Print() {
  return <PrintBillPage />
}
