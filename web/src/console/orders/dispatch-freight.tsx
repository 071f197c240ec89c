import { type AgreedFreight, FREIGHT_REASON_MAX, freightDifferenceText } from '@contract/freight'
import { rupees } from '../../lib/format'
import { type FieldProps, SelectField, TextField } from '../../ui/form'
import { type DispatchValues, dispatchDifference } from './dispatch-rules'

type FreightForm = {
  values: DispatchValues
  field: (name: keyof DispatchValues) => FieldProps
}

// What the agreed quote said, under the freight choice the form started from.
const agreedText = (q: AgreedFreight | null | undefined) => {
  if (q === undefined)
    return 'Could not load the quote: the shop still checks the freight against it on saving.'
  if (!q) return 'No quote was sent: the buyer was told freight is paid at the branch.'
  if (q.terms === 'with_order')
    return `Quote v${q.version}: freight with the order${q.with_order > 0 ? `, ${rupees(q.with_order)} in its total` : ''}.`
  return `Quote v${q.version}: freight to pay at the branch${q.to_pay > 0 ? `, about ${rupees(q.to_pay)}` : ', amount left open'}.`
}

// How the buyer pays the lorry, starting from the quote; any difference from it is said at once and
// asks for the reason the buyer will read (the server refuses the dispatch without one).
export function FreightFields({
  form,
  agreed,
}: {
  form: FreightForm
  agreed: AgreedFreight | null | undefined
}) {
  const v = form.values
  const difference = dispatchDifference(agreed ?? null, v)
  const reason = form.field('freight_reason')
  return (
    <>
      <SelectField
        f={form.field('freight_mode')}
        label="Freight"
        hint={agreedText(agreed)}
        options={['to_pay', 'paid']}
        optionLabel={(m) => (m === 'to_pay' ? 'To pay: the buyer pays at the branch' : 'Paid by us')}
      />
      <TextField
        f={form.field('freight')}
        label={v.freight_mode === 'to_pay' ? 'Freight the buyer pays (₹)' : 'Freight we paid (₹)'}
        optional={v.freight_mode === 'paid'}
        inputMode="decimal"
        maxLength={12}
      />
      {/* Also when the server asked for a reason the form could not foresee. */}
      {((difference && agreed) || reason.error) && (
        <div className="admin-freight-differs">
          {difference && agreed && (
            <p className="notice notice-warning" role="status">
              {freightDifferenceText(difference, agreed)}
            </p>
          )}
          <TextField
            f={reason}
            label="Reason for the buyer"
            hint="Shown beside the freight on the buyer’s collection page"
            maxLength={FREIGHT_REASON_MAX}
            autoComplete="off"
          />
        </div>
      )}
    </>
  )
}
