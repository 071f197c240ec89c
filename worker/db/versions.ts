import { inArray, sql } from 'drizzle-orm'
import type { Db } from './client'
import { counters } from './schema'
import { fillTemplate, type SqlTemplate, sqlTemplate } from './write'

// What each instance keeps in memory carries the version it was read at. One small query tells
// whether any of it moved; it runs every few seconds per instance, off the buyer's path.
export const VERSION_COUNTERS = ['catalogue_version', 'settings_version'] as const
export type VersionName = (typeof VERSION_COUNTERS)[number]
export type Versions = Record<VersionName, number>

const versionsQuery = new WeakMap<Db, SqlTemplate>()

export const readVersions = async (db: Db): Promise<Versions> => {
  let t = versionsQuery.get(db)
  if (!t) {
    t = sqlTemplate(
      db
        .select({ name: counters.name, value: counters.value })
        .from(counters)
        .where(inArray(counters.name, [...VERSION_COUNTERS])),
    )
    versionsQuery.set(db, t)
  }
  const rs = await db.$client.execute(fillTemplate(t, {}))
  const out: Versions = { catalogue_version: 0, settings_version: 0 }
  for (const row of rs.rows) {
    const name = String(row[0]) as VersionName
    if (name in out) out[name] = Number(row[1])
  }
  return out
}

// Put in the same batch as the write it announces, so no instance can see the write without the
// new version or the version without the write.
export const bumpVersion = (db: Db, name: VersionName) =>
  db
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })

// Every catalogue write calls this in the same batch, so every isolate's cache sees the change: the
// seller's console, the price list import and the demo seed.
export const bumpCatalogueVersion = (db: Db) => bumpVersion(db, 'catalogue_version')
