import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export interface Limit {
  limit: number
  windowMs: number
}

// Removes counters whose window has ended. Given to `hit` by the app, which builds one per instance.
export type PurgeExpired = (now: number) => void

const windowOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs

// Counts one hit in a fixed window and answers the count so far, in one statement. The row says
// when its window ends, so a purge can drop it afterwards without knowing the limit it served.
export const hit = async (
  db: Db,
  key: string,
  l: Limit,
  now: number,
  purge?: PurgeExpired,
): Promise<number> => {
  const start = windowOf(now, l.windowMs)
  const expiresAt = start + l.windowMs
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${start} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: start,
        expiresAt,
      },
    })
    .returning({ count: rateLimits.count })
  purge?.(now)
  return rows[0]?.count ?? 1
}

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
