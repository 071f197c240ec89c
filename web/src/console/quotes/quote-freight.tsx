import { FREIGHT_TERMS, type FreightTerms } from '@contract/freight'
import { Field } from '../../ui/form'

// How the quote says freight is paid: the one place the buyer learns it before dispatch, which the
// dispatch form then starts from (contract/freight.ts).

const OPTION: Record<FreightTerms, string> = {
  with_order: 'With the order (in this quote)',
  to_pay: 'To pay at the branch',
}

// Under the one freight amount box, what its amount means under the terms chosen.
export const FREIGHT_AMOUNT_HINT: Record<FreightTerms, string> = {
  with_order: 'Taxed and added to the total',
  to_pay: 'Not in the total: what the buyer should expect to pay the transporter; empty if not known',
}

export function FreightTermsField({
  terms,
  onChange,
}: {
  terms: FreightTerms
  onChange: (terms: FreightTerms) => void
}) {
  return (
    <Field id="quote-freight-terms" label="Freight is paid">
      {(c) => (
        <select {...c} value={terms} onChange={(e) => onChange(e.target.value as FreightTerms)}>
          {FREIGHT_TERMS.map((t) => (
            <option key={t} value={t}>
              {OPTION[t]}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
