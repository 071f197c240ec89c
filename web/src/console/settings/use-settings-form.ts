import type { StoredSettings } from '@contract/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type RefObject, useRef, useState } from 'react'
import type { FieldErrors, FormMessage } from '../../ui/form'
import { focusFirstInvalid } from '../../ui/form'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterSettingsChange, saveSettings } from '../kit/queries'
import { type SettingsForm, settingsIssuesToErrors, settingsToForm, validateSettings } from './settings-rules'

// The lists of the settings form that are edited row by row.
export type RowListKey = 'regions' | 'banned_areas' | 'referrers'
type Row<K extends RowListKey> = SettingsForm[K][number]

// Drops the messages of a field and of everything under it ('regions' clears 'regions.0.name').
const without = (errors: FieldErrors, key: string) => {
  const next: FieldErrors = {}
  for (const [k, v] of Object.entries(errors)) if (k !== key && !k.startsWith(`${key}.`)) next[k] = v
  return next
}

type Update = (change: (f: SettingsForm) => SettingsForm, clear: string) => void

// The row-by-row edits of the lists; each clears the messages of what it changed.
const listEdits = (update: Update) => ({
  setRow: <K extends RowListKey>(list: K, i: number, key: keyof Row<K> & string, value: string) =>
    update(
      (f) => ({ ...f, [list]: f[list].map((r, j) => (j === i ? { ...r, [key]: value } : r)) }),
      `${list}.${i}.${key}`,
    ),
  addRow: <K extends RowListKey>(list: K, row: Row<K>) =>
    update((f) => ({ ...f, [list]: [...f[list], row] }), list),
  removeRow: (list: RowListKey, i: number) =>
    update((f) => ({ ...f, [list]: f[list].filter((_, j) => j !== i) }), list),
  setBankAccount: (i: number, value: string) =>
    update(
      (f) => ({ ...f, bank_accounts: f.bank_accounts.map((x, j) => (j === i ? value : x)) }),
      `bank_accounts.${i}`,
    ),
})

// Saving: what the server kept becomes the form; what it refused shows at its field.
function useSaveSettings(show: {
  formRef: RefObject<HTMLFormElement | null>
  setForm: (form: SettingsForm) => void
  setErrors: (errors: FieldErrors) => void
  say: (message: FormMessage | null) => void
}) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer, sent) => {
      const saved = answer && typeof answer === 'object' && 'minimum_order' in answer ? answer : sent
      show.setErrors({})
      show.setForm(settingsToForm(saved))
      afterSettingsChange(qc, saved)
      toast.success('Updated successfully', 'Success')
    },
    onError: (e) => {
      const refused = saveFailure(e, 'settings', settingsIssuesToErrors)
      if (!refused) return
      show.setErrors(refused.errors)
      show.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
      focusFirstInvalid(show.formRef.current)
    },
  })
}

// The settings form's state: the seller's text, the messages per field, and saving. Not
// useFormSubmit: the settings hold lists of rows, not the flat text useForm keeps.
export function useSettingsForm(stored: StoredSettings) {
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<SettingsForm>(() => settingsToForm(stored))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, say] = useState<FormMessage | null>(null)
  const save = useSaveSettings({ formRef, setForm, setErrors, say })

  const update: Update = (change, clear) => {
    setForm(change)
    setErrors((errs) => without(errs, clear))
  }

  const setTop = <K extends Exclude<keyof SettingsForm, RowListKey>>(key: K, value: SettingsForm[K]) =>
    update((f) => ({ ...f, [key]: value }), key)

  // A single text field's props for SettingsInput, by its key.
  const bind = <K extends Exclude<keyof SettingsForm, RowListKey | 'bank_accounts' | 'dispatch'>>(
    key: K,
  ) => ({
    name: key,
    value: form[key],
    errors,
    onChange: (value: string) => setTop(key, value),
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    say(null)
    const { settings, errors: found } = validateSettings(form)
    setErrors(found)
    if (!settings) {
      focusFirstInvalid(formRef.current)
      return
    }
    save.mutate(settings)
  }

  const undo = () => {
    setForm(settingsToForm(stored))
    setErrors({})
    say(null)
  }

  return {
    formRef,
    form,
    errors,
    message,
    saving: save.isPending,
    submit,
    undo,
    setTop,
    bind,
    ...listEdits(update),
  }
}

export type SettingsEdit = ReturnType<typeof useSettingsForm>
