import { useSyncExternalStore } from 'react'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// The alerts buyers know ('Success / Updated successfully', 'Warning / …'), announced politely.
// A toast without its own title is titled by its kind, in the page's language when it shows: the
// callers (event handlers, mutation callbacks) need not know the language.
export type ToastKind = 'success' | 'warning' | 'error' | 'info'
interface Toast {
  id: number
  kind: ToastKind
  title: string | undefined
  message: string
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

const show = (kind: ToastKind, title: string | undefined, message: string, ms = 3500) => {
  const t = { id: nextId++, kind, title, message }
  toasts = [...toasts.slice(-2), t]
  emit()
  setTimeout(() => dismiss(t.id), ms)
}
const dismiss = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export const toast = {
  success: (message: string, title?: string) => show('success', title, message),
  warning: (message: string, title?: string) => show('warning', title, message, 5000),
  error: (message: string, title?: string) => show('error', title, message, 6000),
  info: (message: string, title?: string) => show('info', title, message),
}

export function Toaster() {
  const m = useMessages(uiMessages)
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => toasts,
    () => toasts,
  )
  return (
    <div className="toaster" aria-live="polite" aria-atomic="false">
      {list.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.kind}`}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
        >
          <strong>{t.title ?? m[t.kind]}</strong>
          <span>{t.message}</span>
          <button type="button" className="toast-close" aria-label={m.dismiss} onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
