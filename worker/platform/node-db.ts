import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { migrate } from 'drizzle-orm/libsql/migrator'
import Database from 'libsql'
import { createDb, type Db } from '../db/client'
import { DEFAULT_DB_TIMEOUT_MS, fetchWithTimeout } from '../lib/db-unavailable'
import { fileUrlPath } from './node-backup'
import { privateDatabaseFile } from './node-private'

// The embedded engine prepares every statement anew on each call; an enquiry runs a dozen, the
// same dozen each time, and preparing them cost a fifth of the server's CPU under load. Keep the
// prepared statements per connection (the library's statements are reusable, as better-sqlite3's).
// A statement keeps the column list it was prepared with, so any change to the schema (a
// migration, a script's own DDL) empties the connection's cache.
const CACHED_STATEMENTS = 256
const SCHEMA_CHANGE = /^\s*(create|alter|drop|pragma|vacuum|attach|detach)\b/i
let statementCacheInstalled = false
const installStatementCache = () => {
  if (statementCacheInstalled) return
  statementCacheInstalled = true
  type Proto = { prepare(this: object, sql: string): unknown; exec(this: object, sql: string): unknown }
  const proto = Database.prototype as unknown as Proto
  const { prepare, exec } = proto
  const caches = new WeakMap<object, Map<string, unknown>>()
  proto.exec = function (this: object, sql: string) {
    caches.delete(this)
    return exec.call(this, sql)
  }
  proto.prepare = function (this: object, sql: string) {
    if (SCHEMA_CHANGE.test(sql)) {
      caches.delete(this)
      return prepare.call(this, sql)
    }
    let cache = caches.get(this)
    if (!cache) {
      cache = new Map()
      caches.set(this, cache)
    }
    const hit = cache.get(sql)
    if (hit) {
      // Least recently used goes first.
      cache.delete(sql)
      cache.set(sql, hit)
      return hit
    }
    const stmt = prepare.call(this, sql)
    cache.set(sql, stmt)
    if (cache.size > CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string)
    return stmt
  }
}

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
    installStatementCache()
    const path = fileUrlPath(url)
    if (path) privateDatabaseFile(path)
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
