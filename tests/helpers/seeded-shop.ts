// Test-only: one demo database behind the Hrana bridge for a whole workerd test file, and the
// production workers started against it, all cleaned up after the file.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll } from 'vitest'
import { seedDemo } from '../../worker/db/seed/seed'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { type HranaBridge, startHranaBridge } from './hrana-bridge'
import { startWorker, type WorkerOptions } from './worker-bundle'

export const seededShopPerFile = () => {
  let dir = ''
  let bridge: HranaBridge | undefined
  const workers: Miniflare[] = []
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-shop-'))
    const dbFile = join(dir, 'shop.db')
    const { db, close } = await openNodeDb(`file:${dbFile}`)
    await migrateDb(db)
    await seedDemo(db)
    close()
    bridge = await startHranaBridge(dbFile)
  })
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.dispose()))
    await bridge?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    get bridge() {
      if (!bridge) throw new Error('the bridge starts in beforeAll')
      return bridge
    },
    // A folder of the file's own, for what a test keeps beside the database (an edge cache).
    path: (name: string) => join(dir, name),
    // A worker on the bridge unless told another database URL.
    async start(options: Partial<WorkerOptions> = {}) {
      const mf = await startWorker({ libsqlUrl: this.bridge.url, ...options })
      workers.push(mf)
      return mf
    },
  }
}
