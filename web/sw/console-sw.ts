/// <reference lib="webworker" />
import {
  CONSOLE_ASSETS_CACHE,
  CONSOLE_META_CACHE,
  CONSOLE_META_URL,
  CONSOLE_SHELL_URL,
  consoleHandlingOf,
  consoleShellCache,
  inboxAnswerAction,
  isConsoleCache,
  KEPT_INBOX_CACHE,
  keptHeaders,
  keptIsFor,
  sessionOfToken,
} from './console-sw-rules'
import { activation, type PrecacheMeta, shellOf } from './sw-rules'

// The seller's console service worker (registered with scope /admin by the console). It keeps the
// console's page and code, and the last inbox list the signed-in seller read, so the installed
// console opens without a signal and says how old its list is. It shows the alerts pushed to this
// phone and opens the enquiry on a tap. Built by scripts/postbuild.ts with the build's file list.
declare const self: ServiceWorkerGlobalScope
declare const __CONSOLE_SW_VERSION__: string
declare const __CONSOLE_SW_ASSETS__: string[]
declare const __CONSOLE_SW_STATIC__: string[]

const SHELL_CACHE = consoleShellCache(__CONSOLE_SW_VERSION__)
const ASSETS = __CONSOLE_SW_ASSETS__
// On a weak signal the network gets this long before the kept copy is shown.
const NETWORK_WAIT_MS = 6000

const putAll = async (cacheName: string, urls: readonly string[]) => {
  const cache = await caches.open(cacheName)
  for (const url of urls) {
    if (await cache.match(url)) continue
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${url}: ${res.status}`)
    await cache.put(url, res)
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await putAll(CONSOLE_ASSETS_CACHE, ASSETS)
      await putAll(SHELL_CACHE, __CONSOLE_SW_STATIC__)
      const page = await fetch(CONSOLE_SHELL_URL, { cache: 'no-store' })
      if (!page.ok) throw new Error(`${CONSOLE_SHELL_URL}: ${page.status}`)
      // Emptied of any page drawn in it: the console draws itself in the browser.
      const headers = new Headers(page.headers)
      headers.delete('content-length')
      headers.delete('content-encoding')
      const shell = new Response(shellOf(await page.text()), { headers })
      await (await caches.open(SHELL_CACHE)).put(CONSOLE_SHELL_URL, shell)
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The previous version's files stay one version more, for a console still open on it.
      const metaCache = await caches.open(CONSOLE_META_CACHE)
      const stored = (await (await metaCache.match(CONSOLE_META_URL))?.json()) as PrecacheMeta | undefined
      const { keep, meta } = activation(stored, ASSETS)
      const assets = await caches.open(CONSOLE_ASSETS_CACHE)
      for (const req of await assets.keys()) {
        if (!keep.has(new URL(req.url).pathname)) await assets.delete(req)
      }
      await metaCache.put(CONSOLE_META_URL, new Response(JSON.stringify(meta)))
      const current = new Set([CONSOLE_ASSETS_CACHE, CONSOLE_META_CACHE, KEPT_INBOX_CACHE, SHELL_CACHE])
      for (const name of await caches.keys()) {
        if (isConsoleCache(name) && !current.has(name)) await caches.delete(name)
      }
      await self.clients.claim()
    })(),
  )
})

// The network's answer while it comes within NETWORK_WAIT_MS; else, or when it fails, the kept
// copy if there is one; else the network's answer or failure as it is.
const networkFirst = async (fresh: Promise<Response>, kept: () => Promise<Response | undefined>) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), NETWORK_WAIT_MS)
  })
  try {
    const first = await Promise.race([fresh, late])
    if (first !== 'late') return first
    return (await kept()) ?? (await fresh)
  } catch (error) {
    const copy = await kept()
    if (copy) return copy
    throw error
  } finally {
    clearTimeout(timer)
  }
}

const forgetInbox = () => caches.delete(KEPT_INBOX_CACHE)

// The inbox list: each fresh answer replaces the one kept (one list, never a history of them).
const inboxRead = (event: FetchEvent) => {
  const session = sessionOfToken(event.request.headers.get('x-auth-token'))
  const fresh = fetch(event.request).then(async (res) => {
    const action = inboxAnswerAction(res.status, session)
    if (action === 'forget') await forgetInbox()
    if (action === 'keep' && session) {
      const body = await res.clone().arrayBuffer()
      await forgetInbox()
      const copy = new Response(body, { status: 200, headers: keptHeaders(res.headers, new Date(), session) })
      await (await caches.open(KEPT_INBOX_CACHE)).put(event.request.url, copy)
    }
    return res
  })
  event.waitUntil(fresh.catch(() => undefined))
  return networkFirst(fresh, async () => {
    const kept = await caches.match(event.request.url, { cacheName: KEPT_INBOX_CACHE })
    return kept && keptIsFor(kept.headers, session) ? kept : undefined
  })
}

self.addEventListener('fetch', (event) => {
  const handling = consoleHandlingOf(event.request, self.location.origin)
  if (handling === 'inbox') event.respondWith(inboxRead(event))
  else if (handling === 'asset')
    event.respondWith(
      caches.match(event.request, { cacheName: CONSOLE_ASSETS_CACHE }).then(
        (kept) =>
          kept ??
          // A file the list missed (a chunk loaded later) is kept once fetched: hashed, it never changes.
          fetch(event.request).then(async (res) => {
            if (res.ok) await (await caches.open(CONSOLE_ASSETS_CACHE)).put(event.request, res.clone())
            return res
          }),
      ),
    )
  else if (handling === 'shell')
    event.respondWith(
      networkFirst(fetch(event.request), () => caches.match(CONSOLE_SHELL_URL, { cacheName: SHELL_CACHE })),
    )
})

// Only links into the console are followed: a push names a page of ours, never another site.
const consoleUrl = (url: unknown) =>
  typeof url === 'string' && /^\/admin(\/|\?|$)/.test(url) ? url : CONSOLE_SHELL_URL

interface Alert {
  title?: unknown
  body?: unknown
  kind?: unknown
  url?: unknown
}

self.addEventListener('push', (event) => {
  let alert: Alert = {}
  try {
    alert = (event.data ? event.data.json() : {}) as Alert
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
      tag: `${typeof alert.kind === 'string' && alert.kind ? alert.kind : 'alert'}:${url}`,
      // (renotify is missing from TypeScript's NotificationOptions.)
      ...{ renotify: true },
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
