import { type InputHTMLAttributes, type ReactNode, useState } from 'react'
import type { FieldProps } from './use-form'
import './accounts.css'

// Label, control, hint and message wired together: the message sits under its field and is read
// with it (aria-describedby), and the field says it is invalid (aria-invalid).

interface Common {
  f: FieldProps
  label: string
  hint?: ReactNode
  optional?: boolean
  disabled?: boolean
}

const describedBy = (f: FieldProps, hint: boolean) =>
  [hint ? `${f.id}-hint` : '', f.error ? `${f.id}-error` : ''].filter(Boolean).join(' ') || undefined

function Shell({ f, label, hint, optional, children }: Common & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={f.id}>
        {label}
        {optional && <span className="field-optional"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <small id={`${f.id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {f.error && (
        <span id={`${f.id}-error`} className="field-error">
          {f.error}
        </span>
      )}
    </div>
  )
}

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'list' | 'enterKeyHint'
>

export function TextField({
  f,
  label,
  hint,
  optional,
  disabled,
  digits,
  ...input
}: Common & InputExtras & { digits?: number }) {
  return (
    <Shell f={f} label={label} hint={hint} optional={optional}>
      <input
        id={f.id}
        name={f.name}
        value={f.value}
        disabled={disabled}
        required={!optional}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(f, Boolean(hint))}
        onBlur={f.onBlur}
        // Phone keypads: digits only, also when pasting '98765 43210'.
        onChange={(e) =>
          f.onChange(digits ? e.target.value.replace(/\D/g, '').slice(0, digits) : e.target.value)
        }
        onKeyDown={
          digits
            ? (e) => {
                if (e.key.length === 1 && !/[0-9]/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault()
              }
            : undefined
        }
        {...(digits ? { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength: digits } : {})}
        {...input}
      />
    </Shell>
  )
}

export function TextAreaField({
  f,
  label,
  hint,
  optional,
  disabled,
  maxLength,
}: Common & { maxLength?: number }) {
  return (
    <Shell f={f} label={label} hint={hint} optional={optional}>
      <textarea
        id={f.id}
        name={f.name}
        value={f.value}
        rows={3}
        maxLength={maxLength}
        disabled={disabled}
        required={!optional}
        autoComplete="street-address"
        aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(f, Boolean(hint))}
        onBlur={f.onBlur}
        onChange={(e) => f.onChange(e.target.value)}
      />
    </Shell>
  )
}

export function SelectField({
  f,
  label,
  hint,
  optional,
  disabled,
  options,
  placeholder,
  autoComplete,
}: Common & { options: readonly string[]; placeholder?: string; autoComplete?: string }) {
  // A value the list does not hold (an old profile, a list still loading) stays choosable.
  const list = f.value && !options.includes(f.value) ? [f.value, ...options] : options
  return (
    <Shell f={f} label={label} hint={hint} optional={optional}>
      <select
        id={f.id}
        name={f.name}
        value={f.value}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={describedBy(f, Boolean(hint))}
        onBlur={f.onBlur}
        onChange={(e) => f.onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {list.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Shell>
  )
}

// A password with a Show button: buyers type their mobile number here, so seeing it helps on a phone.
export function PasswordField({
  f,
  label,
  hint,
  disabled,
  autoComplete,
}: Common & { autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false)
  return (
    <Shell f={f} label={label} hint={hint}>
      <div className="password-wrap">
        <input
          id={f.id}
          name={f.name}
          type={shown ? 'text' : 'password'}
          value={f.value}
          maxLength={128}
          disabled={disabled}
          required
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={f.error ? true : undefined}
          aria-describedby={describedBy(f, Boolean(hint))}
          onBlur={f.onBlur}
          onChange={(e) => f.onChange(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-ghost password-toggle"
          aria-pressed={shown}
          aria-controls={f.id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    </Shell>
  )
}

// A form-level message (login failure, duplicate mobile number), announced when it appears unless
// a toast already says it (quiet).
export function FormAlert({
  kind,
  quiet,
  children,
}: {
  kind: 'danger' | 'success' | 'warning'
  quiet?: boolean
  children: ReactNode
}) {
  const role = quiet ? undefined : kind === 'success' ? 'status' : 'alert'
  return (
    <div className={`notice notice-${kind} form-alert`} role={role}>
      {children}
    </div>
  )
}
