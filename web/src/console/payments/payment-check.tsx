import type { AdminWaitingPayment } from '@contract/admin-payments'
import { parseRupees } from '@contract/rupees-text'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { rupees } from '../../lib/format'
import { FormAlert, TextField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { PaymentScreenshot } from './payment-screenshot'
import { afterPaymentChange, verifyPayment } from './payments.queries'
import { receivedAmountErrors } from './payments-rules'

// One told payment waiting for the seller: the buyer's claim and screenshot, then "Received" (with
// the amount actually in the statement, less for a part payment) or "Not found".
export function PaymentCheck({ payment: p }: { payment: AdminWaitingPayment }) {
  const qc = useQueryClient()
  const form = useForm(
    `check-${p._id}`,
    { received_amount: String(p.amount), note: '' },
    receivedAmountErrors,
  )
  const [failure, setFailure] = useState<string | null>(null)
  const check = useMutation({
    mutationFn: (outcome: 'received' | 'not_found') =>
      verifyPayment(p._id, {
        outcome,
        ...(outcome === 'received' ? { received_amount: form.values.received_amount } : {}),
        ...(form.values.note.trim() ? { note: form.values.note } : {}),
      }),
    onSuccess: async (result, outcome) => {
      await afterPaymentChange(qc, p.order_id)
      toast.success(
        outcome === 'received'
          ? `${p.enquiry_number}: ${rupees(parseRupees(form.values.received_amount) / 100)} received, balance ${rupees(result.balance)}`
          : `${p.enquiry_number}: payment ${p.reference} marked not found`,
      )
    },
    onError: async (e) => {
      const refused = saveFailure(e, `check-${p._id}`, () => ({}))
      if (refused) setFailure(refused.failure)
      await qc.invalidateQueries({ queryKey: ['admin', 'payments'] })
    },
  })
  const received = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    if (!check.isPending && form.check()) check.mutate('received')
  }
  return (
    <li className="card admin-payment">
      <header>
        <h3>
          <Link to={`/admin/order?id=${encodeURIComponent(p.order_id)}`}>{p.enquiry_number}</Link> ·{' '}
          {p.customer_name}
        </h3>
        <p className="muted">
          {p.method === 'upi' ? 'UPI' : 'Bank'} reference <strong>{p.reference}</strong> · told{' '}
          {p.submitted_at}
        </p>
        <p>
          Claimed <strong>{rupees(p.amount)}</strong> · balance due {rupees(p.balance)}
        </p>
      </header>
      {p.has_screenshot ? (
        <PaymentScreenshot
          paymentId={p._id}
          label={`Payment screenshot for ${p.enquiry_number}, reference ${p.reference}`}
        />
      ) : (
        <p className="muted">No screenshot.</p>
      )}
      <form noValidate onSubmit={received} className="admin-payment-form" aria-busy={check.isPending}>
        <TextField
          f={form.field('received_amount')}
          label="Amount received (₹)"
          inputMode="decimal"
          maxLength={14}
        />
        <TextField f={form.field('note')} label="Payment note" optional maxLength={500} />
        {failure && <FormAlert kind="danger">{failure}</FormAlert>}
        <div className="admin-payment-actions">
          <button type="submit" className="btn btn-primary" disabled={check.isPending}>
            Received
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={check.isPending}
            onClick={() => {
              setFailure(null)
              check.mutate('not_found')
            }}
          >
            Not found
          </button>
        </div>
      </form>
    </li>
  )
}
