import { type EwayBillStatus, ewayBillDoneSchema } from '@contract/admin-gst-files'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { rupees } from '../../lib/format'
import { saveBlob } from '../../lib/save-file'
import { issuesToErrors, TextField, useForm } from '../../ui/form'
import { SubmitRow, useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { handleAuthError, saveFailure } from '../kit/access'
import { DownloadFailure } from '../kit/failure'
import { AdminFieldset } from '../kit/form-actions'
import { checkWith } from '../kit/issues'
import { downloadEwayBill, type EwayChoices, ewayBillQuery, markEwayBill } from './transport.queries'

const FIELDS = ['eway_bill_no'] as const

// An invoice over Rs 50,000 needs an e-way bill before the lorry moves: the file for the portal's
// bulk upload, and the 12-digit number the portal answers, typed back to mark it done.
export function EwayBill({ orderId, choices }: { orderId: string; choices?: EwayChoices }) {
  const status = useQuery(ewayBillQuery(orderId))
  if (!status.isSuccess || !status.data.needed) return null
  return <EwayBillNeeded orderId={orderId} s={status.data} choices={choices} />
}

function EwayBillNeeded({
  orderId,
  s,
  choices,
}: {
  orderId: string
  s: EwayBillStatus
  choices?: EwayChoices
}) {
  const qc = useQueryClient()
  const save = useMutation({
    mutationFn: () => downloadEwayBill(orderId, choices),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? 'eway-bill.json'),
    onError: handleAuthError,
  })
  const form = useForm<(typeof FIELDS)[number]>(
    'eway-bill',
    { eway_bill_no: s.eway_bill_no ?? '' },
    (values) => checkWith(ewayBillDoneSchema, values).errors,
  )
  const submit = useFormSubmit(form, {
    fields: FIELDS,
    send: (values) => markEwayBill(orderId, { eway_bill_no: values.eway_bill_no.trim() }),
    onDone: async () => {
      await qc.invalidateQueries({ queryKey: ['admin'] })
      toast.success('E-way bill number saved')
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'eway-bill', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      form.showServerErrors(refused.errors)
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
    },
  })
  return (
    <div className="stack admin-eway-bill" aria-busy={save.isPending}>
      <p className={s.eway_bill_no ? 'notice' : 'notice notice-warning'}>
        {s.eway_bill_no
          ? `E-way bill ${s.eway_bill_no}, saved ${s.eway_bill_at ?? ''}.`
          : `Invoice ${s.invoice_no} is ${rupees(s.invoice_total ?? 0)}, over ₹50,000: the lorry needs an e-way bill. Download the file, upload it on the e-way bill portal (Generate Bulk), then type the number it gives.`}
      </p>
      <div className="admin-filter-actions">
        <button type="button" className="btn" disabled={save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? 'Preparing…' : 'Download e-way bill file (JSON)'}
        </button>
      </div>
      <DownloadFailure error={save.error} />
      <form {...submit.formProps}>
        <AdminFieldset submit={submit} legend="E-way bill done">
          <TextField
            f={form.field('eway_bill_no')}
            label="E-way bill number (12 digits)"
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
          />
        </AdminFieldset>
        <SubmitRow
          submit={submit}
          className="btn btn-primary"
          label="Save e-way bill number"
          busyLabel="Saving…"
        />
      </form>
    </div>
  )
}
