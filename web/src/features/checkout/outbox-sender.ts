import type { Locale } from '@contract/locale'
import type { SavedEnquiry } from '@contract/orders'
import { messagesIn } from '../../lib/i18n'
import { queryClient } from '../../lib/query-client'
import { cartStore } from '../../shared/cart/cart-store'
import { orderListsKey } from '../../shared/orders/order-keys'
import { toast } from '../../ui/toast'
import { clearAttemptKey } from './attempt-key'
import { checkoutMessages } from './checkout.messages'
import { orderPublicQuery, publicInfoOf, saveEnquiry } from './checkout.queries'
import { cartHashOf, flushOutbox, type OutboxEntry, readOutbox } from './enquiry-outbox'
import { clearDraft } from './form-draft'
import { seasonErrorText } from './season-error-text'

// Sends a waiting enquiry from whatever page the buyer is on: at start, when the browser says the
// connection is back, and every little while as long as one waits (a weak signal fires no event).
const RETRY_MS = 20_000

// What a sent enquiry leaves behind, as after an enquiry sent at once: the thank-you page's figures,
// fresh order lists, an empty cart (unless the buyer has changed it since) and no key or draft.
const settle = (entry: OutboxEntry, saved: SavedEnquiry) => {
  queryClient.setQueryData(orderPublicQuery(saved.order_id).queryKey, publicInfoOf(saved))
  void queryClient.invalidateQueries({ queryKey: orderListsKey })
  if (cartHashOf(cartStore.get()) === entry.cartHash) cartStore.clear()
  clearAttemptKey()
  clearDraft()
}

export const startOutboxSender = ({
  locale,
  navigate,
}: {
  locale: Locale
  navigate: (to: string) => void
}) => {
  const m = messagesIn(checkoutMessages, locale)
  const attempt = async () => {
    if (!navigator.onLine || !readOutbox()) return
    const result = await flushOutbox(saveEnquiry)
    if (result.kind === 'sent') {
      settle(result.entry, result.saved)
      toast.success(m.sentLater(result.saved.enquiry_number))
      navigate(`/checkout-response?id=${encodeURIComponent(result.saved.order_id)}`)
    } else if (result.kind === 'refused') {
      toast.error(`${m.refusedLater} ${seasonErrorText(result.error, locale)}`)
      navigate('/quick-checkout')
    }
  }
  const onOnline = () => void attempt()
  window.addEventListener('online', onOnline)
  const timer = setInterval(() => void attempt(), RETRY_MS)
  void attempt()
  return () => {
    window.removeEventListener('online', onOnline)
    clearInterval(timer)
  }
}
