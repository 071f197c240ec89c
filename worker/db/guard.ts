import type { InStatement, InValue } from '@libsql/client'

// The guards a write batch can hold (migrations/0003_write_guard.sql and 0004 raise one message per name).
export type GuardName =
  | 'CATALOGUE_CHANGED'
  | 'SETTINGS_CHANGED'
  | 'RATE_LIMITED'
  | 'REPLAY'
  | 'UNAUTHENTICATED'
  | 'PASSWORD_CHANGE_REQUIRED'
  // The quote and payment writes (migrations/0004): the order's status, current quote version or
  // invoice is no longer what the write was decided from.
  | 'STATUS_CHANGED'
  | 'QUOTE_CHANGED'
  | 'QUOTE_EXPIRED'
  | 'NOT_PAYABLE'
  | 'ALREADY_INVOICED'

// A statement that aborts its whole batch (one transaction: nothing before or after it is kept)
// unless the SQL condition `ok` holds at that point of the batch.
export const guard = (name: GuardName, ok: string, args: InValue[] = []): InStatement => ({
  sql: `insert into write_guard (name, ok) values ('${name}', coalesce((${ok}), 0))`,
  args,
})

// The counter row still says what the caller's cached copy was built from.
export const versionGuard = (
  name: 'CATALOGUE_CHANGED' | 'SETTINGS_CHANGED',
  counter: string,
  expected: number,
) => guard(name, 'coalesce((select value from counters where name = ?), 0) = ?', [counter, expected])

// The rate-limit counter (counted earlier in the same batch) is within its limit.
export const limitGuard = (key: string, limit: number) =>
  guard('RATE_LIMITED', 'coalesce((select count from rate_limits where key = ?), 0) <= ?', [key, limit])

// Which guard stopped a batch, if one did.
export const failedGuard = (error: unknown): GuardName | undefined => {
  let e: unknown = error
  for (let depth = 0; depth < 4 && e; depth++) {
    const match = /guard:([A-Z_]+)/.exec(String((e as { message?: unknown }).message ?? ''))
    if (match) return match[1] as GuardName
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}
