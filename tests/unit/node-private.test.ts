import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openNodeDb } from '../../worker/platform/node-db'
import { folderObjectStore } from '../../worker/platform/node-objects'

// The database holds every buyer's name, mobile number and address: on a shared machine no other
// user may read it, its write-ahead log, or the seller's photos.

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storefront-private-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const modeOf = (path: string) => statSync(path).mode & 0o7777
const octal = (mode: number) => mode.toString(8)

// Opens the database, writes a row (so the -wal and -shm files exist) and leaves it open.
const openAndWrite = async (file: string) => {
  const shop = await openNodeDb(`file:${file}`)
  await shop.db.run(sql`create table if not exists t (x)`)
  await shop.db.run(sql`insert into t values (1)`)
  return shop
}

describe('the embedded database on disk', () => {
  it('a new database, its -wal and -shm files and its folder are readable by the shop user only', async () => {
    const file = join(root, 'data', 'storefront.db')
    const shop = await openAndWrite(file)
    try {
      expect(octal(modeOf(join(root, 'data')))).toBe('700')
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(octal(modeOf(f)), f).toBe('600')
    } finally {
      shop.close()
    }
  })

  it('a database, log and folder made readable by everyone before are tightened when the shop starts', async () => {
    const dir = join(root, 'data')
    const file = join(dir, 'storefront.db')
    // An earlier shop, still open (or stopped by a crash): its -wal and -shm are on disk.
    const before = await openAndWrite(file)
    for (const f of [file, `${file}-wal`, `${file}-shm`]) chmodSync(f, 0o644)
    chmodSync(dir, 0o755)
    const shop = await openNodeDb(`file:${file}`)
    try {
      expect(octal(modeOf(dir))).toBe('700')
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(octal(modeOf(f)), f).toBe('600')
    } finally {
      shop.close()
      before.close()
    }
  })

  it('a shared folder holding the database (sticky, as /tmp) is left as it is; the file is still private', async () => {
    const shared = join(root, 'shared')
    mkdirSync(shared)
    chmodSync(shared, 0o1777)
    const shop = await openAndWrite(join(shared, 'shop.db'))
    shop.close()
    expect(octal(modeOf(shared))).toBe('1777')
    expect(octal(modeOf(join(shared, 'shop.db')))).toBe('600')
  })
})

describe('the objects folder', () => {
  it("is made private with everything already in it, and new photos are the shop user's alone", async () => {
    const objects = join(root, 'objects')
    mkdirSync(join(objects, 'lr'), { recursive: true, mode: 0o755 })
    writeFileSync(join(objects, 'lr', 'old.jpg'), 'photo', { mode: 0o644 })
    chmodSync(objects, 0o755)
    const store = folderObjectStore(objects)
    expect(octal(modeOf(objects))).toBe('700')
    expect(octal(modeOf(join(objects, 'lr')))).toBe('700')
    expect(octal(modeOf(join(objects, 'lr', 'old.jpg')))).toBe('600')
    await store.put('payments/new.png', new Uint8Array([1, 2, 3]), 'image/png')
    expect(octal(modeOf(join(objects, 'payments')))).toBe('700')
    expect(octal(modeOf(join(objects, 'payments', 'new.png')))).toBe('600')
    expect(octal(modeOf(join(objects, 'payments', 'new.png.meta.json')))).toBe('600')
  })
})
