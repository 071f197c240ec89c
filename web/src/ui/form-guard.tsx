import { useRef } from 'react'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// The bot trap of the public forms: a field people never see (bots fill every field). The server
// answers a trapped request as if it succeeded. How fast a form is sent decides nothing: autofill,
// a signed-in buyer's prefilled details and a kept form are all quick, and all people.
export function useFormGuard() {
  const trap = useRef<HTMLInputElement>(null)
  return {
    trap,
    values: () => ({ company_website: trap.current?.value ?? '' }),
  }
}

// The field's own name and label name no kind of detail a browser keeps (no company, name, site
// or address words): an autofill that filled it would make a person's enquiry a decoy. The wire
// field keeps the name bots look for.
export function FormTrap({ guard }: { guard: ReturnType<typeof useFormGuard> }) {
  const m = useMessages(uiMessages)
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        {m.trap}
        <input
          ref={guard.trap}
          type="text"
          name="hp_leave_empty"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}
