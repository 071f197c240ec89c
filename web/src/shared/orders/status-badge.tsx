import { ORDER_STATUS_LABELS, type OrderStatus } from '@contract/order-status'
import './order-display.css'

// An enquiry's stage, one colour family per stage, on every page that shows it. The label is the
// server's when it sends one, else the contract's.
export function StatusBadge({ status, label }: { status: OrderStatus; label?: string | undefined }) {
  return (
    <span className={`badge status-badge status-${status.toLowerCase()}`}>
      {label ?? ORDER_STATUS_LABELS[status]}
    </span>
  )
}
