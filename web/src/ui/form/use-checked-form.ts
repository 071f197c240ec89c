import { useRef, useState } from 'react'
import { type FieldErrors, focusFirstInvalid } from './errors'

// Drops the messages of a field and of everything under it ('regions' clears 'regions.0.name').
const without = (errors: FieldErrors, key: string) => {
  const next: FieldErrors = {}
  for (const [k, v] of Object.entries(errors)) if (k !== key && !k.startsWith(`${key}.`)) next[k] = v
  return next
}

// The messages of a form of rows and flags, which useForm's flat text cannot hold: it checks its
// values itself (`valid` says whether they pass), focuses the first invalid field, and is the form
// useFormSubmit takes.
export function useCheckedForm<V>(values: V, check: (values: V) => { valid: boolean; errors: FieldErrors }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const showServerErrors = (found: FieldErrors) => {
    setErrors(found)
    focusFirstInvalid(formRef.current)
    return Object.keys(found).length > 0
  }
  return {
    formRef,
    errors,
    setErrors,
    // A change clears the messages of what it changed.
    clear: (key: string) => setErrors((errs) => without(errs, key)),
    form: {
      values,
      check: () => {
        const { valid, errors: found } = check(values)
        setErrors(found)
        if (!valid) focusFirstInvalid(formRef.current)
        return valid
      },
      showServerErrors,
    },
  }
}
