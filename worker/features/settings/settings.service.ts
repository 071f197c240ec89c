import { eq } from 'drizzle-orm'
import type { StoredSettings } from '../../contract/settings'
import { storedSettingsSchema } from '../../contract/settings'
import { defaultSettings } from '../../contract/settings-defaults'
import type { Db } from '../../db/client'
import { counters, settings } from '../../db/schema'
import { lastGood } from '../../lib/last-good'

// Stored values win key by key; a missing or broken key falls back to the default rather than
// taking the shop down, and the log says which.
const mergeSettings = (
  rows: readonly { key: string; value: string }[],
  log: (line: string) => void,
): StoredSettings => {
  const merged: Record<string, unknown> = { ...defaultSettings }
  for (const row of rows) {
    if (!(row.key in defaultSettings)) continue
    try {
      const value = JSON.parse(row.value)
      const shape = storedSettingsSchema.shape[row.key as keyof StoredSettings]
      const parsed = shape.safeParse(value)
      if (parsed.success) merged[row.key] = parsed.data
      else log(`settings: stored '${row.key}' is invalid, using the default`)
    } catch {
      log(`settings: stored '${row.key}' is not JSON, using the default`)
    }
  }
  return merged as StoredSettings
}

export const readSettings = async (db: Db, log: (line: string) => void = () => {}) =>
  mergeSettings(await db.select().from(settings), log)

// The settings with the version they were read at, in one round trip.
const loadSettings = async (db: Db, log: (line: string) => void) => {
  const [rows, version] = await db.batch([
    db.select().from(settings),
    db.select({ value: counters.value }).from(counters).where(eq(counters.name, 'settings_version')),
  ])
  return { value: mergeSettings(rows, log), version: version[0]?.value ?? 0 }
}

export interface SettingsCache {
  // From memory once loaded; only a cold instance waits for the database.
  get(): Promise<StoredSettings>
  // The same, with the 'settings_version' they were read at: a write priced by them is guarded by it.
  versioned(): Promise<{ value: StoredSettings; version: number }>
  ready(): boolean
  // The background check's report of the database's settings version.
  refresh(version: number): Promise<void>
  // This instance saved the settings: its next read reloads them.
  invalidate(): void
}

// Settings change a few times a season and are read by every enquiry.
export const createSettingsCache = (db: Db, opts: { log: (line: string) => void }): SettingsCache => {
  const kept = lastGood(
    () => loadSettings(db, opts.log),
    () => opts.log('WARN settings reload failed; serving the last good settings'),
  )
  return {
    get: async () => (await kept.get()).value,
    versioned: kept.get,
    ready: kept.ready,
    refresh: kept.refresh,
    invalidate: kept.invalidate,
  }
}
