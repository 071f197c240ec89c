import type { Referrer } from '@contract/settings-rules'
import { referenceLabel } from '@contract/settings-rules'
import type { ReactNode } from 'react'
import { describedBy, Field } from '../../ui/form'
import { type BillingErrors, type BillingField, type BillingForm, toggleReferrer } from './checkout-rules'

interface Props {
  form: BillingForm
  errors: BillingErrors // only the ones to show (touched fields)
  referrers: readonly Referrer[]
  pinNotice?: ReactNode
  onChange: (field: BillingField, value: string) => void
  onBlur: (field: BillingField) => void
  fieldRef: (field: BillingField) => (el: HTMLElement | null) => void
}

const digits = (s: string) => s.replace(/\D/g, '')

export function BillingFields({ form, errors, referrers, pinNotice, onChange, onBlur, fieldRef }: Props) {
  const id = (field: BillingField) => `billing-${field}`
  const text = (
    field: BillingField,
    label: string,
    opts: {
      autoComplete: string
      maxLength: number
      type?: string
      inputMode?: 'numeric' | 'email' | 'tel' | 'text'
      numeric?: boolean
      hint?: string
      className?: string
    },
  ) => (
    <Field id={id(field)} label={label} error={errors[field]} hint={opts.hint} className={opts.className}>
      {(control) => (
        <input
          {...control}
          ref={fieldRef(field)}
          name={field}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          autoComplete={opts.autoComplete}
          maxLength={opts.maxLength}
          value={form[field]}
          onChange={(e) => onChange(field, opts.numeric ? digits(e.target.value) : e.target.value)}
          onBlur={() => onBlur(field)}
        />
      )}
    </Field>
  )
  const refError = errors.reference_by
  const refDescribedBy = describedBy(id('reference_by'), false, Boolean(refError))

  return (
    <div className="billing-grid">
      {text('customer_name', 'Customer name', {
        autoComplete: 'name',
        maxLength: 100,
        className: 'billing-wide',
      })}
      <Field id={id('address')} label="Address" error={errors.address} className="billing-wide">
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef('address')}
            name="address"
            autoComplete="street-address"
            maxLength={1000}
            rows={3}
            value={form.address}
            onChange={(e) => onChange('address', e.target.value)}
            onBlur={() => onBlur('address')}
          />
        )}
      </Field>
      {text('city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
      <div className="billing-pin">
        {text('pin_code', 'PIN code', {
          autoComplete: 'postal-code',
          maxLength: 6,
          inputMode: 'numeric',
          numeric: true,
          hint: 'The minimum order depends on your PIN code.',
        })}
        {pinNotice}
      </div>
      {text('mobile_no', 'Mobile number', {
        autoComplete: 'tel-national',
        maxLength: 10,
        type: 'tel',
        inputMode: 'numeric',
        numeric: true,
        hint: '10 digits. We call or WhatsApp you on this number.',
      })}
      {text('email_id', 'E-mail (optional)', { autoComplete: 'email', maxLength: 50, type: 'email' })}
      <fieldset
        className="billing-wide referrers"
        aria-invalid={refError ? true : undefined}
        aria-describedby={refDescribedBy}
      >
        <legend>Reference person</legend>
        <p className="muted checkout-hint">Who referred you to us? Choose one.</p>
        <div className="referrer-list">
          {referrers.map((r, i) => {
            const label = referenceLabel(r)
            const checked = form.reference_by === label
            return (
              <label key={label} className="check referrer">
                <input
                  ref={i === 0 ? fieldRef('reference_by') : undefined}
                  type="checkbox"
                  name="reference_by"
                  value={label}
                  checked={checked}
                  aria-describedby={refDescribedBy}
                  onChange={(e) =>
                    onChange('reference_by', toggleReferrer(form.reference_by, r, e.target.checked))
                  }
                />
                <span>
                  {r.name} <span className="muted">- {r.phone}</span>
                </span>
              </label>
            )
          })}
        </div>
        {refError && (
          <span id={`${id('reference_by')}-error`} className="field-error">
            {refError}
          </span>
        )}
      </fieldset>
    </div>
  )
}
