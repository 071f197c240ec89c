import type { AdminOrderDetail } from '@contract/admin'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@contract/order-status'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { StatusBadge } from '../../shared/orders/status-badge'
import { confirmAction } from '../../ui/confirm'
import { Field } from '../../ui/form'
import { toast } from '../../ui/toast'
import { handleAuthError } from '../kit/access'
import { Failure } from '../kit/failure'
import { afterOrderChange, changeOrderStatus } from '../kit/queries'
import { cancelQuestion, STATUS_ACTION_LABELS } from './order-rules'

// Where the enquiry stands, the seller's next steps with an optional note, and its history.
export function StatusPanel({ order: o }: { order: AdminOrderDetail }) {
  const qc = useQueryClient()
  const [note, setNote] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const change = useMutation({
    mutationFn: (to: OrderStatus) =>
      changeOrderStatus(o._id, note.trim() ? { to, note: note.trim() } : { to }),
    onSuccess: async (_data, to) => {
      setNote('')
      setFailure(null)
      await afterOrderChange(qc, o._id)
      toast.success(`${o.enquiry_number} is now ${ORDER_STATUS_LABELS[to]}`)
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      setFailure(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.')
      // Someone else may have moved it meanwhile: show where it stands now.
      if (e instanceof ApiError && e.status === 409) void afterOrderChange(qc, o._id)
    },
  })

  const onAction = async (to: OrderStatus) => {
    if (change.isPending) return
    if (to === 'CANCELLED' && !(await confirmAction(cancelQuestion(o.enquiry_number)))) return
    change.mutate(to)
  }

  return (
    <section className="card admin-panel" aria-labelledby="status-title">
      <h3 id="status-title">Status</h3>
      <p>
        Now: <StatusBadge status={o.order_status} label={o.order_status_label} />
      </p>
      {o.allowed_next.length > 0 ? (
        <div className="admin-status-change">
          <Field
            id="status-note"
            label={
              <>
                Note <span className="admin-optional">(optional, kept in the history)</span>
              </>
            }
          >
            {(c) => (
              <textarea
                {...c}
                rows={2}
                maxLength={500}
                value={note}
                disabled={change.isPending}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          <div className="admin-status-buttons">
            {o.allowed_next.map((to) => (
              <button
                key={to}
                type="button"
                className={to === 'CANCELLED' ? 'btn admin-btn-danger' : 'btn btn-primary'}
                disabled={change.isPending}
                onClick={() => onAction(to)}
              >
                {change.isPending && change.variables === to ? 'Saving…' : STATUS_ACTION_LABELS[to]}
              </button>
            ))}
          </div>
          <Failure message={failure} />
        </div>
      ) : (
        <p className="muted">This enquiry is closed: no further status changes.</p>
      )}
      <h4 className="admin-history-title">History</h4>
      <ol className="admin-history">
        {o.history.map((h) => (
          <li key={`${h.to_status}-${h.at}`} className="admin-history-item">
            <strong>{h.to_status_label}</strong>
            <span className="muted">
              {' '}
              by {h.actor}, {h.at}
            </span>
            {h.note && <p className="admin-history-note">{h.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
