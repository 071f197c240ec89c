import type { ErrorBody } from '@contract/common'
import type { z } from 'zod'

// Messages keyed by field: a top-level name ('email_id') or a dotted path ('regions.0.amount').
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export type Issue = NonNullable<ErrorBody['error']['issues']>[number]

export interface IssueOptions<K extends string> {
  // Only these fields: an issue lands on its full path when listed, else on its first segment
  // ('regions.0' → 'regions'); anything else is not a field problem and is left out.
  fields?: readonly K[]
  // Renames a path first (a stored shape's path onto the form's own field).
  keyOf?: (path: string) => string
}

// The server's issues ({ path, message }) as field errors: the first message per field.
export const issuesToErrors = <K extends string = string>(
  issues: readonly Issue[],
  options: IssueOptions<K> = {},
): FieldErrors<K> => {
  const { fields, keyOf } = options
  const errors: FieldErrors<K> = {}
  for (const issue of issues) {
    const path = keyOf ? keyOf(issue.path) : issue.path
    let key: string | undefined = path
    if (fields) {
      const top = path.split('.')[0] ?? ''
      key = (fields as readonly string[]).includes(path)
        ? path
        : (fields as readonly string[]).includes(top)
          ? top
          : undefined
    }
    if (key && errors[key as K] === undefined) errors[key as K] = issue.message
  }
  return errors
}

// A contract schema's verdict on the values, through the same mapper as the server's issues, so a
// rule and its message come from the contract and read the same in the browser and from the server.
export const schemaErrors = <K extends string = string>(
  schema: z.ZodType,
  values: unknown,
  options: IssueOptions<K> = {},
): FieldErrors<K> => {
  const result = schema.safeParse(values)
  if (result.success) return {}
  return issuesToErrors(
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    options,
  )
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some((m) => m !== undefined)

// The id of a field's control: dots in a path are not welcome in ids and CSS selectors.
export const idOf = (prefix: string, key: string) => `${prefix}-${key.replaceAll('.', '-')}`

// After the messages have painted, so a screen reader reads the field with its message: the first
// field marked invalid in the form, in the order people see them.
export const focusFirstInvalid = (form: HTMLElement | null) => {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}

// A server refusal naming fields the form shows goes under those fields only; anything else is
// said above the form's buttons.
export const unplacedMessage = (prefix: string, errors: FieldErrors, message: string) =>
  Object.keys(errors).some((key) => document.getElementById(idOf(prefix, key))) ? null : message

// Typing on a phone keypad: keep digits only, up to the field's length (covers paste as well).
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)
