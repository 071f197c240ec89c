import { API_BASE } from '@contract/api-base'
import { INFO_PAGES } from '@contract/site-paths'

// Which requests the buyer's service worker answers, and how. Pure, so the rules are tested without
// a browser; web/sw/sw.ts wires them to the caches.

// Cache names all start with `buyer-`: the origin's caches are shared with any other service
// worker (the console's), and the clean-up on activate only ever deletes its own.
export const CACHE_PREFIX = 'buyer-'
// Hashed files (`/assets/<name>-<hash>.<ext>`) never change under their name, so one cache holds
// them across versions: an update downloads only the files that changed, and the previous
// version's files stay until the version after it, for pages still running it.
export const ASSETS_CACHE = `${CACHE_PREFIX}assets`
export const PAGES_CACHE = `${CACHE_PREFIX}pages`
export const API_CACHE = `${CACHE_PREFIX}api`
export const IMAGES_CACHE = `${CACHE_PREFIX}images`
// The full catalogue and the settings, kept apart so that reading many products never pushes them out.
export const CATALOGUE_CACHE = `${CACHE_PREFIX}catalogue`
// The shell pages and the unhashed files (manifest, icons) of one version.
export const versionCache = (version: string) => `${CACHE_PREFIX}static-${version}`
// Where the worker remembers which hashed files the current and the previous version use.
export const META_CACHE = `${CACHE_PREFIX}meta`
export const META_URL = '/__buyer-sw/precache.json'

// Drawn by the server with the shop's catalogue: the page a buyer opens offline when the one they
// asked for was never visited (its HTML becomes an empty shell the app draws in the browser).
export const SHELL_PAGES = ['/lander', '/ta/lander'] as const

export const isTamilPath = (path: string) => path === '/ta' || path.startsWith('/ta/')
export const stripLocale = (path: string) => (path === '/ta' ? '/' : isTamilPath(path) ? path.slice(3) : path)

// Pages kept for offline reading once visited: the catalogue, the checkout form (its HTML holds no
// buyer data: the cart and the form live in the browser) and the information pages. Bills, quotes,
// tracking, accounts and the console are personal and always come from the network.
// The catalogue pages and the checkout form: drawn from the kept catalogue when offline
// (web/sw/sw-offline.ts) as well as kept once read.
export const CATALOGUE_PAGES = [
  '/lander',
  '/category',
  '/special-category',
  '/order-now',
  '/quick-enquiry',
  '/all-products',
  '/enquiry',
  '/price-list',
  '/quick-checkout',
]
const CACHED_PAGES = new Set<string>([...CATALOGUE_PAGES, ...INFO_PAGES.map((slug) => `/${slug}`)])
export const isCachedPage = (pathname: string) => CACHED_PAGES.has(stripLocale(pathname))

export const isConsolePath = (pathname: string) => {
  const bare = stripLocale(pathname)
  return bare === '/admin' || bare.startsWith('/admin/')
}

export const shellPageFor = (pathname: string): string =>
  pathname === '/ta' || pathname.startsWith('/ta/') ? '/ta/lander' : '/lander'

// The public catalogue reads: the same answer for every buyer.
const API_READS = [/^product\//, /^settings\/public$/]
export type Handling = 'asset' | 'static' | 'api-read' | 'image' | 'page' | 'network'

export interface RequestFacts {
  method: string
  url: string
  mode: string
  // Set when the request carries a session: its answer may be personal (and may carry a renewed
  // token), so it is never stored.
  signedIn: boolean
  // The page asked for no stored copy (fetch's cache: 'no-store'): a read that must be today's
  // (order again, docs/behaviour.md#order-again-issue-34) fails offline instead of being answered
  // from what was kept.
  noStore?: boolean
}

export const handlingOf = (req: RequestFacts, origin: string, staticFiles: ReadonlySet<string>): Handling => {
  if (req.method !== 'GET' || req.signedIn || req.noStore) return 'network'
  const url = new URL(req.url)
  if (url.origin !== origin) return 'network'
  const path = url.pathname
  // The price list PDF is a file, not a page: opened from a shared link it is the server's answer
  // (the PDF, or its 503), never the offline shell or "not kept" page.
  if (req.mode === 'navigate') return isConsolePath(path) || path.endsWith('.pdf') ? 'network' : 'page'
  if (path.startsWith('/assets/')) return 'asset'
  if (staticFiles.has(path)) return 'static'
  if (path.startsWith(`${API_BASE}/`)) {
    const rest = path.slice(API_BASE.length + 1)
    return API_READS.some((r) => r.test(rest)) ? 'api-read' : 'network'
  }
  if (path.startsWith('/images/')) return 'image'
  return 'network'
}

// The server's HTML without the page it drew: the app then draws the asked-for page in the
// browser instead of hydrating the lander's HTML at another address (a mismatch).
export const shellOf = (html: string): string =>
  html.replace(
    /<div id="root">[\s\S]*?<script type="application\/json" id="page-state">[\s\S]*?<\/script>/,
    '<div id="root"></div>',
  )

// The hashed files to keep after an update: the new version's and the one before it.
export const assetsToKeep = (current: readonly string[], previous: readonly string[] | undefined) =>
  new Set([...current, ...(previous ?? [])])

// What the worker remembers between versions: the hashed files of the running version and of the
// one before it.
export interface PrecacheMeta {
  current: string[]
  previous?: string[]
}

// On activating a version: which hashed files stay, what to remember, and whether the pages kept
// under the previous version go (their HTML names the previous version's files; a page opened
// offline then comes from this version's shell instead of mixing the two).
export const activation = (stored: PrecacheMeta | undefined, assets: string[]) => {
  const changed = stored !== undefined && stored.current.join('\n') !== assets.join('\n')
  const previous = changed ? stored.current : stored?.previous
  return {
    keep: assetsToKeep(assets, previous),
    meta: (previous ? { current: assets, previous } : { current: assets }) satisfies PrecacheMeta,
    dropPages: changed,
  }
}
