import { asc, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { objectDeletions } from '../../db/schema'
import type { ObjectStore } from '../../lib/object-store'
import { FILE_STORES } from './personal-data-map'

// Photos queued by a deletion (privacy-delete.ts) are deleted from the object store here: right
// after the deletion commits, and again by the scheduled job for any the store refused. A photo
// stays queued until the store confirms it is gone; each failure is logged, never the key itself
// (it holds the enquiry's id, which opens the enquiry's public pages).

const BATCH = 100

export interface DrainReport {
  deleted: number
  failed: number
}

const storeOf = (key: string) =>
  Object.entries(FILE_STORES).find(([, s]) => s.prefix && key.startsWith(s.prefix))?.[0] ?? 'other'

export const drainObjectDeletions = async (
  deps: { db: Db; objects: ObjectStore; log: (line: string) => void },
  now: number,
  keys?: string[],
): Promise<DrainReport> => {
  const due =
    keys ??
    (
      await deps.db
        .select({ key: objectDeletions.key })
        .from(objectDeletions)
        // The least tried first: photos the store keeps refusing never starve the ones behind them.
        .orderBy(asc(objectDeletions.attempts), asc(objectDeletions.queuedAt))
        .limit(BATCH)
    ).map((r) => r.key)
  if (!due.length) return { deleted: 0, failed: 0 }
  const outcomes = await Promise.allSettled(due.map((key) => deps.objects.delete(key)))
  const done = due.filter((_, i) => outcomes[i]?.status === 'fulfilled')
  const failed = due.filter((_, i) => outcomes[i]?.status === 'rejected')
  const writes = []
  if (done.length) writes.push(deps.db.delete(objectDeletions).where(inArray(objectDeletions.key, done)))
  if (failed.length) {
    writes.push(
      deps.db
        .update(objectDeletions)
        .set({ attempts: sql`${objectDeletions.attempts} + 1`, lastTriedAt: now })
        .where(inArray(objectDeletions.key, failed)),
    )
    const stores = [...new Set(failed.map(storeOf))].join(', ')
    deps.log(
      `WARN object deletion failed for ${failed.length} file(s) (${stores}); queued, retried by the scheduled job`,
    )
  }
  const [first, ...rest] = writes
  if (first) await deps.db.batch([first, ...rest])
  return { deleted: done.length, failed: failed.length }
}
