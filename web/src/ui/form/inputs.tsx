import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react'
import { useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { uiMessages } from '../ui.messages'
import { digitsOnly } from './errors'
import { Field } from './field'
import type { FieldProps } from './use-form'

// Field with its control, bound to a form field (`f={form.field('name')}`).

interface Common {
  f: FieldProps
  label: string
  hint?: ReactNode
  optional?: boolean
  disabled?: boolean
  className?: string
  after?: ReactNode
}

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'inputMode'
  | 'maxLength'
  | 'placeholder'
  | 'list'
  | 'enterKeyHint'
>

const shell = ({ f, label, hint, optional, className, after }: Common) => ({
  id: f.id,
  label,
  error: f.error,
  hint,
  optional,
  className,
  after,
})

// Every field is read-only in the server's HTML and until the page is hydrated: what a buyer
// typed earlier would be lost, and a form sent before the scripts run would put it in the URL.
export function TextField({
  digits,
  inputRef,
  ...props
}: Common & InputExtras & { digits?: number; inputRef?: Ref<HTMLInputElement> }) {
  const { f, label, hint, optional, disabled, className, after, ...input } = props
  const hydrated = useHydrated()
  return (
    <Field {...shell(props)}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name={f.name}
          value={f.value}
          disabled={disabled}
          readOnly={!hydrated}
          required={!optional}
          onBlur={f.onBlur}
          // Phone keypads: digits only, also when pasting '98765 43210'.
          onChange={(e) => f.onChange(digits ? digitsOnly(e.target.value, digits) : e.target.value)}
          onKeyDown={
            digits
              ? (e) => {
                  if (e.key.length === 1 && !/[0-9]/.test(e.key) && !e.ctrlKey && !e.metaKey)
                    e.preventDefault()
                }
              : undefined
          }
          {...(digits ? { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength: digits } : {})}
          {...input}
        />
      )}
    </Field>
  )
}

// An enquiry's access code as a buyer types it from a bill or a message: never autofilled,
// capitals on a phone's keyboard, and room for the spaces and dashes it may be typed with (the
// contract's accessCodeField takes them out).
export function AccessCodeField(
  props: Omit<Parameters<typeof TextField>[0], 'autoComplete' | 'autoCapitalize' | 'maxLength'>,
) {
  return <TextField {...props} autoComplete="off" autoCapitalize="characters" maxLength={20} />
}
export function TextAreaField({
  maxLength,
  autoComplete = 'street-address',
  inputRef,
  ...props
}: Common & { maxLength?: number; autoComplete?: string; inputRef?: Ref<HTMLTextAreaElement> }) {
  const { f, optional, disabled } = props
  const hydrated = useHydrated()
  return (
    <Field {...shell(props)}>
      {(control) => (
        <textarea
          {...control}
          ref={inputRef}
          name={f.name}
          value={f.value}
          rows={3}
          maxLength={maxLength}
          disabled={disabled}
          readOnly={!hydrated}
          required={!optional}
          autoComplete={autoComplete}
          onBlur={f.onBlur}
          onChange={(e) => f.onChange(e.target.value)}
        />
      )}
    </Field>
  )
}

// `optionLabel` shows an option in the page's language while its value stays what the server keeps.
export function SelectField({
  options,
  placeholder,
  autoComplete,
  optionLabel = (o) => o,
  ...props
}: Common & {
  options: readonly string[]
  placeholder?: string
  autoComplete?: string
  optionLabel?: (option: string) => string
}) {
  const { f, disabled } = props
  const hydrated = useHydrated()
  // A value the list does not hold (an old profile, a list still loading) stays choosable.
  const list = f.value && !options.includes(f.value) ? [f.value, ...options] : options
  return (
    <Field {...shell(props)}>
      {(control) => (
        <select
          {...control}
          name={f.name}
          value={f.value}
          disabled={disabled || !hydrated}
          autoComplete={autoComplete}
          onBlur={f.onBlur}
          onChange={(e) => f.onChange(e.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {list.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

// A password with a Show button: buyers type their mobile number here, so seeing it helps on a phone.
export function PasswordField({
  autoComplete,
  ...props
}: Common & { autoComplete: 'current-password' | 'new-password' }) {
  const { f, label, disabled } = props
  const hydrated = useHydrated()
  const [shown, setShown] = useState(false)
  const m = useMessages(uiMessages)
  return (
    <Field {...shell({ ...props, optional: false })}>
      {(control) => (
        <div className="password-wrap">
          <input
            {...control}
            name={f.name}
            type={shown ? 'text' : 'password'}
            value={f.value}
            maxLength={128}
            disabled={disabled}
            readOnly={!hydrated}
            required
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
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
            {shown ? m.hide : m.show}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  )
}
