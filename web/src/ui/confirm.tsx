import { useSyncExternalStore } from 'react'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// confirm('Are you sure want to place order...?') that resolves when the buyer answers, in an
// accessible dialog rather than the browser's blocking window.confirm.
interface Pending {
  message: string
  resolve: (ok: boolean) => void
}
// A double tap on Yes is two taps: the second one must not land on whatever lies under the
// dialog (a link would carry the buyer away from an enquiry on its way). For a moment after an
// answer an empty, clear backdrop stays to take that second tap.
export const SETTLE_MS = 400
const SETTLING = 'settling'
let pending: Pending | typeof SETTLING | null = null
let settleTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export const confirmAction = (message: string) =>
  new Promise<boolean>((resolve) => {
    if (pending && pending !== SETTLING) pending.resolve(false)
    clearTimeout(settleTimer)
    pending = { message, resolve }
    emit()
  })

const answer = (ok: boolean) => {
  if (!pending || pending === SETTLING) return
  pending.resolve(ok)
  pending = SETTLING
  emit()
  settleTimer = setTimeout(() => {
    if (pending === SETTLING) pending = null
    emit()
  }, SETTLE_MS)
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
  if (current === SETTLING) return <div className="confirm-backdrop confirm-settling" aria-hidden="true" />
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
