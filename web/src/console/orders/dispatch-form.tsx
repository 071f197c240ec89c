import type { AdminOrderDetail } from '@contract/admin'
import type { AgreedFreight } from '@contract/freight'
import type { Transporter } from '@contract/settings-dispatch'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { issuesToErrors, SelectField, TextField, useForm } from '../../ui/form'
import { SubmitRow, useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterOrderChange } from '../kit/queries'
import { FreightFields } from './dispatch-freight'
import {
  branchesOf,
  type DispatchValues,
  dispatchErrors,
  emptyDispatch,
  toDispatchInput,
} from './dispatch-rules'
import { EwayBill } from './eway-bill'
import { dispatchOrder } from './transport.queries'

const FIELDS = [
  'transporter_id',
  'branch_id',
  'parcels',
  'freight_mode',
  'freight',
  'freight_reason',
  'lr_number',
] as const

// Packed -> Dispatched with what the buyer needs at the branch; the LR photo follows below.
export function DispatchForm({
  order: o,
  transporters,
  agreed,
}: {
  order: AdminOrderDetail
  transporters: readonly Transporter[]
  // The quote's word on freight, which the form starts from and warns against leaving (null: no
  // quote was sent; undefined: the quotes could not be loaded).
  agreed: AgreedFreight | null | undefined
}) {
  const qc = useQueryClient()
  const validate = useMemo(() => dispatchErrors(agreed ?? null), [agreed])
  const form = useForm<keyof DispatchValues>(
    'dispatch',
    emptyDispatch(transporters, agreed ?? null),
    validate,
  )
  const v = form.values
  const branches = branchesOf(transporters, v.transporter_id)

  const submit = useFormSubmit(form, {
    fields: FIELDS,
    send: (values) => dispatchOrder(o._id, toDispatchInput(values)),
    onDone: async () => {
      await afterOrderChange(qc, o._id)
      toast.success(`${o.enquiry_number} is now Dispatched. Add the LR photo below.`)
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'dispatch', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      form.showServerErrors(refused.errors)
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
      void afterOrderChange(qc, o._id)
    },
  })

  if (transporters.length === 0) {
    return (
      <p className="notice notice-warning">
        Add the transporters you use and their branches in Settings, Transport, to dispatch this enquiry.
      </p>
    )
  }

  const transporter = form.field('transporter_id')
  return (
    <>
      <form className="admin-dispatch-form" {...submit.formProps}>
        {/* Not BusyFieldset: this legend is shown, not only read out. */}
        <fieldset disabled={submit.processing} className="admin-fieldset">
          <legend>Dispatch details</legend>
          <SelectField
            f={{
              ...transporter,
              onChange: (id) => {
                transporter.onChange(id)
                const list = branchesOf(transporters, id)
                form.setValue('branch_id', list.length === 1 ? list[0]!.id : '')
              },
            }}
            label="Transporter"
            placeholder="Choose…"
            options={transporters.map((t) => t.id)}
            optionLabel={(id) => transporters.find((t) => t.id === id)?.name ?? id}
          />
          <SelectField
            f={form.field('branch_id')}
            label="Branch (buyer’s town)"
            placeholder={v.transporter_id ? 'Choose…' : 'Choose the transporter first'}
            options={branches.map((b) => b.id)}
            optionLabel={(id) => {
              const b = branches.find((x) => x.id === id)
              return b ? `${b.town} (${b.free_days} free days)` : id
            }}
          />
          <TextField f={form.field('parcels')} label="Parcels" inputMode="numeric" maxLength={3} />
          <FreightFields form={form} agreed={agreed} />
          <TextField f={form.field('lr_number')} label="LR number" maxLength={40} autoComplete="off" />
        </fieldset>
        <SubmitRow submit={submit} className="btn btn-primary" label="Mark dispatched" busyLabel="Saving…" />
      </form>
      <EwayBill
        orderId={o._id}
        choices={{ transporter_id: v.transporter_id, branch_id: v.branch_id, lr_number: v.lr_number }}
      />
    </>
  )
}
