import type { ReactNode } from 'react'
import { issueText, useLocale, useMessages } from '../../lib/i18n'
import { fieldMessages } from './form.messages'
import './form.css'

// What the control inside a Field spreads onto itself, so it is labelled, described and marked.
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export const describedBy = (id: string, hint: boolean, error: boolean, extra?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined

// The one field: label, control, hint and message wired together. The message sits under its
// field and is read with it (aria-describedby), and the control says it is invalid (aria-invalid).
// Controls get at least a 44px target from the .field styles.
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  className,
  after,
  children,
}: {
  id: string
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  // Adds a muted "(optional)" to the label.
  optional?: boolean | undefined
  className?: string | undefined
  // Shown after the message (a notice that belongs to the field, e.g. the PIN code's minimum).
  after?: ReactNode
  children: (control: ControlProps) => ReactNode
}) {
  const locale = useLocale()
  const m = useMessages(fieldMessages)
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> {m.optional}</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
      })}
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {issueText(error, locale)}
        </span>
      )}
      {after}
    </div>
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
