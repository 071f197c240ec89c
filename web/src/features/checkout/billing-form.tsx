import type { Referrer } from '@contract/settings-rules'
import { referenceLabel } from '@contract/settings-rules'
import type { ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import { describedBy, type Form, TextAreaField, TextField } from '../../ui/form'
import { type BillingField, toggleReferrer } from './checkout-rules'

interface Props {
  form: Form<BillingField>
  referrers: readonly Referrer[]
  pinNotice?: ReactNode
}

export function BillingFields({ form, referrers, pinNotice }: Props) {
  const ref = form.field('reference_by')
  const hydrated = useHydrated()
  const refDescribedBy = describedBy(ref.id, false, Boolean(ref.error))

  return (
    <div className="billing-grid">
      <TextField
        f={form.field('customer_name')}
        label="Customer name"
        autoComplete="name"
        maxLength={100}
        className="billing-wide"
      />
      <TextAreaField f={form.field('address')} label="Address" maxLength={1000} className="billing-wide" />
      <TextField f={form.field('city')} label="City" autoComplete="address-level2" maxLength={100} />
      <div className="billing-pin">
        <TextField
          f={form.field('pin_code')}
          label="PIN code"
          autoComplete="postal-code"
          digits={6}
          hint="The minimum order depends on your PIN code."
        />
        {pinNotice}
      </div>
      <TextField
        f={form.field('mobile_no')}
        label="Mobile number"
        autoComplete="tel-national"
        type="tel"
        digits={10}
        hint="10 digits. We call or WhatsApp you on this number."
      />
      <TextField
        f={form.field('email_id')}
        label="E-mail"
        optional
        autoComplete="email"
        maxLength={50}
        type="email"
      />
      <fieldset
        className="billing-wide referrers"
        aria-invalid={ref.error ? true : undefined}
        aria-describedby={refDescribedBy}
      >
        <legend>Reference person</legend>
        <p className="muted checkout-hint">Who referred you to us? Choose one.</p>
        <div className="referrer-list">
          {referrers.map((r, i) => {
            const label = referenceLabel(r)
            return (
              <label key={label} className="check referrer">
                <input
                  // The first box takes the focus when the choice is missing.
                  id={i === 0 ? ref.id : undefined}
                  type="checkbox"
                  name="reference_by"
                  value={label}
                  checked={ref.value === label}
                  disabled={!hydrated}
                  aria-describedby={refDescribedBy}
                  onChange={(e) => {
                    ref.onChange(toggleReferrer(ref.value, r, e.target.checked))
                    // A choice is final at once; text fields show their message after leaving them.
                    form.touch('reference_by')
                  }}
                />
                <span>
                  {r.name} <span className="muted">- {r.phone}</span>
                </span>
              </label>
            )
          })}
        </div>
        {ref.error && (
          <span id={`${ref.id}-error`} className="field-error">
            {ref.error}
          </span>
        )}
      </fieldset>
    </div>
  )
}
