import { useSyncExternalStore } from 'react'
import { useMessages } from '../../lib/i18n'
import { checkoutMessages } from './checkout.messages'
import { readOutbox, subscribeOutbox } from './enquiry-outbox'

// Tells the buyer an enquiry placed offline is kept and will go out by itself. The server's HTML
// never shows it (the outbox is in this browser), so it appears once the page is live.
export function WaitingNotice() {
  const m = useMessages(checkoutMessages)
  const waiting = useSyncExternalStore(
    subscribeOutbox,
    () => readOutbox()?.key ?? null,
    () => null,
  )
  if (!waiting) return null
  return (
    <div className="notice notice-warning stack checkout-waiting" role="status">
      <p>
        <strong>{m.waitingToSend}</strong>
      </p>
      <p>{m.waitingHint}</p>
    </div>
  )
}
