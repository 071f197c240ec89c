// The seller's console service worker (registered with scope /admin by the console). It shows the
// alerts pushed to this phone and opens the enquiry on a tap. It caches nothing and answers no
// fetch: the console always shows what the server holds now.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// Only links into the console are followed: a push names a page of ours, never another site.
const consoleUrl = (url) => (typeof url === 'string' && /^\/admin(\/|\?|$)/.test(url) ? url : '/admin')

self.addEventListener('push', (event) => {
  let alert = {}
  try {
    alert = event.data ? event.data.json() : {}
  } catch {
    alert = {}
  }
  const url = consoleUrl(alert.url)
  event.waitUntil(
    self.registration.showNotification(typeof alert.title === 'string' ? alert.title : 'New alert', {
      body: typeof alert.body === 'string' ? alert.body : '',
      icon: '/icons/console-192.png',
      badge: '/icons/console-192.png',
      // One notification per enquiry and kind: a reminder replaces, not stacks on, the last one.
      tag: `${alert.kind || 'alert'}:${url}`,
      renotify: true,
      data: { url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(consoleUrl(event.notification.data?.url), self.location.origin)
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const console = open.find((w) => new URL(w.url).pathname.startsWith('/admin'))
      if (console) {
        await console.focus()
        if ('navigate' in console) await console.navigate(target.href)
        return
      }
      await self.clients.openWindow(target.href)
    })(),
  )
})
