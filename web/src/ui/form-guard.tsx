import { useRef, useState } from 'react'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// The bot traps of the public forms: a field people never see (bots fill every field) and the
// time since the form first showed. The server answers a trapped request as if it succeeded.
export function useFormGuard() {
  const [openedAt] = useState(() => Date.now())
  const trap = useRef<HTMLInputElement>(null)
  return {
    trap,
    values: () => ({
      company_website: trap.current?.value ?? '',
      fill_ms: Math.max(0, Date.now() - openedAt),
    }),
  }
}

export function FormTrap({ guard }: { guard: ReturnType<typeof useFormGuard> }) {
  const m = useMessages(uiMessages)
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        {m.trap}
        <input
          ref={guard.trap}
          type="text"
          name="company_website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}
