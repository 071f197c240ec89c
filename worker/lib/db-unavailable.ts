// A database call that cannot be answered now (unreachable, too slow, overloaded) is not the
// buyer's fault and not a bug of ours: it is a 503 with Retry-After, and the caller may retry.

// Every call to a remote libSQL server gets this long before it is abandoned: longer than a slow
// round trip from a far PoP, short enough that an enquiry hears "try again" within 3 s.
export const DEFAULT_DB_TIMEOUT_MS = 2000

// Seconds a client is asked to wait before trying again.
export const RETRY_AFTER_SECONDS = 5

// For `createClient({ fetch })`: the libSQL HTTP client has no timeout of its own.
export const fetchWithTimeout =
  (timeoutMs: number, inner: typeof fetch = fetch): typeof fetch =>
  (input, init) =>
    inner(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })

// libSQL client codes for a server that did not answer usefully (never a constraint or SQL error).
const UNAVAILABLE_CODES = new Set([
  'SERVER_ERROR',
  'HRANA_CLOSED_ERROR',
  'HRANA_WEBSOCKET_ERROR',
  'HRANA_PROTO_ERROR',
  'SQLITE_BUSY',
])

export const isDatabaseUnavailable = (error: unknown): boolean => {
  let e: unknown = error
  for (let depth = 0; depth < 6 && e; depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown }
    if (name === 'AbortError' || name === 'TimeoutError') return true
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    // fetch's own failure: refused, reset or lost connections (workerd says "Network connection
    // lost.", Node's fetch "fetch failed" with an ECONNREFUSED cause).
    if (e instanceof Error && /network connection|fetch failed|ECONN|socket hang up/i.test(String(message)))
      return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
