import type { StoredSettings } from '@contract/settings'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCheckedForm } from '../../ui/form'
import { useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterSettingsChange, saveSettings } from '../kit/queries'
import { type SettingsForm, settingsIssuesToErrors, settingsToForm, validateSettings } from './settings-rules'

// The lists of the settings form that are edited row by row.
export type RowListKey = 'regions' | 'banned_areas' | 'referrers'
type Row<K extends RowListKey> = SettingsForm[K][number]

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

// What the server kept: its answer, or what was sent when it answers without the settings.
async function save(sent: StoredSettings): Promise<StoredSettings> {
  const answer = await saveSettings(sent)
  return answer && typeof answer === 'object' && 'minimum_order' in answer ? answer : sent
}

// The settings form's state: the seller's text, the messages per field, and saving.
export function useSettingsForm(stored: StoredSettings) {
  const qc = useQueryClient()
  const [form, setForm] = useState<SettingsForm>(() => settingsToForm(stored))
  const checked = useCheckedForm(form, (values) => {
    const { settings, errors } = validateSettings(values)
    return { valid: settings !== null, errors }
  })
  const { formRef, errors, setErrors } = checked
  // Saving: what the server kept becomes the form; what it refused shows at its field.
  const submit = useFormSubmit(checked.form, {
    // The check has passed, so the rules give the settings.
    send: (values) => save(validateSettings(values).settings as StoredSettings),
    onDone: (saved) => {
      setErrors({})
      setForm(settingsToForm(saved))
      afterSettingsChange(qc, saved)
      toast.success('Updated successfully', 'Success')
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'settings', settingsIssuesToErrors)
      if (!refused) return
      checked.form.showServerErrors(refused.errors)
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
    },
  })

  const update: Update = (change, clear) => {
    setForm(change)
    checked.clear(clear)
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

  const undo = () => {
    setForm(settingsToForm(stored))
    setErrors({})
    submit.say(null)
  }

  return {
    formRef,
    form,
    errors,
    submit,
    undo,
    setTop,
    bind,
    ...listEdits(update),
  }
}

export type SettingsEdit = ReturnType<typeof useSettingsForm>
