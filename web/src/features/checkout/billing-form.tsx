import type { Referrer } from '@contract/settings-rules'
import { referenceLabel } from '@contract/settings-rules'
import type { ReactNode } from 'react'
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
  const describedBy = (field: BillingField, extra?: string) =>
    [errors[field] ? `${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined
  const error = (field: BillingField) =>
    errors[field] ? (
      <span id={`${field}-error`} className="field-error">
        {errors[field]}
      </span>
    ) : null
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
    <div className={`field ${opts.className ?? ''}`}>
      <label htmlFor={`billing-${field}`}>{label}</label>
      <input
        ref={fieldRef(field)}
        id={`billing-${field}`}
        name={field}
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        autoComplete={opts.autoComplete}
        maxLength={opts.maxLength}
        value={form[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, opts.hint ? `${field}-hint` : undefined)}
        onChange={(e) => onChange(field, opts.numeric ? digits(e.target.value) : e.target.value)}
        onBlur={() => onBlur(field)}
      />
      {opts.hint && (
        <span id={`${field}-hint`} className="muted checkout-hint">
          {opts.hint}
        </span>
      )}
      {error(field)}
    </div>
  )

  return (
    <div className="billing-grid">
      {text('customer_name', 'Customer name', {
        autoComplete: 'name',
        maxLength: 100,
        className: 'billing-wide',
      })}
      <div className="field billing-wide">
        <label htmlFor="billing-address">Address</label>
        <textarea
          ref={fieldRef('address')}
          id="billing-address"
          name="address"
          autoComplete="street-address"
          maxLength={1000}
          rows={3}
          value={form.address}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describedBy('address')}
          onChange={(e) => onChange('address', e.target.value)}
          onBlur={() => onBlur('address')}
        />
        {error('address')}
      </div>
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
        aria-invalid={errors.reference_by ? true : undefined}
        aria-describedby={describedBy('reference_by')}
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
                  aria-describedby={describedBy('reference_by')}
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
        {error('reference_by')}
      </fieldset>
    </div>
  )
}
