import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { listBackups, pruneBackups } from '../../worker/platform/node-backup'
import { folderObjectStore } from '../../worker/platform/node-objects'
import { RestoreRefused, restoreBackup } from '../../worker/platform/node-restore'
import { apiApp } from '../helpers/api-app'
import { backupOf, productCount, runScript, scratchFolder } from '../helpers/backup'
import { tinyPng } from '../helpers/images'

const t = apiApp()
const scratch = scratchFolder('storefront-restore-')
const DAY = 24 * 60 * 60_000
const NOW = Date.parse('2026-11-23T21:30:00Z')
const fresh = (name: string) => {
  const dir = join(scratch, name)
  mkdirSync(dir, { recursive: true })
  return dir
}
const backupIn = (backupDir: string, now = NOW) => backupOf(t, backupDir, now)

describe('keeping the last N backups', () => {
  it('keeps exactly BACKUP_KEEP backups and never touches what else is in the folder', async () => {
    const dir = fresh('keep')
    const foreign = ['notes.txt', 'storefront-2026-01-01T0300+0530', 'storefront-2020-01-01T0300+0530.old']
    writeFileSync(join(dir, foreign[0]!), 'the seller’s own notes')
    writeFileSync(join(dir, foreign[1]!), 'a file, not a backup folder')
    mkdirSync(join(dir, foreign[2]!))
    mkdirSync(join(dir, 'storefront-manual-copy'))
    // A half-made backup a power cut left a day ago; one in progress now stays.
    const stale = join(dir, '.partial-storefront-2026-11-20T0300+0530-deadbeef')
    const inProgress = join(dir, '.partial-storefront-2026-11-23T0300+0530-0badcafe')
    mkdirSync(stale)
    mkdirSync(inProgress)
    const lastNight = NOW + 4 * DAY
    utimesSync(stale, new Date(lastNight - DAY), new Date(lastNight - DAY))
    utimesSync(inProgress, new Date(lastNight - 60_000), new Date(lastNight - 60_000))

    const made = []
    for (let day = 0; day < 5; day++) made.push((await backupIn(dir, NOW + day * DAY)).name)
    made.push((await backupIn(dir, NOW + 4 * DAY)).name) // twice in one minute
    expect(made.at(-1)).toBe('storefront-2026-11-28T0300+0530-2')

    const removed = await pruneBackups(dir, 3, lastNight)
    expect(removed).toEqual(made.slice(0, 3))
    expect((await listBackups(dir)).map((b) => b.name)).toEqual(made.slice(3))
    for (const name of [...foreign, 'storefront-manual-copy']) expect(existsSync(join(dir, name))).toBe(true)
    expect(existsSync(stale)).toBe(false)
    expect(existsSync(inProgress)).toBe(true)
  })

  it("a backup is readable by the shop's own user alone, not by everyone on the machine", async () => {
    const dir = fresh('private')
    const { name } = await backupIn(dir)
    expect(statSync(join(dir, name)).mode & 0o077).toBe(0)
  })

  it('copies new objects and links the unchanged ones from the previous backup', async () => {
    const dir = fresh('objects')
    await folderObjectStore(join(t.dir, 'objects')).put('payments/o1/a.png', tinyPng(), 'image/png')
    const first = await backupIn(dir)
    await folderObjectStore(join(t.dir, 'objects')).put('lr/o2/b.png', tinyPng(), 'image/png')
    const second = await backupIn(dir, NOW + DAY)
    expect(first.objects.copied).toBeGreaterThanOrEqual(2)
    expect(second.objects).toEqual({ copied: 2, linked: first.objects.copied })
    const inode = (b: { path: string }) => statSync(join(b.path, 'objects/payments/o1/a.png')).ino
    expect(inode(second)).toBe(inode(first))
    // The live file is never shared with a backup: the shop writing it cannot change one.
    expect(inode(first)).not.toBe(statSync(join(t.dir, 'objects/payments/o1/a.png')).ino)
  })
})

