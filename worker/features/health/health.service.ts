import type { Db } from '../../db/client'
import { readVersions } from '../../db/versions'

// An uptime checker polls every half minute; a flood of probes must not become a flood of database
// reads (on Workers each one is a round trip to the primary), so one answer serves this instance
// for a second.
export const HEALTH_PROBE_EVERY_MS = 1000

export type DatabaseState = 'up' | 'down'

export const createDatabaseProbe = (
  db: Db,
  now: () => number,
  onDown: (error: unknown) => void,
  everyMs = HEALTH_PROBE_EVERY_MS,
) => {
  let last: { at: number; state: Promise<DatabaseState> } | undefined
  return (): Promise<DatabaseState> => {
    const at = now()
    if (last && at - last.at < everyMs) return last.state
    // The same small read the freshness check makes: it answers only if the database does.
    const state = readVersions(db).then(
      (): DatabaseState => 'up',
      (error: unknown): DatabaseState => {
        onDown(error)
        return 'down'
      },
    )
    last = { at, state }
    return state
  }
}
