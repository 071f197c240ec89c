import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { RestoreRefused, restoreBackup } from '../../worker/platform/node-restore'
import { apiApp } from '../helpers/api-app'
import { backupOf, productCount, scratchFolder } from '../helpers/backup'

// A seller restoring the wrong file, or a backup cut short by a full disk, must get a clear
// refusal, with the live shop's database left exactly as it was.

const t = apiApp()
const scratch = scratchFolder('storefront-bad-restore-')
const NOW = Date.parse('2026-11-23T21:30:00Z')
let good = ''

beforeAll(async () => {
  const made = await backupOf(t, join(scratch, 'backups'), NOW)
  good = join(made.path, 'storefront.db')
})

// A stopped shop with its catalogue, and the file the seller names on the command line.
const attempt = async (name: string, bytes: Uint8Array | string) => {
  const shop = join(scratch, name)
  mkdirSync(shop, { recursive: true })
  const live = join(shop, 'storefront.db')
  copyFileSync(good, live)
  const before = readFileSync(live)
  const given = join(shop, `${name}.db`)
  writeFileSync(given, bytes)
  const restoring = restoreBackup({
    libsqlUrl: `file:${live}`,
    objectsDir: join(shop, 'objects'),
    backupDir: join(scratch, 'backups'),
    backup: given,
    now: NOW,
  })
  return { shop, live, before, restoring }
}

describe('db:restore of a file that is not a backup', () => {
  const cases: [string, () => Uint8Array | string, RegExp][] = [
    ['an empty file (a copy that never happened)', () => '', /empty|not a backup/i],
    ['a text file', () => 'Diwali price list\nflower pots,120\n', /not a database|not a backup/i],
    [
      'a backup cut short at half its size',
      () => readFileSync(good).subarray(0, 200_000),
      /damaged|cut short/i,
    ],
    [
      'a backup cut short after its first page',
      () => readFileSync(good).subarray(0, 4096),
      /damaged|cut short/i,
    ],
  ]
  for (const [what, bytes, message] of cases) {
    it(`restoring ${what} is refused in plain words and the live database is untouched`, async () => {
      const { shop, live, before, restoring } = await attempt(what.replace(/\W+/g, '-'), bytes())
      await expect(restoring).rejects.toBeInstanceOf(RestoreRefused)
      await expect(restoring).rejects.toThrow(message)
      expect(readFileSync(live).equals(before)).toBe(true)
      expect(await productCount(live)).toBeGreaterThan(0)
      expect(
        readdirSync(shop).filter((n) => n.includes('restoring') || n.includes('before-restore')),
      ).toEqual([])
    })
  }
})

describe('db:restore that fails part way', () => {
  it('a backup whose photos cannot be copied is refused before the live database is replaced', async () => {
    const shop = join(scratch, 'photos-fail')
    mkdirSync(shop, { recursive: true })
    const live = join(shop, 'storefront.db')
    copyFileSync(good, live)
    // The live shop differs from the backup: its price list was emptied since.
    const opened = createClient({ url: `file:${live}` })
    await opened.executeMultiple(
      'PRAGMA journal_mode = DELETE; PRAGMA foreign_keys = OFF; DELETE FROM product_media; DELETE FROM products;',
    )
    opened.close()
    const before = readFileSync(live)
    mkdirSync(join(shop, 'objects', 'lr'), { recursive: true })
    writeFileSync(join(shop, 'objects', 'lr', 'kept.png'), 'the shop’s own photo')
    // A backup folder with a good database and an objects folder that cannot be copied (a pipe
    // stands in for a disk that fills up or a file that cannot be read half way).
    const backup = join(scratch, 'broken-backup')
    mkdirSync(join(backup, 'objects', 'lr'), { recursive: true })
    copyFileSync(good, join(backup, 'storefront.db'))
    execFileSync('mkfifo', [join(backup, 'objects', 'lr', 'stuck.png')])
    await expect(
      restoreBackup({
        libsqlUrl: `file:${live}`,
        objectsDir: join(shop, 'objects'),
        backupDir: join(scratch, 'backups'),
        backup,
        now: NOW,
      }),
    ).rejects.toThrow()
    expect(readFileSync(live).equals(before)).toBe(true)
    expect(await productCount(live)).toBe(0)
    expect(readFileSync(join(shop, 'objects', 'lr', 'kept.png'), 'utf8')).toBe('the shop’s own photo')
    expect(readdirSync(shop).filter((n) => n.includes('restor'))).toEqual([])
  })
})