describe('db:restore', () => {
  it('refuses a database that is not a file, pointing at Turso’s point-in-time restore', async () => {
    const dir = fresh('turso')
    const made = await backupIn(dir)
    const restoring = restoreBackup({
      libsqlUrl: 'libsql://shop-seller.turso.io',
      objectsDir: join(dir, 'live-objects'),
      backupDir: dir,
      backup: made.name,
      now: NOW,
    })
    await expect(restoring).rejects.toBeInstanceOf(RestoreRefused)
    await expect(restoring).rejects.toThrow(/not a file: database.*point-in-time restore/)
    expect(readdirSync(dir)).toEqual([made.name])
  })

  it('refuses while the shop has the database open, and leaves it as it was', async () => {
    const dir = fresh('running')
    const made = await backupIn(dir)
    const live = join(t.dir, 'test.db')
    const before = readdirSync(t.dir).sort()
    await expect(
      restoreBackup({
        libsqlUrl: `file:${live}`,
        objectsDir: join(t.dir, 'objects'),
        backupDir: dir,
        backup: made.name,
        now: NOW,
      }),
    ).rejects.toThrow(/in use: stop the shop/)
    expect(readdirSync(t.dir).sort()).toEqual(before)
    expect(await productCount(live)).toBeGreaterThan(0)
  })

  it('keeps the current database and objects aside and puts the backup’s in their place', async () => {
    const dir = fresh('aside')
    const photo = tinyPng()
    await folderObjectStore(join(t.dir, 'objects')).put('lr/o3/c.png', photo, 'image/png')
    const made = await backupIn(dir)
    // The database being replaced: made and closed by another process, with no products in it.
    const shop = fresh('aside-shop')
    const db = join(shop, 'storefront.db')
    const migrated = await runScript('scripts/db-migrate.ts', { LIBSQL_URL: `file:${db}` })
    expect(migrated.code).toBe(0)
    await folderObjectStore(join(shop, 'objects')).put('lr/old/old.png', photo, 'image/png')

    const r = await restoreBackup({
      libsqlUrl: `file:${db}`,
      objectsDir: join(shop, 'objects'),
      backupDir: dir,
      backup: 'latest',
      now: NOW,
    })
    expect(r.from).toBe(made.path)
    expect(r.databaseKeptAt).toBe(join(shop, 'storefront.db.before-restore-2026-11-24T0300+0530'))
    expect(r.objectsKeptAt).toBe(join(shop, 'objects.before-restore-2026-11-24T0300+0530'))
    expect(await productCount(db)).toBeGreaterThan(0)
    expect(await productCount(r.databaseKeptAt!)).toBe(0)
    expect(existsSync(join(shop, 'objects/lr/o3/c.png'))).toBe(true)
    expect(existsSync(join(shop, 'objects/lr/old/old.png'))).toBe(false)
    expect(existsSync(join(r.objectsKeptAt!, 'lr/old/old.png'))).toBe(true)
    // No half-restored files are left beside the database.
    expect(readdirSync(shop).filter((n) => n.includes('restoring'))).toEqual([])
  })

  it('brings a database from before the migrations up to the current schema', async () => {
    const dir = fresh('old-schema')
    const oldFile = join(dir, 'old.db')
    const old = createClient({ url: `file:${oldFile}` })
    await old.execute('CREATE TABLE notes (text TEXT)')
    old.close()
    const target = join(dir, 'restored', 'storefront.db')
    const r = await restoreBackup({
      libsqlUrl: `file:${target}`,
      objectsDir: join(dir, 'objects'),
      backupDir: dir,
      backup: oldFile,
      now: NOW,
    })
    expect(r.objects).toBeNull()
    const migrations = readdirSync('migrations').filter((n) => n.endsWith('.sql')).length
    const check = createClient({ url: `file:${target}` })
    try {
      const applied = await check.execute('SELECT count(*) AS n FROM __drizzle_migrations')
      expect(Number(applied.rows[0]!.n)).toBe(migrations)
      const tables = await check.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
      expect(tables.rows.map((t) => t.name)).toEqual(
        expect.arrayContaining(['notes', 'orders', 'order_lines']),
      )
    } finally {
      check.close()
    }
  })
})
