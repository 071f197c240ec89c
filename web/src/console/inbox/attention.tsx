import type { AttentionItem, AttentionKind } from '@contract/admin-alerts'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { rupees } from '../../lib/format'
import { isAuthError } from '../kit/access'
import { attentionQuery } from './alerts.queries'

const KIND_LABELS: Record<AttentionKind, string> = {
  unanswered: 'Call back',
  change_requested: 'Change requested',
  payment_to_check: 'Payment to check',
  waiting_at_branch: 'At the branch',
  eway_bill_due: 'E-way bill',
}

// How long it has waited, in the largest unit that reads naturally.
export const waited = (since: number, now: number) => {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h`
  return `${Math.floor(hours / 24)} days`
}

const amountLabel = (item: AttentionItem) =>
  item.kind === 'waiting_at_branch' ? `freight ${rupees(item.amount)}` : rupees(item.amount)

// The console's home: what waits for the seller, oldest first, above the inbox. One call.
export function AttentionQueue() {
  const q = useQuery(attentionQuery())
  if (q.isPending || (q.isError && isAuthError(q.error))) return null
  if (q.isError) return <p className="notice notice-warning">Could not load what needs attention.</p>
  const items = q.data.items
  const now = Date.now()
  return (
    <section className="admin-attention" aria-labelledby="attention-title">
      <h2 id="attention-title">
        Needs attention {items.length > 0 && <span className="admin-attention-count">{items.length}</span>}
      </h2>
      {items.length === 0 ? (
        <p className="muted">Nothing is waiting for you.</p>
      ) : (
        <ol className="admin-attention-list">
          {items.map((item) => (
            <li key={`${item.kind}:${item.order_id}:${item.since}`}>
              <Link to={`/admin/order?id=${encodeURIComponent(item.order_id)}`}>
                <span className={`admin-attention-kind kind-${item.kind}`}>{KIND_LABELS[item.kind]}</span>{' '}
                <strong>{item.enquiry_number}</strong> · {amountLabel(item)}
                {item.detail && <span className="muted"> · {item.detail}</span>}
                <span className="admin-attention-age">{waited(item.since, now)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
