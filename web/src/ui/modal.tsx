import { type ReactNode, useEffect, useRef } from 'react'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// A native <dialog>: focus is trapped, Escape closes, the page behind is inert.
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  wide?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const m = useMessages(uiMessages)
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Escape, native to <dialog>
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal-wide' : ''}`}
      aria-label={title}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
    >
      <div className="modal-head">
        <h2>{title}</h2>
        <button type="button" className="btn btn-ghost" aria-label={m.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal-body">{open ? children : null}</div>
    </dialog>
  )
}
