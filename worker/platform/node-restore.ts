import { randomBytes } from 'node:crypto'
import { copyFile, cp, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { createDb } from '../db/client'
import {
  BACKUP_DB_FILE,
  BACKUP_OBJECTS_DIR,
  fileUrlPath,
  freeName,
  indiaStamp,
  listBackups,
} from './node-backup'
import { migrateDb } from './node-db'

// Puts a backup made by takeBackup back in place of the embedded database and the objects folder.
// The shop must be stopped: it keeps its database open and would go on writing into the old file.

// A refusal the command line prints as it is, without a stack trace.
export class RestoreRefused extends Error {}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

// `latest`, a backup's name in the backup folder, a backup folder, or a bare database file.
export const resolveBackup = async (
  given: string,
  backupDir: string,
): Promise<{ database: string; objects: string | null; label: string }> => {
  let path = resolve(given)
  if (given === 'latest') {
    const newest = (await listBackups(backupDir)).at(-1)
    if (!newest) throw new RestoreRefused(`There is no backup in ${resolve(backupDir)} yet.`)
    path = newest.path
  } else if (!(await exists(path)) && (await exists(join(backupDir, given)))) {
    path = resolve(backupDir, given)
  }
  const info = await stat(path).catch(() => null)
  if (!info) throw new RestoreRefused(`No backup found at ${given} (nor in ${resolve(backupDir)}).`)
  if (info.isFile()) return { database: path, objects: null, label: path }
  const database = join(path, BACKUP_DB_FILE)
  if (!(await exists(database))) throw new RestoreRefused(`${path} holds no ${BACKUP_DB_FILE}: not a backup.`)
  const objects = join(path, BACKUP_OBJECTS_DIR)
  return { database, objects: (await exists(objects)) ? objects : null, label: path }
}

// Whether another connection (a running shop) has the database open. Leaving WAL mode needs the
// only connection to the file, and fails at once with busy_timeout 0 while any other is open; when
// it succeeds it has also folded the write-ahead log into the file, so the file alone is complete.
const refuseWhileOpen = async (path: string) => {
  let client: ReturnType<typeof createClient> | undefined
  try {
    client = createClient({ url: `file:${path}` })
    await client.execute('PRAGMA busy_timeout = 0')
    await client.execute('PRAGMA journal_mode = DELETE')
  } catch (e) {
    if (/SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(String(e))) {
      throw new RestoreRefused(
        `${path} is in use: stop the shop (npm start) first, then restore, then start it again.`,
      )
    }
    // A damaged file cannot be opened: it is set aside as it is, with its log.
  } finally {
    client?.close()
  }
}

// Checks the restored copy and migrates it to the current schema, on one connection (a second one
// in this process could still hold the file until it is collected), in rollback-journal mode:
// every change is in the file itself when this returns, with no log beside it to lose.
const checkAndMigrate = async (path: string, label: string) => {
  const client = createClient({ url: `file:${path}`, concurrency: 1 })
  try {
    await client.executeMultiple('PRAGMA journal_mode = DELETE; PRAGMA foreign_keys = ON;')
    const check = (await client.execute('PRAGMA integrity_check')).rows.map((r) => String(r[0])).join('; ')
    if (check !== 'ok')
      throw new RestoreRefused(`The backup failed its integrity check: ${check.slice(0, 200)}`)
    // SQLite opens an empty file as an empty database, which the migrations would turn into an
    // empty shop: a copy that never happened would replace every enquiry.
    const tables = await client.execute('SELECT count(*) AS n FROM sqlite_master')
    if (Number(tables.rows[0]?.n ?? 0) === 0) {
      throw new RestoreRefused(`${label} is empty: not a backup. Nothing was changed.`)
    }
    await migrateDb(createDb(client))
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'SQLITE_NOTADB') {
      throw new RestoreRefused(`${label} is not a database: not a backup. Nothing was changed.`)
    }
    if (code === 'SQLITE_CORRUPT') {
      throw new RestoreRefused(
        `${label} is damaged or cut short (SQLite: database disk image is malformed). Nothing was changed; try an older backup.`,
      )
    }
    throw error
  } finally {
    client.close()
  }
}

export interface RestoreResult {
  from: string
  database: string
  databaseKeptAt: string | null
  objects: string | null
  objectsKeptAt: string | null
  objectCount: number
}

export const restoreBackup = async (opts: {
  libsqlUrl: string
  objectsDir: string
  backupDir: string
  backup: string
  now: number
}): Promise<RestoreResult> => {
  const target = fileUrlPath(opts.libsqlUrl)
  if (!target) {
    throw new RestoreRefused(
      `LIBSQL_URL (${opts.libsqlUrl.replace(/\?.*$/, '')}) is not a file: database. A Turso database is restored with Turso's own point-in-time restore (turso db create <new-name> --from-db <name> --timestamp <time>), not from these backups.`,
    )
  }
  const backup = await resolveBackup(opts.backup, opts.backupDir)
  const stamp = indiaStamp(opts.now)
  const dir = dirname(target)
  const incoming = join(dir, `.${basename(target)}.restoring-${randomBytes(4).toString('hex')}`)
  const objectsDir = resolve(opts.objectsDir)
  const parent = dirname(objectsDir)
  const staging = join(parent, `.${basename(objectsDir)}.restoring-${randomBytes(4).toString('hex')}`)
  let objectCount = 0
  // Everything that can fail part way (copies, the check, the migrations, a shop still running) is
  // done beside the live files first; only renames follow. A failure leaves the shop as it was.
  try {
    await mkdir(dir, { recursive: true })
    await copyFile(backup.database, incoming)
    // A backup from before a migration comes up at today's schema, before it replaces anything.
    await checkAndMigrate(incoming, backup.label)
    if (backup.objects) {
      await mkdir(parent, { recursive: true })
      // Copied, not linked: the restored photos must not share files with the backup.
      await cp(backup.objects, staging, { recursive: true, preserveTimestamps: true })
      objectCount = (await readdir(staging, { recursive: true, withFileTypes: true })).filter(
        (e) => e.isFile() && !e.name.endsWith('.meta.json'),
      ).length
    }
    if (await exists(target)) await refuseWhileOpen(target)
  } catch (error) {
    await rm(incoming, { force: true })
    await rm(staging, { recursive: true, force: true })
    throw error
  }

  let databaseKeptAt: string | null = null
  if (await exists(target)) {
    databaseKeptAt = join(dir, await freeName(dir, `${basename(target)}.before-restore-${stamp}`))
    // A second name for the current file, then one rename over it: the database path always
    // holds a whole database, the old one or the restored one.
    await link(target, databaseKeptAt).catch(() => copyFile(target, databaseKeptAt as string))
  }
  // A log left beside the old file would be replayed into the restored one: it goes with the old.
  if (await exists(`${target}-wal`)) {
    if (databaseKeptAt) await rename(`${target}-wal`, `${databaseKeptAt}-wal`)
    else await rm(`${target}-wal`, { force: true })
  }
  await rm(`${target}-shm`, { force: true })
  await rename(incoming, target)

  let objectsKeptAt: string | null = null
  if (backup.objects) {
    if (await exists(objectsDir)) {
      objectsKeptAt = join(parent, await freeName(parent, `${basename(objectsDir)}.before-restore-${stamp}`))
      await rename(objectsDir, objectsKeptAt)
    }
    await rename(staging, objectsDir)
  }
  return {
    from: backup.label,
    database: target,
    databaseKeptAt,
    objects: backup.objects ? objectsDir : null,
    objectsKeptAt,
    objectCount,
  }
}
