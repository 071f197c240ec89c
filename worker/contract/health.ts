// GET website-management/health: the body of a 200, and the `details` of the 503 error.
export type HealthReport = {
  ok: boolean
  database: 'up' | 'down'
  // Why the database is down: unreachable (network, timeout, its server failing), token_refused
  // (it answered 401/403: LIBSQL_AUTH_TOKEN is wrong or expired), blocked (Turso's plan quota).
  problem: null | 'unreachable' | 'token_refused' | 'blocked'
  // The catalogue version this instance serves from memory; null before it has loaded one.
  catalogue_version: number | null
}
