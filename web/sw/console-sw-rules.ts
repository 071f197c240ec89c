import { API_BASE, RENEWED_TOKEN_HEADER } from '@contract/api-base'

// What the seller's console service worker (web/sw/console-sw.ts, scope /admin) keeps, and for
// whom. Pure, so the rules are tested without a browser; the console's pages read the same names.

// Cache names all start with `console-`: the buyer's worker cleans up only `buyer-` caches, and
// this one only its own.
export const CONSOLE_CACHE_PREFIX = 'console-'
export const CONSOLE_ASSETS_CACHE = `${CONSOLE_CACHE_PREFIX}assets`
// The last inbox list the seller read: buyers' names, mobiles and towns, on the seller's phone.
export const KEPT_INBOX_CACHE = `${CONSOLE_CACHE_PREFIX}inbox`
// The console's page (its HTML holds no enquiry: the server draws /admin without a session, and
// the console reads everything in the browser) and its unhashed files, for one version.
export const consoleShellCache = (version: string) => `${CONSOLE_CACHE_PREFIX}shell-${version}`
export const CONSOLE_SHELL_URL = '/admin'
// Which hashed files the running version and the one before it use (sw-rules.ts's activation).
export const CONSOLE_META_CACHE = `${CONSOLE_CACHE_PREFIX}meta`
export const CONSOLE_META_URL = '/__console-sw/precache.json'
export const isConsoleCache = (name: string) => name.startsWith(CONSOLE_CACHE_PREFIX)

// On an answer from the kept inbox: when it was read from the server (ISO time).
export const KEPT_AT_HEADER = 'x-console-kept-at'
// On the stored copy only: the sign-in session it was read under.
export const KEPT_FOR_HEADER = 'x-console-kept-for'

export const INBOX_READ = `${API_BASE}/admin/orders`

export type ConsoleHandling = 'shell' | 'asset' | 'inbox' | 'network'

export interface ConsoleRequest {
  method: string
  url: string
  mode: string
}

export const consoleHandlingOf = (req: ConsoleRequest, origin: string): ConsoleHandling => {
  if (req.method !== 'GET') return 'network'
  const url = new URL(req.url)
  if (url.origin !== origin) return 'network'
  if (req.mode === 'navigate')
    return url.pathname === '/admin' || url.pathname.startsWith('/admin/') ? 'shell' : 'network'
  if (url.pathname.startsWith('/assets/')) return 'asset'
  // The list only: an enquiry's page, its quotes and payments, the export are never kept.
  return url.pathname === INBOX_READ ? 'inbox' : 'network'
}

// The session a token belongs to (its `sid` claim), read without checking the signature: it only
// picks which kept inbox this browser's own sign-in may see again; the server checks the token
// on every read.
export const sessionOfToken = (token: string | null): string | null => {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown }
    return typeof claims.sid === 'string' && claims.sid ? claims.sid : null
  } catch {
    return null
  }
}

// What a fresh inbox answer means for the kept one: kept (a 200 for a signed-in seller replaces
// it), forgotten (the server ended the session or refused the console), or left as it is.
export const inboxAnswerAction = (status: number, session: string | null): 'keep' | 'forget' | 'leave' => {
  if (status === 401 || status === 403) return 'forget'
  return status === 200 && session ? 'keep' : 'leave'
}

// The stored copy's headers: when and under which session it was read; never a renewed token (an
// old one, replayed offline, would replace the browser's newer sign-in).
export const keptHeaders = (answer: Headers, keptAt: Date, session: string): Headers => {
  const headers = new Headers(answer)
  for (const h of [RENEWED_TOKEN_HEADER, 'set-cookie', 'content-length', 'content-encoding'])
    headers.delete(h)
  headers.set(KEPT_AT_HEADER, keptAt.toISOString())
  headers.set(KEPT_FOR_HEADER, session)
  headers.set('cache-control', 'no-store')
  return headers
}

// The kept inbox is shown only to the session that read it.
export const keptIsFor = (kept: Headers, session: string | null) =>
  session !== null && kept.get(KEPT_FOR_HEADER) === session
