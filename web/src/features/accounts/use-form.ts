import { useCallback, useMemo, useRef, useState } from 'react'
import type { FieldErrors } from './account-rules'

// Small form state for the account pages: values, touched fields, live messages for touched fields,
// server messages until the field is edited, and focus on the first invalid field on submit.
export function useForm<K extends string>(
  id: string,
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({})
  const order = useRef(Object.keys(initial) as K[])

  const clientErrors = useMemo(() => validate(values), [validate, values])
  const errorOf = (name: K) => serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined)

  const setValue = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((e) => (e[name] === undefined ? e : { ...e, [name]: undefined }))
  }, [])

  const focusField = useCallback(
    (name: K) => {
      // After React has painted the messages, so the screen reader reads the field with its error.
      requestAnimationFrame(() => document.getElementById(`${id}-${name}`)?.focus())
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

  const field = (name: K) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => setValue(name, value),
    onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
  })

  return { values, setValue, field, check, showServerErrors, reset }
}

export type FieldProps = ReturnType<ReturnType<typeof useForm<string>>['field']>
