import { TransportPage } from '../../features/orders/transport-page'

export default function Transport() {
  return <TransportPage />
}
