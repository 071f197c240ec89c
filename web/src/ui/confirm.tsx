import { useSyncExternalStore } from 'react'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// confirm('Are you sure want to place order...?') that resolves when the buyer answers, in an
// accessible dialog rather than the browser's blocking window.confirm.
interface Pending {
  message: string
  resolve: (ok: boolean) => void
}
let pending: Pending | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export const confirmAction = (message: string) =>
  new Promise<boolean>((resolve) => {
    pending?.resolve(false)
    pending = { message, resolve }
    emit()
  })

const answer = (ok: boolean) => {
  pending?.resolve(ok)
  pending = null
  emit()
}

export function ConfirmHost() {
  const m = useMessages(uiMessages)
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => pending,
    () => null,
  )
  if (!current) return null
  return (
    <div className="confirm-backdrop">
      <div className="confirm card" role="alertdialog" aria-modal="true" aria-labelledby="confirm-text">
        <p id="confirm-text">{current.message}</p>
        <div className="confirm-actions">
          <button type="button" className="btn" onClick={() => answer(false)}>
            {m.cancel}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: the dialog's default action takes focus, as native dialogs do */}
          <button type="button" className="btn btn-primary" autoFocus onClick={() => answer(true)}>
            {m.yes}
          </button>
        </div>
      </div>
    </div>
  )
}
