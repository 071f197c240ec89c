import { randomBytes } from 'node:crypto'
import { copyFile, link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { addDaysMs, type Clock, indiaDate, indiaMidnight } from '../lib/time'

// Backups of a shop that runs on one machine: the embedded database and the folder of LR photos
// and payment screenshots, side by side in one folder per backup:
//   <BACKUP_DIR>/storefront-2026-11-23T0300+0530/storefront.db
//   <BACKUP_DIR>/storefront-2026-11-23T0300+0530/objects/...

export const DEFAULT_BACKUP_DIR = 'data/backups'
export const BACKUP_DB_FILE = 'storefront.db'
export const BACKUP_OBJECTS_DIR = 'objects'

// Only folders with exactly this name are ours to count and prune: anything else the seller keeps
// in the backup folder is left alone. A second backup within the same minute gets `-2`, `-3`...
const BACKUP_NAME = /^storefront-(\d{4}-\d{2}-\d{2}T\d{4}\+0530)(?:-(\d+))?$/
const PARTIAL_NAME = /^\.partial-storefront-\d{4}-\d{2}-\d{2}T\d{4}\+0530-[0-9a-f]{8}$/
// A partial folder this old is what a crash or power cut left behind, not a backup in progress.
const STALE_PARTIAL_MS = 6 * 60 * 60_000

const two = (n: number) => String(n).padStart(2, '0')

// The India wall time of an instant as a name part: 2026-11-23T0300+0530.
export const indiaStamp = (ms: number): string => {
  const day = indiaDate(ms)
  const minutes = Math.floor((ms - indiaMidnight(day)) / 60_000)
  return `${day}T${two(Math.floor(minutes / 60))}${two(minutes % 60)}+0530`
}

// The embedded database's path from a `file:` URL, or null for a remote server (Turso), which is
// backed up by its own point-in-time history instead.
export const fileUrlPath = (url: string): string | null => {
  if (!url.startsWith('file:')) return null
  const path = url.startsWith('file://')
    ? fileURLToPath(url.split('?')[0] as string)
    : url.slice(5).split('?')[0]
  return path && path !== ':memory:' ? resolve(path) : null
}

export interface BackupEntry {
  name: string
  path: string
}

// Our backups in a folder, oldest first.
export const listBackups = async (dir: string): Promise<BackupEntry[]> => {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw e
  }
  const ours = names
    .map((name) => ({ name, m: BACKUP_NAME.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .sort((a, b) =>
      a.m[1] === b.m[1]
        ? Number(a.m[2] ?? 1) - Number(b.m[2] ?? 1)
        : (a.m[1] as string) < (b.m[1] as string)
          ? -1
          : 1,
    )
  const entries: BackupEntry[] = []
  for (const { name } of ours) {
    const path = join(dir, name)
    if ((await stat(path)).isDirectory()) entries.push({ name, path })
  }
  return entries
}

// Keeps the newest `keep` backups and deletes the older ones, plus partial folders a crash left.
export const pruneBackups = async (dir: string, keep: number, now = Date.now()): Promise<string[]> => {
  const all = await listBackups(dir)
  const old = all.slice(0, Math.max(0, all.length - keep))
  for (const entry of old) await rm(entry.path, { recursive: true, force: true })
  for (const name of await readdir(dir)) {
    if (!PARTIAL_NAME.test(name)) continue
    const info = await stat(join(dir, name))
    if (now - info.mtimeMs > STALE_PARTIAL_MS) await rm(join(dir, name), { recursive: true, force: true })
  }
  return old.map((e) => e.name)
}

// Every file under a folder, as paths relative to it.
const filesUnder = async (root: string): Promise<string[]> => {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)))
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw e
  }
}

// Objects are never changed once written (their keys are random), so a file the previous backup
// already holds, same size and time (to the millisecond a copy keeps), is hard-linked from it
// rather than copied again. Links are made only between backups, never to the live folder, so
// nothing the shop writes can alter a backup.
const copyObjects = async (from: string, to: string, previous: string | undefined) => {
  let linked = 0
  let copied = 0
  for (const rel of await filesUnder(from)) {
    const source = join(from, rel)
    const target = join(to, rel)
    await mkdir(dirname(target), { recursive: true })
    const info = await stat(source)
    if (previous) {
      const before = await stat(join(previous, rel)).catch(() => null)
      if (before && before.size === info.size && Math.abs(before.mtimeMs - info.mtimeMs) < 1) {
        const done = await link(join(previous, rel), target).then(
          () => true,
          () => false, // another device, or links not allowed: copy instead
        )
        if (done) {
          linked++
          continue
        }
      }
    }
    await copyFile(source, target)
    await utimes(target, info.atime, info.mtime)
    copied++
  }
  return { linked, copied }
}

