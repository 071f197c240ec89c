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
  // The screen's half away from what was last tapped or focused, so the toast never covers it
  // (three quick taps on a phone's grid used to pile three toasts over the next boxes).
  edge: 'top' | 'bottom'
}

// One toast at a time: a new one replaces the last, whose timer then finds nothing to close.
let current: Toast | null = null
let nextId = 1
let tapped: Element | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}
if (typeof document !== 'undefined')
  for (const type of ['pointerdown', 'focusin'])
    document.addEventListener(
      type,
      (e) => {
        tapped = e.target as Element
      },
      true,
    )

const show = (kind: ToastKind, title: string | undefined, message: string, ms = 3500) => {
  const r = tapped?.getBoundingClientRect()
  const edge = r && r.top + r.bottom < innerHeight ? 'bottom' : 'top'
  const t = { id: nextId++, kind, title, message, edge } as const
  current = t
  emit()
  setTimeout(() => dismiss(t.id), ms)
}
const dismiss = (id: number) => {
  if (current?.id !== id) return
  current = null
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
  const t = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current,
    () => current,
  )
  // The live region stays in the page from the first paint, so the first toast is heard too.
  return (
    <div className={`toaster toaster-${t?.edge ?? 'top'}`} aria-live="polite" aria-atomic="true">
      {t && (
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
      )}
    </div>
  )
}
