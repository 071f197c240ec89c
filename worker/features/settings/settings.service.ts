import type { StoredSettings } from '../../contract/settings'
import { storedSettingsSchema } from '../../contract/settings'
import { defaultSettings } from '../../contract/settings-defaults'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'

// Stored values win key by key; a missing or broken key falls back to the default rather than
// taking the shop down, and the log says which.
export const readSettings = async (
  db: Db,
  log: (line: string) => void = () => {},
): Promise<StoredSettings> => {
  const rows = await db.select().from(settings)
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

export interface SettingsCache {
  get(): Promise<StoredSettings>
  invalidate(): void
}

// Settings change a few times a season and are read by every enquiry: keep them for maxAgeMs.
export const createSettingsCache = (
  db: Db,
  opts: { now: () => number; maxAgeMs: number; log: (line: string) => void },
): SettingsCache => {
  let cached: { at: number; value: Promise<StoredSettings> } | undefined
  return {
    get() {
      const now = opts.now()
      if (!cached || now - cached.at >= opts.maxAgeMs) {
        const value = readSettings(db, opts.log)
        const entry = { at: now, value }
        cached = entry
        value.catch(() => {
          if (cached === entry) cached = undefined
        })
      }
      return cached.value
    },
    invalidate() {
      cached = undefined
    },
  }
}
