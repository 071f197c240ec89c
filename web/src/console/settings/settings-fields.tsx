import type { ReactNode } from 'react'
import type { FieldErrors } from '../../ui/form'
import { Field, idOf } from '../../ui/form'

// The settings page's building blocks: a titled section, a text field by its key, a list of rows.

export const settingsId = (key: string) => idOf('settings', key)

export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="card admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </section>
  )
}

// One text input or area of the form, by its key ('support_phone', 'regions.0.name').
export function SettingsInput({
  name,
  label,
  value,
  errors,
  onChange,
  hint,
  inputMode,
  maxLength,
  rows,
}: {
  name: string
  label: ReactNode
  value: string
  errors: FieldErrors
  onChange: (value: string) => void
  hint?: ReactNode
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url'
  maxLength?: number
  rows?: number
}) {
  return (
    <Field id={settingsId(name)} label={label} error={errors[name]} hint={hint}>
      {(c) =>
        rows ? (
          <textarea
            {...c}
            rows={rows}
            maxLength={maxLength}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...c}
            value={value}
            inputMode={inputMode}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  )
}

// Rows edited in place (regions, areas, persons), each with its remove button, and an add button.
export function RowList<T>({
  rows,
  noun,
  addLabel,
  canRemove = true,
  canAdd = true,
  onAdd,
  onRemove,
  children,
}: {
  rows: readonly T[]
  noun: string
  addLabel: string
  canRemove?: boolean
  canAdd?: boolean
  onAdd: () => void
  onRemove: (i: number) => void
  children: (row: T, i: number) => ReactNode
}) {
  return (
    <>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
        <fieldset key={i} className="admin-group admin-row-group">
          <legend>
            {noun} {i + 1}
          </legend>
          {children(row, i)}
          <button type="button" className="btn btn-ghost" disabled={!canRemove} onClick={() => onRemove(i)}>
            Remove {noun.toLowerCase()} {i + 1}
          </button>
        </fieldset>
      ))}
      <p>
        <button type="button" className="btn" disabled={!canAdd} onClick={onAdd}>
          {addLabel}
        </button>
      </p>
    </>
  )
}
