import type { Db } from '../../db/client'
import { readVersions } from '../../db/versions'
import { type DatabaseProblem, databaseFailureOf, type ProblemLog } from '../../lib/db-unavailable'

// An uptime checker polls every half minute; a flood of probes must not become a flood of database
// reads (on Workers each one is a round trip to the primary), so one answer serves this instance
// for a second.
export const HEALTH_PROBE_EVERY_MS = 1000

export interface DatabaseState {
  database: 'up' | 'down'
  // Why it is down; anything the client does not name (an odd SQL error) counts as unreachable.
  problem: DatabaseProblem | null
}

export const createDatabaseProbe = (
  db: Db,
  now: () => number,
  onDown: (error: unknown) => void,
  problems: ProblemLog,
  everyMs = HEALTH_PROBE_EVERY_MS,
) => {
  let last: { at: number; state: Promise<DatabaseState> } | undefined
  return (): Promise<DatabaseState> => {
    const at = now()
    if (last && at - last.at < everyMs) return last.state
    // The same small read the freshness check makes: it answers only if the database does.
    const state = readVersions(db).then(
      (): DatabaseState => ({ database: 'up', problem: null }),
      (error: unknown): DatabaseState => {
        onDown(error)
        const failure = databaseFailureOf(error) ?? { problem: 'unreachable' }
        // Every probe that finds a refused token or a block says so: the line beside the probe.
        problems(failure, true)
        return { database: 'down', problem: failure.problem }
      },
    )
    last = { at, state }
    return state
  }
}
