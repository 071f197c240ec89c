import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { createDb, type Db } from '../db/client'
import { DEFAULT_DB_TIMEOUT_MS, fetchWithTimeout } from '../lib/db-unavailable'

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations')

// Opens a libSQL database from Node: an embedded file (`file:`) or a remote server (libsql://, https://).
export const openNodeDb = async (
  url: string,
  authToken?: string,
  // For a remote server: how long a call may take before it is abandoned.
  timeoutMs = DEFAULT_DB_TIMEOUT_MS,
): Promise<{ db: Db; close: () => void }> => {
  const isFile = url.startsWith('file:')
  if (isFile) {
    const path = url.slice('file:'.length)
    if (path && path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true })
  }
  // One connection for an embedded file: every call on it runs synchronously anyway, and the
  // pragmas below are per connection, so a pool would open connections without them.
  const client = createClient({
    url,
    ...(authToken ? { authToken } : {}),
    ...(isFile ? { concurrency: 1 } : { fetch: fetchWithTimeout(timeoutMs) }),
  })
  if (isFile) {
    // WAL lets readers run beside the writer; busy_timeout queues writers instead of failing them.
    await client.executeMultiple(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
    )
  }
  return { db: createDb(client), close: () => client.close() }
}

export const migrateDb = (db: Db) => migrate(db, { migrationsFolder: MIGRATIONS_DIR })
