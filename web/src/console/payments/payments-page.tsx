import { useQuery } from '@tanstack/react-query'
import { isAuthError, useAuthError } from '../kit/access'
import { AdminPage, LoadError } from '../shell/shell'
import { PaymentCheck } from './payment-check'
import { waitingPaymentsQuery } from './payments.queries'
import './payments.css'

export function AdminPaymentsPage() {
  return (
    <AdminPage title="Payments">
      <WaitingPayments />
    </AdminPage>
  )
}

// Payments buyers told, oldest first, each to be found in the bank or UPI statement and marked.
function WaitingPayments() {
  const waiting = useQuery(waitingPaymentsQuery())
  useAuthError(waiting.error)
  if (waiting.isError) {
    return isAuthError(waiting.error) ? null : (
      <LoadError what="the payments" onRetry={() => waiting.refetch()} />
    )
  }
  if (waiting.isPending) return <p className="muted">Loading the payments…</p>
  const list = waiting.data.payments
  if (list.length === 0) return <p className="notice">No payments are waiting to be checked.</p>
  return (
    <div className="stack">
      <p className="muted">
        Find each reference in your UPI app or bank statement. Mark it received (with the amount that came in,
        less for a part payment) or not found; the enquiry's status follows.
      </p>
      <ul className="admin-payments" aria-label="Payments waiting to be checked">
        {list.map((p) => (
          <PaymentCheck key={p._id} payment={p} />
        ))}
      </ul>
    </div>
  )
}
