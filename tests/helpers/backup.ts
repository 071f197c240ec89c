import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { count } from 'drizzle-orm'
import { afterAll } from 'vitest'
import { products } from '../../worker/db/schema'
import { takeBackup } from '../../worker/platform/node-backup'
import { openNodeDb } from '../../worker/platform/node-db'
import type { TestApp } from './test-app'

// A folder of the test file's own for backups and restored shops, removed after the file.
export const scratchFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// A backup of the test app's database and photos, as the scheduled job takes it.
export const backupOf = (t: TestApp, backupDir: string, now: number) =>
  takeBackup({ db: t.db, backupDir, objectsDir: join(t.dir, 'objects'), now })

// The repository's own commands, run as a seller runs them: another process beside the shop.
const TSX = resolve('node_modules/.bin/tsx')

export const runScript = async (script: string, env: Record<string, string>, args: string[] = []) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [resolve(script), ...args], {
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string }
    return { code: err.code ?? 1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }
  }
}

// How many products a database file holds: an empty shop has none, the demo one 165.
export const productCount = async (path: string) => {
  const { db, close } = await openNodeDb(`file:${path}`)
  try {
    return (await db.select({ n: count() }).from(products))[0]!.n
  } finally {
    close()
  }
}
