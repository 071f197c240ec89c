import { PAYMENT_METHODS } from '@contract/payments'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { confirmAction } from '../../ui/confirm'
import { issuesToErrors, SelectField, TextField, useForm } from '../../ui/form'
import { BusyFieldset, SubmitRow, useFormSubmit } from '../../ui/form/use-form-submit'
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

// The seller said no: the reference stays with the other enquiry.
class NotShared extends Error {
  constructor(readonly other: string) {
    super(`Not recorded: enquiry ${other} already holds this reference.`)
  }
}

const record = (orderId: string, values: RecordValues, shared: boolean) =>
  recordPayment(orderId, {
    method: methodOf(values.method),
    reference: values.reference,
    amount: values.amount,
    ...(values.note.trim() ? { note: values.note } : {}),
    ...(shared ? { shared_reference: true } : {}),
  })

// A reference another enquiry holds is asked about while the form stays busy, then sent again as shared.
async function recordAsking(orderId: string, values: RecordValues) {
  try {
    return await record(orderId, values, false)
  } catch (e) {
    const other = heldElsewhere(e)
    if (!other) throw e
    if (await confirmAction(sharedQuestion(values.reference, other))) return record(orderId, values, true)
    throw new NotShared(other)
  }
}

// A payment the seller saw directly (cash at the counter, a transfer in the statement): received at once.
export function RecordPaymentForm({ orderId, balance }: { orderId: string; balance: number }) {
  const qc = useQueryClient()
  const initial = { method: 'cash', reference: '', amount: String(balance), note: '' }
  const form = useForm<keyof RecordValues>('record-payment', initial, recordErrors)
  const submit = useFormSubmit(form, {
    fields: FIELDS,
    send: (values) => recordAsking(orderId, values),
    onDone: async (result) => {
      await afterPaymentChange(qc, orderId)
      form.reset({ ...initial, amount: String(result.balance) })
      toast.success(`Payment recorded; balance ${rupees(result.balance)}`)
    },
    onFailed: (e) => {
      if (e instanceof NotShared) {
        submit.say({ kind: 'danger', text: e.message })
        return
      }
      const refused = saveFailure(e, 'record-payment', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      if (!form.showServerErrors(refused.errors) && refused.failure)
        submit.say({ kind: 'danger', text: refused.failure })
    },
  })
  return (
    <form className="admin-payment-form" aria-labelledby="record-payment-title" {...submit.formProps}>
      <h4 id="record-payment-title">Record a payment</h4>
      <BusyFieldset
        busy={submit.processing}
        legend="A payment you received directly"
        className="admin-fieldset"
      >
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
      </BusyFieldset>
      <SubmitRow submit={submit} className="btn btn-primary" label="Record payment" busyLabel="Saving…" />
    </form>
  )
}
