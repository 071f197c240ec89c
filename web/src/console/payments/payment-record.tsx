import { PAYMENT_METHODS } from '@contract/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { confirmAction } from '../../ui/confirm'
import { FormAlert, issuesToErrors, SelectField, TextField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterPaymentChange, recordPayment } from './payments.queries'
import { METHOD_LABELS, type RecordValues, recordErrors } from './payments-rules'

const FIELDS = ['method', 'reference', 'amount', 'note'] as const
type Method = (typeof PAYMENT_METHODS)[number]
const methodOf = (value: string) => value as Method

// The server names the enquiry that already holds this reference: a slip, or one transfer that
// paid two enquiries, which only the seller can tell apart.
const heldElsewhere = (e: unknown) =>
  e instanceof ApiError && e.code === 'PAYMENT_DUPLICATE' && typeof e.details.enquiry_number === 'string'
    ? e.details.enquiry_number
    : undefined
const sharedQuestion = (reference: string, other: string) =>
  `${reference.trim().toUpperCase()} is already recorded for enquiry ${other}. Did this one payment pay both enquiries? Record it here too?`

// A payment the seller saw directly (cash at the counter, a transfer in the statement): received at once.
export function RecordPaymentForm({ orderId, balance }: { orderId: string; balance: number }) {
  const qc = useQueryClient()
  const initial = { method: 'cash', reference: '', amount: String(balance), note: '' }
  const form = useForm<keyof RecordValues>('record-payment', initial, recordErrors)
  const [failure, setFailure] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (shared: boolean) =>
      recordPayment(orderId, {
        method: methodOf(form.values.method),
        reference: form.values.reference,
        amount: form.values.amount,
        ...(form.values.note.trim() ? { note: form.values.note } : {}),
        ...(shared ? { shared_reference: true } : {}),
      }),
    onSuccess: async (result) => {
      await afterPaymentChange(qc, orderId)
      form.reset({ ...initial, amount: String(result.balance) })
      toast.success(`Payment recorded; balance ${rupees(result.balance)}`)
    },
    onError: async (e, shared) => {
      const other = shared ? undefined : heldElsewhere(e)
      if (other) {
        if (await confirmAction(sharedQuestion(form.values.reference, other))) save.mutate(true)
        else setFailure(`Not recorded: enquiry ${other} already holds this reference.`)
        return
      }
      const refused = saveFailure(e, 'record-payment', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      if (!form.showServerErrors(refused.errors)) setFailure(refused.failure)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setFailure(null)
    if (!save.isPending && form.check()) save.mutate(false)
  }
  return (
    <form noValidate onSubmit={submit} className="admin-payment-form" aria-labelledby="record-payment-title">
      <h4 id="record-payment-title">Record a payment</h4>
      <fieldset disabled={save.isPending} className="admin-fieldset">
        <legend className="visually-hidden">A payment you received directly</legend>
        <SelectField
          f={form.field('method')}
          label="Method"
          options={PAYMENT_METHODS}
          optionLabel={(m) => METHOD_LABELS[methodOf(m)]}
        />
        <TextField
          f={form.field('reference')}
          label="Reference or receipt number"
          maxLength={40}
          autoComplete="off"
        />
        <TextField f={form.field('amount')} label="Amount received (₹)" inputMode="decimal" maxLength={14} />
        <TextField f={form.field('note')} label="Payment note" optional maxLength={500} />
      </fieldset>
      {failure && <FormAlert kind="danger">{failure}</FormAlert>}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Record payment'}
      </button>
    </form>
  )
}
