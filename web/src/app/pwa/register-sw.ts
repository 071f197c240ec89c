import type { Locale } from '@contract/locale'
import { showUpdatePrompt } from './update-prompt'

// Registers the buyer's service worker (/sw.js, built by scripts/postbuild.ts). A new version
// installs in the background and waits: this page keeps the files it started with, and its buyer
// chooses when to reload into the new one. The first install takes the page over at once (the
// worker claims it), so it works offline from the first visit.
export const registerServiceWorker = async (locale: Locale) => {
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  let asked = false
  container.addEventListener('controllerchange', () => {
    // Only the new version the buyer accepted reloads the page; the first install does not.
    if (!asked) return
    asked = false
    window.location.reload()
  })
  let registration: ServiceWorkerRegistration
  try {
    registration = await container.register('/sw.js', { scope: '/' })
  } catch {
    return
  }
  const offer = (worker: ServiceWorker) =>
    showUpdatePrompt(locale, () => {
      asked = true
      worker.postMessage({ type: 'SKIP_WAITING' })
    })
  if (registration.waiting && container.controller) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker)
    })
  })
  // An installed shop can stay open for days: look for a new version whenever it comes back to view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {})
  })
}
