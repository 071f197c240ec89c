import type { Referrer } from '@contract/settings-rules'
import { referenceLabel } from '@contract/settings-rules'
import type { ReactNode } from 'react'
import { issueText, useLocale, useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { describedBy, type Form, TextAreaField, TextField } from '../../ui/form'
import { checkoutMessages } from './checkout.messages'
import { type BillingField, toggleReferrer } from './checkout-rules'

interface Props {
  form: Form<BillingField>
  referrers: readonly Referrer[]
  pinNotice?: ReactNode
}

export function BillingFields({ form, referrers, pinNotice }: Props) {
  const ref = form.field('reference_by')
  const hydrated = useHydrated()
  const locale = useLocale()
  const m = useMessages(checkoutMessages)
  const refDescribedBy = describedBy(ref.id, false, Boolean(ref.error))

  return (
    <div className="billing-grid">
      <TextField
        f={form.field('customer_name')}
        label={m.customerName}
        autoComplete="name"
        maxLength={100}
        className="billing-wide"
      />
      <TextAreaField f={form.field('address')} label={m.address} maxLength={1000} className="billing-wide" />
      <TextField f={form.field('city')} label={m.city} autoComplete="address-level2" maxLength={100} />
      <div className="billing-pin">
        <TextField
          f={form.field('pin_code')}
          label={m.pinCode}
          autoComplete="postal-code"
          digits={6}
          hint={m.pinHint}
        />
        {pinNotice}
      </div>
      <TextField
        f={form.field('mobile_no')}
        label={m.mobile}
        autoComplete="tel-national"
        type="tel"
        digits={10}
        hint={m.mobileHint}
      />
      <TextField
        f={form.field('email_id')}
        label={m.email}
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
        <legend>{m.reference}</legend>
        <p className="muted checkout-hint">{m.referenceHint}</p>
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
            {issueText(ref.error, locale)}
          </span>
        )}
      </fieldset>
    </div>
  )
}
