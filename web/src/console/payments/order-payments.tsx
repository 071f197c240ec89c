import type { AdminOrderPayments } from '@contract/admin-payments'
import { useQuery } from '@tanstack/react-query'
import { rupees } from '../../lib/format'
import { isAuthError, useAuthError } from '../kit/access'
import { LoadError } from '../shell/shell'
import { RecordPaymentForm } from './payment-record'
import { orderPaymentsQuery } from './payments.queries'
import { METHOD_LABELS } from './payments-rules'
import './payments.css'

const STATUS_TEXT = { submitted: 'Waiting for check', received: 'Received', not_found: 'Not found' } as const

// The enquiry's payments: what was told and checked, the balance, and a payment seen directly.
export function OrderPayments({ orderId }: { orderId: string }) {
  const payments = useQuery(orderPaymentsQuery(orderId))
  useAuthError(payments.error)
  let body: React.ReactNode
  if (payments.isError) {
    body = isAuthError(payments.error) ? null : (
      <LoadError what="the payments" onRetry={() => payments.refetch()} />
    )
  } else if (payments.isPending) body = <p className="muted">Loading the payments…</p>
  else body = <PaymentsBody data={payments.data} />
  return (
    <section className="card admin-panel" aria-labelledby="payments-title">
      <h3 id="payments-title">Payments</h3>
      {body}
    </section>
  )
}

function PaymentsBody({ data: d }: { data: AdminOrderPayments }) {
  return (
    <div className="stack">
      <dl className="admin-facts">
        <div>
          <dt>Quote total</dt>
          <dd>{d.total ? rupees(d.total) : 'No accepted quote'}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{rupees(d.received)}</dd>
        </div>
        <div>
          <dt>Waiting for check</dt>
          <dd>{rupees(d.pending)}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd>
            <strong>{rupees(d.balance)}</strong>
          </dd>
        </div>
      </dl>
      {d.payments.length > 0 ? (
        <ul className="admin-order-payments">
          {d.payments.map((p) => (
            <li key={p._id}>
              <strong>{p.reference}</strong> · {METHOD_LABELS[p.method]} · {rupees(p.amount)} ·{' '}
              {STATUS_TEXT[p.status]}
              {p.status === 'received' &&
                p.received_amount !== p.amount &&
                ` (${rupees(p.received_amount)} received)`}
              <span className="muted">
                {' '}
                · {p.submitted_at} by {p.submitted_by}
                {p.verified_by && `, checked by ${p.verified_by} ${p.verified_at ?? ''}`}
                {p.has_screenshot && ', with screenshot'}
              </span>
              {p.note && <div className="muted">{p.note}</div>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No payments yet.</p>
      )}
      {d.payable ? (
        <RecordPaymentForm orderId={d.order_id} balance={d.balance} />
      ) : (
        <p className="muted">
          Payments can be recorded once the buyer has accepted a quote, until it is paid.
        </p>
      )}
    </div>
  )
}
