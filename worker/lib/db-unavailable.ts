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

// What kept the database from answering. A refused token and a quota block need the seller, not
// patience; the buyer hears the same "try again" for all three (they cannot tell them apart anyway).
export type DatabaseProblem = 'unreachable' | 'token_refused' | 'blocked'
export interface DatabaseFailure {
  problem: DatabaseProblem
  // The HTTP status of a refused token (401 or 403).
  status?: number
  // Unreachable because no answer came in time (our timeout), rather than a refused or lost line.
  timedOut?: boolean
}

// The server's own refusal of the request: an HttpServerError with the status the libSQL HTTP
// client kept (Turso and sqld answer a wrong or expired token 401, a token without rights 403).
// A client that kept only the text says so in its message ("HTTP status 401").
const refusedStatus = (e: unknown): number | undefined => {
  const { name, status, message } = e as { name?: unknown; status?: unknown; message?: unknown }
  if (name === 'HttpServerError' && (status === 401 || status === 403)) return status
  const said = /HTTP status (401|403)\b/.exec(String(message ?? ''))
  return said ? Number(said[1]) : undefined
}

const isTimeout = (e: unknown) => {
  const { name } = e as { name?: unknown }
  return name === 'AbortError' || name === 'TimeoutError'
}

// Anything that says the server did not answer usefully (no more than that is known).
// The message is read as text, not through `instanceof Error`: an error made in another realm (a
// test's VM context, a library's own fetch) is no instance of this realm's Error.
const isUnreachable = (e: unknown): boolean => {
  const { code, message } = e as { code?: unknown; message?: unknown }
  if (isTimeout(e)) return true
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  // fetch's own failure: refused, reset or lost connections, or a name that does not resolve
  // (workerd says "Network connection lost.", Node's fetch "fetch failed" with an ECONNREFUSED or
  // ENOTFOUND cause).
  return (
    typeof message === 'string' &&
    /network connection|fetch failed|ECONN|ENOTFOUND|EAI_AGAIN|socket hang up/i.test(message)
  )
}

// The whole chain of causes is read: the client wraps the server's answer (LibsqlError
// SERVER_ERROR <- HttpServerError 401), and the most telling link wins.
export const databaseFailureOf = (error: unknown): DatabaseFailure | undefined => {
  let unreachable = false
  let timedOut = false
  let e: unknown = error
  for (let depth = 0; depth < 6 && e; depth++) {
    const status = refusedStatus(e)
    if (status) return { problem: 'token_refused', status }
    // Turso's answer to a database over its plan's quota, in the Hrana result (sqld's StmtError).
    if ((e as { code?: unknown }).code === 'BLOCKED') return { problem: 'blocked' }
    unreachable ||= isUnreachable(e)
    timedOut ||= isTimeout(e)
    e = (e as { cause?: unknown }).cause
  }
  if (!unreachable) return undefined
  return timedOut ? { problem: 'unreachable', timedOut } : { problem: 'unreachable' }
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseFailureOf(error) !== undefined

// The seller's line for a problem only the seller can fix; undefined for an outage, which the
// per-request lines already show.
export const sellerLine = (failure: DatabaseFailure): string | undefined => {
  if (failure.problem === 'token_refused')
    return `ERROR the database refused our token: check LIBSQL_AUTH_TOKEN (HTTP ${failure.status})`
  if (failure.problem === 'blocked') return 'ERROR the database blocked the query (Turso plan quota?)'
  return undefined
}

// Once a minute per instance at most: a closed shop under traffic would otherwise write it on
// every request. Each kind of problem has its own minute, so a change of cause is seen at once.
export const PROBLEM_LOG_EVERY_MS = 60_000
export const createProblemLog = (log: (line: string) => void, now: () => number) => {
  const lastAt = new Map<string, number>()
  return (failure: DatabaseFailure, always = false) => {
    const line = sellerLine(failure)
    if (!line) return
    const at = now()
    const last = lastAt.get(line)
    if (!always && last !== undefined && at - last < PROBLEM_LOG_EVERY_MS) return
    lastAt.set(line, at)
    log(line)
  }
}
export type ProblemLog = ReturnType<typeof createProblemLog>
