import type { ReactNode } from 'react'

// Label, control, hint and message wired together, as on the shop's forms: the message sits under
// its field and is read with it.
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <small id={`${id}-hint`} className="admin-hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}

// After the messages have painted, so a screen reader reads the field with its message: the first
// field marked invalid in the form, in the order the seller sees them.
export const focusFirstInvalid = (form: HTMLElement | null) => {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}

export const idOf = (prefix: string, key: string) => `${prefix}-${key.replaceAll('.', '-')}`

// A product's picture in the console: sized up front, nothing when there is none. (The shop's
// ProductImage is not shared here, so buyers' pages keep their chunks as they are.)
export function Thumb({ src, large = false }: { src: string | null | undefined; large?: boolean }) {
  const size = large ? 72 : 44
  const className = `admin-thumb${large ? ' admin-thumb-large' : ''}`
  return src ? (
    <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} admin-thumb-empty`} aria-hidden="true" />
  )
}

// A server refusal naming fields the form shows goes under those fields only; anything else is
// said above the form's buttons.
export const unplacedMessage = (prefix: string, errors: Record<string, string>, message: string) =>
  Object.keys(errors).some((key) => document.getElementById(idOf(prefix, key))) ? null : message
