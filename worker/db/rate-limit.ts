import type { InValue } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { rateLimits } from './schema'

export interface Limit {
  limit: number
  windowMs: number
}

// Removes counters whose window has ended. Given to `hit` by the app, which builds one per instance.
export type PurgeExpired = (now: number) => void

const windowOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs

// Counts one hit in a fixed window and answers the count so far (column `count`), as one
// statement to run alone or inside a batch. The row says when its window ends, so a purge can drop
// it afterwards without knowing the limit it served. `when` (SQL, with its arguments) skips the
// count when false at that point of the batch.
export const hitStatement = (
  key: string,
  l: Limit,
  now: number,
  when?: { sql: string; args: InValue[] },
): { sql: string; args: InValue[] } => {
  const start = windowOf(now, l.windowMs)
  const expiresAt = start + l.windowMs
  return {
    sql: `insert into rate_limits (key, window_start, count, expires_at) select ?, ?, 1, ? where ${when?.sql ?? '1'}
      on conflict (key) do update set
        count = case when rate_limits.window_start = ? then rate_limits.count + 1 else 1 end,
        window_start = ?, expires_at = ?
      returning count`,
    args: [key, start, expiresAt, ...(when?.args ?? []), start, start, expiresAt],
  }
}

// The count a hitStatement answered (0 when its `when` skipped it).
export const countOf = (rows: readonly Record<string, unknown>[] | undefined) => Number(rows?.[0]?.count ?? 0)

export const hit = async (
  db: Db,
  key: string,
  l: Limit,
  now: number,
  purge?: PurgeExpired,
): Promise<number> => {
  const rs = await db.$client.execute(hitStatement(key, l, now))
  purge?.(now)
  return countOf(rs.rows) || 1
}

// The count so far in the current window without counting (column `count`; no row for none), as
// one statement for a caller's batch.
export const peekStatement = (key: string, l: Limit, now: number): { sql: string; args: InValue[] } => ({
  sql: 'select count from rate_limits where key = ? and window_start = ?',
  args: [key, windowOf(now, l.windowMs)],
})

export interface Condition {
  sql: string
  args: InValue[]
}

// Conditions for a hitStatement's `when`, all of which must hold.
export const allOf = (...cs: Condition[]): Condition => ({
  sql: cs.map((c) => `(${c.sql})`).join(' and '),
  args: cs.flatMap((c) => c.args),
})

// A condition for another statement of the same batch: this counter is within its limit in the
// current window (no row, or one from an ended window, counts as nothing).
export const withinStatement = (key: string, l: Limit, now: number): Condition => ({
  sql: 'coalesce((select count from rate_limits where key = ? and window_start = ?), 0) <= ?',
  args: [key, windowOf(now, l.windowMs), l.limit],
})

// Reads without counting: for limits that count failures only.
export const peek = async (db: Db, key: string, l: Limit, now: number): Promise<number> => {
  const rows = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`)
  const row = rows[0]
  return row && row.windowStart === windowOf(now, l.windowMs) ? row.count : 0
}

export const clear = (db: Db, key: string) => db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)

// Deletes at most `batch` ended counters (oldest first, through the expires_at index), so one
// purge stays cheap however many addresses called since the last one.
export const purgeExpired = async (db: Db, now: number, batch = 500): Promise<number> => {
  const result = await db.run(
    sql`delete from ${rateLimits} where ${rateLimits.key} in (select ${rateLimits.key} from ${rateLimits} where ${rateLimits.expiresAt} <= ${now} order by ${rateLimits.expiresAt} limit ${batch})`,
  )
  return result.rowsAffected
}

// At most one purge per `everyMs` for this instance, started by a hit and not awaited by it:
// the request that triggers it does not wait. `defer` hands the promise to the runtime (Workers'
// waitUntil) so it is not cut off when the response is sent; `idle` lets a test wait for it.
export const createPurger = (
  db: Db,
  opts: { everyMs?: number; batch?: number; onError?: (error: unknown) => void } = {},
) => {
  const everyMs = opts.everyMs ?? 60_000
  let lastRun: number | undefined
  let running: Promise<unknown> = Promise.resolve()
  const purge = (now: number, defer?: (p: Promise<unknown>) => void) => {
    if (lastRun !== undefined && now - lastRun < everyMs && now >= lastRun) return
    lastRun = now
    running = purgeExpired(db, now, opts.batch).catch((error) => opts.onError?.(error))
    defer?.(running)
  }
  return { purge, idle: () => running.then(() => undefined) }
}
