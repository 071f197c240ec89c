import type { AdminOrderDetail } from '@contract/admin'
import { gstinMatchesDelivery, stateOfGstin } from '@contract/gstin'
import { sellerGstinSchema } from '@contract/quotes'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { issuesToErrors, TextField, useForm } from '../../ui/form'
import { SubmitRow, useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { AdminFieldset } from '../kit/form-actions'
import { afterOrderChange, saveBuyerGstin } from '../kit/queries'

const FIELDS = ['buyer_gstin'] as const

const gstinError = (values: { buyer_gstin: string }) => {
  const checked = sellerGstinSchema.shape.buyer_gstin.safeParse(values.buyer_gstin.trim().toUpperCase())
  return checked.success ? {} : { buyer_gstin: checked.error.issues[0]?.message }
}

// The buyer's GSTIN as the seller records it, typed from a call or a message. One registered in
// another State than the delivery State is kept only with the seller's tick: the buyer's acceptance
// with that GSTIN is then allowed, and the tax invoice carries it with the delivery State as the
// place of supply. Closed once the invoice is issued: it stays as it was.
export function BuyerGstinForm({ order: o }: { order: AdminOrderDetail }) {
  const qc = useQueryClient()
  const form = useForm<'buyer_gstin'>('gstin', { buyer_gstin: o.buyer_gstin ?? '' }, gstinError)
  const [confirmed, setConfirmed] = useState(o.gstin_state_confirmed_at !== null)
  const typed = form.values.buyer_gstin.trim().toUpperCase()
  const gstinState = typed.length === 15 ? stateOfGstin(typed) : undefined
  const otherState = gstinState !== undefined && !gstinMatchesDelivery(typed, o.pin_code, o.state_code)

  const submit = useFormSubmit(form, {
    fields: FIELDS,
    send: (values) =>
      saveBuyerGstin(o._id, { buyer_gstin: values.buyer_gstin.trim(), other_state_confirmed: confirmed }),
    onDone: async () => {
      await afterOrderChange(qc, o._id)
      toast.success(`GSTIN saved for ${o.enquiry_number}`)
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'gstin', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      form.showServerErrors(refused.errors)
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
    },
  })

  if (o.invoice_no) {
    return (
      <p className="muted">
        Buyer's GSTIN: {o.buyer_gstin ?? 'none'} (on tax invoice {o.invoice_no}, which stays as issued)
      </p>
    )
  }
  return (
    <form className="admin-gstin-form" {...submit.formProps}>
      <AdminFieldset submit={submit} legend="Buyer's GSTIN">
        <TextField
          f={form.field('buyer_gstin')}
          label="Buyer's GSTIN (optional)"
          hint="15 letters and digits, as on the buyer's GST certificate. Leave empty for a family's purchase."
          maxLength={15}
          autoComplete="off"
          optional
        />
        {otherState && (
          <label className="check">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            <span>
              This GSTIN is registered in {gstinState.en} ({gstinState.code}), the goods go to{' '}
              {o.state_name ?? o.pin_code}. I have checked it with the buyer.
            </span>
          </label>
        )}
      </AdminFieldset>
      <SubmitRow submit={submit} className="btn btn-secondary" label="Save GSTIN" busyLabel="Saving…" />
    </form>
  )
}
