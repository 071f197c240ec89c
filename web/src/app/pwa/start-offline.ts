import type { Locale } from '@contract/locale'
import { startOutboxSender } from '../../features/checkout/outbox-sender'
import { registerServiceWorker } from './register-sw'

// What makes the shop work on a weak signal, started once the page is live (its code loads after
// hydration, so it never weighs on the first paint): the service worker, and the sender of an
// enquiry that waits for the connection.
export const startOffline = (locale: Locale, router: { navigate: (to: string) => unknown }) => {
  startOutboxSender({ locale, navigate: (to) => void router.navigate(to) })
  if (!import.meta.env.DEV) void registerServiceWorker(locale)
}
