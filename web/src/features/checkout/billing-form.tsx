import type { Referrer } from '@contract/settings-rules'
import { referenceLabel } from '@contract/settings-rules'
import type { ReactNode } from 'react'
import { issueText, useLocale, useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import {
  AddressField,
  CityField,
  describedBy,
  EmailField,
  type Form,
  MobileField,
  NameField,
  PinCodeField,
} from '../../ui/form'
import { checkoutMessages } from './checkout.messages'
import { ADULT_YES, type BillingField, toggleReferrer } from './checkout-rules'
import { StateField } from './state-field'

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
      <NameField f={form.field('customer_name')} label={m.customerName} className="billing-wide" />
      <AddressField f={form.field('address')} label={m.address} className="billing-wide" />
      <CityField f={form.field('city')} label={m.city} />
      <div className="billing-pin">
        <PinCodeField f={form.field('pin_code')} label={m.pinCode} hint={m.pinHint} />
        {pinNotice}
      </div>
      <StateField
        f={form.field('state_code')}
        pin={form.values.pin_code}
        label={m.state}
        hint={m.stateHint}
        choose={m.chooseState}
      />
      <MobileField f={form.field('mobile_no')} label={m.mobile} hint={m.mobileHint} />
      <EmailField f={form.field('email_id')} label={m.email} />
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
      <AdultCheck form={form} />
    </div>
  )
}

// "I am 18 or older": the shop's licence forbids sale to minors, and the server refuses without it.
function AdultCheck({ form }: { form: Form<BillingField> }) {
  const adult = form.field('adult_confirmed')
  const hydrated = useHydrated()
  const locale = useLocale()
  const m = useMessages(checkoutMessages)
  const described = describedBy(adult.id, true, Boolean(adult.error))
  return (
    <div className="billing-wide adult-check">
      <label className="check">
        <input
          id={adult.id}
          type="checkbox"
          name="adult_confirmed"
          checked={adult.value === ADULT_YES}
          required
          disabled={!hydrated}
          aria-invalid={adult.error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            adult.onChange(e.target.checked ? ADULT_YES : '')
            form.touch('adult_confirmed')
          }}
        />
        <span>{m.adult}</span>
      </label>
      <p id={`${adult.id}-hint`} className="muted checkout-hint">
        {m.adultHint}
      </p>
      {adult.error && (
        <span id={`${adult.id}-error`} className="field-error">
          {issueText(adult.error, locale)}
        </span>
      )}
    </div>
  )
}
