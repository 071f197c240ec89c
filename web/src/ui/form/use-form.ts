import { useCallback, useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import { type FieldErrors, idOf, schemaErrors } from './errors'

export type Validate<K extends string> = z.ZodType | ((values: Record<K, string>) => FieldErrors<K>)

// The one form state: values, touched fields, live messages for touched fields, server messages
// until the field is edited, and focus on the first invalid field on submit. `validate` is a
// contract schema (preferred: the rule and its message are the server's) or a function for
// rules across fields (two passwords that must match).
export function useForm<K extends string>(id: string, initial: Record<K, string>, validate: Validate<K>) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({})
  const order = useRef(Object.keys(initial) as K[])

  const clientErrors = useMemo(
    () =>
      typeof validate === 'function'
        ? validate(values)
        : schemaErrors<K>(validate, values, { fields: order.current }),
    [validate, values],
  )
  const errorOf = (name: K) => serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined)

  const setValue = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((e) => (e[name] === undefined ? e : { ...e, [name]: undefined }))
  }, [])

  const focusField = useCallback(
    (name: K) => {
      // After React has painted the messages, so the screen reader reads the field with its error.
      requestAnimationFrame(() => document.getElementById(idOf(id, name))?.focus())
    },
    [id],
  )

  // Marks every field touched; true when the values pass, else focuses the first invalid field.
  const check = () => {
    setTouched(Object.fromEntries(order.current.map((k) => [k, true])) as Record<K, boolean>)
    const first = order.current.find((k) => clientErrors[k] !== undefined)
    if (first) focusField(first)
    return first === undefined
  }

  // Server messages under their fields; true when at least one landed on a field of this form.
  const showServerErrors = (errors: FieldErrors<K>) => {
    setServerErrors(errors)
    const first = order.current.find((k) => errors[k] !== undefined)
    if (first) focusField(first)
    return first !== undefined
  }

  const reset = (next: Record<K, string>) => {
    setValues(next)
    setTouched({})
    setServerErrors({})
  }

  // Fills several fields at once (a profile arriving), keeping what the form already holds.
  const update = useCallback((fn: (values: Record<K, string>) => Record<K, string>) => setValues(fn), [])

  const touch = (name: K) => setTouched((t) => (t[name] ? t : { ...t, [name]: true }))

  const field = (name: K): FieldProps => ({
    id: idOf(id, name),
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => setValue(name, value),
    onBlur: () => touch(name),
  })

  return { values, setValue, update, field, check, showServerErrors, reset, touch, errors: clientErrors }
}

// What a field component needs from the form: bind with `form.field('name')`.
export interface FieldProps {
  id: string
  name: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

export type Form<K extends string> = ReturnType<typeof useForm<K>>
