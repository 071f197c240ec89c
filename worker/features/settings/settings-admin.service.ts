import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { bumpVersion } from '../../db/versions'
import { writeBatch } from '../../db/write'
import { readSettings } from './settings.service'

// One row per key, all in one transaction: a minimum order and its regions never half-change.
export const saveSettings = async (db: Db, input: StoredSettings, now: number): Promise<StoredSettings> => {
  await writeBatch(db, [
    // A key the save leaves out (the season, from a console older than it) keeps what is stored.
    ...Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => {
        const json = JSON.stringify(value)
        return db
          .insert(settings)
          .values({ key, value: json, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: now } })
      }),
    // Every instance reloads its settings within a freshness check of this.
    bumpVersion(db, 'settings_version'),
  ])
  return readSettings(db)
}
