/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  derivedRead,
  FULL_CATALOGUE_READS,
  isDrawnFromCatalogue,
  isFullCatalogueRead,
  notKeptPage,
  QUICK_ORDER_READ,
} from './sw-offline'
import {
  API_CACHE,
  ASSETS_CACHE,
  activation,
  CACHE_PREFIX,
  CATALOGUE_CACHE,
  handlingOf,
  IMAGES_CACHE,
  isCachedPage,
  META_CACHE,
  META_URL,
  PAGES_CACHE,
  type PrecacheMeta,
  SHELL_PAGES,
  shellOf,
  shellPageFor,
  versionCache,
} from './sw-rules'

// The buyer's service worker: the shop's shell and code offline, the catalogue and visited pages
// from the network first and from the cache when the signal is gone. Built by scripts/postbuild.ts,
// which writes in the build's list of files.
declare const self: ServiceWorkerGlobalScope
declare const __BUYER_SW_VERSION__: string
declare const __BUYER_SW_ASSETS__: string[]
declare const __BUYER_SW_STATIC__: string[]

const VERSION = __BUYER_SW_VERSION__
const ASSETS = __BUYER_SW_ASSETS__
const STATIC = new Set(__BUYER_SW_STATIC__)
const STATIC_CACHE = versionCache(VERSION)

const readMeta = async (): Promise<PrecacheMeta | undefined> => {
  const res = await (await caches.open(META_CACHE)).match(META_URL)
  return res ? ((await res.json()) as PrecacheMeta) : undefined
}

// A few at a time: on a weak signal, a hundred parallel downloads all time out together.
// Hashed files may come from the browser's HTTP cache (the page just loaded most of them); the
// others are asked of the server.
const fetchInto = async (cache: Cache, urls: string[], mode: RequestCache = 'no-cache') => {
  const queue = [...urls]
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const res = await fetch(url, { cache: mode })
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      await cache.put(url, res)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(ASSETS_CACHE)
      const have = new Set((await assets.keys()).map((r) => new URL(r.url).pathname))
      await fetchInto(
        assets,
        ASSETS.filter((u) => !have.has(u)),
        'default',
      )
      await fetchInto(await caches.open(STATIC_CACHE), [...STATIC, ...SHELL_PAGES])
      // Best effort: a catalogue that cannot be read now is read on the buyer's next page.
      await fetchInto(await caches.open(CATALOGUE_CACHE), FULL_CATALOGUE_READS).catch(() => {})
    })(),
  )
})

// Waits by default while pages of the previous version are open, so they never meet a worker that
// dropped their files. A page takes the new version when its buyer accepts the reload prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const { keep, meta, dropPages } = activation(await readMeta(), ASSETS)
      const assets = await caches.open(ASSETS_CACHE)
      for (const req of await assets.keys()) {
        if (!keep.has(new URL(req.url).pathname)) await assets.delete(req)
      }
      await (await caches.open(META_CACHE)).put(META_URL, new Response(JSON.stringify(meta)))
      const current = new Set([
        ASSETS_CACHE,
        API_CACHE,
        CATALOGUE_CACHE,
        IMAGES_CACHE,
        META_CACHE,
        STATIC_CACHE,
      ])
      if (!dropPages) current.add(PAGES_CACHE)
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name)
      }
      await self.clients.claim()
    })(),
  )
})

const handling = (request: Request) =>
  handlingOf(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      signedIn: request.headers.has('x-auth-token') || request.headers.has('authorization'),
      noStore: request.cache === 'no-store',
    },
    self.location.origin,
    STATIC,
  )

const okOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
}

registerRoute(
  ({ request }) => handling(request) === 'asset',
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [okOnly] }),
)

registerRoute(
  ({ request }) => handling(request) === 'static',
  new CacheFirst({ cacheName: STATIC_CACHE, plugins: [okOnly] }),
)

// The catalogue from the network while it answers within a few seconds, so a page never shows
// older prices than the server's; the last answer when it does not. The full catalogue has a
// cache of its own, without a limit: every category page is drawn from it offline.
const networkFirst = (cacheName: string, ...more: ExpirationPlugin[]) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: 4, plugins: [okOnly, ...more] })
const fullCatalogue = networkFirst(CATALOGUE_CACHE)
const reads = networkFirst(API_CACHE, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 }))

// A category's list (or the net-rate, top-selling, new items) never read before, with no signal:
// cut from the kept full catalogue, the same products in the same order as the server's.
const fromFullCatalogue = async (request: Request): Promise<Response | undefined> => {
  const kept = await caches.match(QUICK_ORDER_READ, { cacheName: CATALOGUE_CACHE })
  const body = kept && derivedRead(new URL(request.url).pathname, (await kept.json()).data ?? [])
  return body ? Response.json(body, { headers: { 'x-offline-from': 'full-catalogue' } }) : undefined
}

registerRoute(
  ({ request, url }) => handling(request) === 'api-read' && isFullCatalogueRead(url.pathname),
  fullCatalogue,
)
registerRoute(
  ({ request }) => handling(request) === 'api-read',
  async (options) => {
    try {
      return await reads.handle(options)
    } catch (error) {
      const derived = await fromFullCatalogue(options.request)
      if (derived) return derived
      throw error
    }
  },
)

registerRoute(
  ({ request }) => handling(request) === 'image',
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
)

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [
    // A page the shop cannot draw now (its database down on a new instance, or a fault of ours)
    // is treated like no signal: the buyer's kept copy of it, else the shell, which draws the
    // page from the kept catalogue. Better than a "back in a minute" page over a working copy.
    {
      fetchDidSucceed: async ({ response }) => {
        if (response.status >= 500) throw new Error(`page answered ${response.status}`)
        return response
      },
    },
    {
      cacheWillUpdate: async ({ request, response }) =>
        response.status === 200 && isCachedPage(new URL(request.url).pathname) ? response : null,
    },
    new ExpirationPlugin({ maxEntries: 60 }),
  ],
})
registerRoute(({ request }) => handling(request) === 'page', pages)

const TAMIL_FONT = ASSETS.find((a) => /noto-sans-tamil.*-400-/.test(a))

// Offline (or the shop failing) and never visited: a catalogue page is drawn into the shell of
// this version from the kept catalogue; any other page says it is not kept and offers what is.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const url = new URL(request.url)
  const cached = await caches.match(request, { cacheName: PAGES_CACHE })
  if (cached) return cached
  const shell =
    isDrawnFromCatalogue(url.pathname) &&
    (await caches.match(shellPageFor(url.pathname), { cacheName: STATIC_CACHE }))
  if (!shell) {
    // 503: nothing here pretends to be the page that was asked for.
    return new Response(notKeptPage(url.pathname, TAMIL_FONT), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  // The body is rewritten: the stored length and coding describe the bytes it came as.
  const headers = new Headers(shell.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(shellOf(await shell.text()), { status: 200, headers })
})
