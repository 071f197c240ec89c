import { ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_TA, type OrderStatus } from '@contract/order-status'
import { useLocale } from '../../lib/i18n'
import './order-display.css'

// An enquiry's stage, one colour family per stage, on every page that shows it. In English the label
// is the server's when it sends one, else the contract's; in Tamil it is the contract's Tamil one
// (with the English after it where a page shows both languages, as the bill does).
export function StatusBadge({
  status,
  label,
  bilingual = false,
}: {
  status: OrderStatus
  label?: string | undefined
  bilingual?: boolean
}) {
  const english = label ?? ORDER_STATUS_LABELS[status]
  const tamil = ORDER_STATUS_LABELS_TA[status]
  const text = useLocale() === 'ta' ? (bilingual ? `${tamil} / ${english}` : tamil) : english
  return <span className={`badge status-badge status-${status.toLowerCase()}`}>{text}</span>
}
