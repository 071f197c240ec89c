import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export interface Limit {
  limit: number
  windowMs: number
}

const windowOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs

// Counts one hit in a fixed window and answers the count so far, in one statement.
export const hit = async (db: Db, key: string, l: Limit, now: number): Promise<number> => {
  const start = windowOf(now, l.windowMs)
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${start} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: start,
      },
    })
    .returning({ count: rateLimits.count })
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