// Reads a database file on its own connection; a copy made by VACUUM INTO is a single file in
// rollback-journal mode, so reading it leaves no side files behind.
export const checkDatabaseFile = async (path: string): Promise<string> => {
  const client = createClient({ url: `file:${path}` })
  try {
    const rows = (await client.execute('PRAGMA integrity_check')).rows
    return rows.map((r) => String(r[0])).join('; ')
  } finally {
    client.close()
  }
}

export interface BackupResult {
  name: string
  path: string
  databaseBytes: number
  objects: { linked: number; copied: number }
}

// A consistent copy of the live database: VACUUM INTO reads it in one read transaction (the shop
// keeps writing beside it, in WAL mode) and writes a compacted file. It goes to a partial folder
// that is renamed only once the copy checks out, so a half-made backup never looks like one.
export const takeBackup = async (opts: {
  db: Db
  backupDir: string
  objectsDir: string
  now: number
}): Promise<BackupResult> => {
  const backupDir = resolve(opts.backupDir)
  await mkdir(backupDir, { recursive: true })
  const stamp = indiaStamp(opts.now)
  const partial = join(backupDir, `.partial-storefront-${stamp}-${randomBytes(4).toString('hex')}`)
  // Only the shop's own user may open a backup: it holds every buyer's name, mobile and address.
  await mkdir(partial, { mode: 0o700 })
  try {
    const dbFile = join(partial, BACKUP_DB_FILE)
    await opts.db.run(sql`VACUUM INTO ${dbFile}`)
    const check = await checkDatabaseFile(dbFile)
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check.slice(0, 200)}`)
    // The database first: every photo its rows name was written before them, so it is copied too.
    const previous = (await listBackups(backupDir)).at(-1)
    const objects = await copyObjects(
      resolve(opts.objectsDir),
      join(partial, BACKUP_OBJECTS_DIR),
      previous && join(previous.path, BACKUP_OBJECTS_DIR),
    )
    await mkdir(join(partial, BACKUP_OBJECTS_DIR), { recursive: true })
    const name = await freeName(backupDir, `storefront-${stamp}`)
    await rename(partial, join(backupDir, name))
    return {
      name,
      path: join(backupDir, name),
      databaseBytes: (await stat(join(backupDir, name, BACKUP_DB_FILE))).size,
      objects,
    }
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}

// `base`, or `base-2`, `base-3`... whichever does not exist yet in the folder.
export const freeName = async (dir: string, base: string): Promise<string> => {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`
    const taken = await stat(join(dir, name)).then(
      () => true,
      () => false,
    )
    if (!taken) return name
  }
}

// The next time the nightly backup is due: today at `at` (HH:MM India time), or tomorrow when
// that has passed. India keeps one offset all year, so a day is always 24 hours.
export const nextBackupAt = (now: number, at: string): number => {
  const [h, m] = at.split(':').map(Number) as [number, number]
  const today = indiaMidnight(indiaDate(now)) + (h * 60 + m) * 60_000
  return today > now ? today : addDaysMs(today, 1)
}

// Runs `run` every night at `at`; a failure goes to `onError` and the next night is still planned.
// The timer never keeps a stopping process alive.
export const scheduleNightlyBackups = (opts: {
  at: string
  clock: Clock
  run: () => Promise<unknown>
  onError: (error: unknown) => void
}) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const plan = (after: number) => {
    if (stopped) return
    const due = nextBackupAt(after, opts.at)
    timer = setTimeout(
      () => {
        opts
          .run()
          .catch(opts.onError)
          // A timer may fire a little early: plan from the due time, never the same night twice.
          .finally(() => plan(Math.max(opts.clock.now(), due)))
      },
      Math.max(0, due - opts.clock.now()),
    )
    timer.unref()
  }
  plan(opts.clock.now())
  return {
    stop: () => {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
