// Test-only: the shop on Node with its database behind the Hrana bridge, so a browser test can
// take the database away mid-checkout (the bridge's control API) and bring it back.
// Usage: tsx tests/e2e/outage-server.ts <shop port> <bridge port>
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { seedDemo } from '../../worker/db/seed/seed'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { startHranaBridge } from '../helpers/hrana-bridge'

const [shopPort, bridgePort] = process.argv.slice(2).map(Number)
if (!shopPort || !bridgePort) throw new Error('usage: outage-server.ts <shop port> <bridge port>')

const dir = resolve('test-results/e2e-outage')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const dbFile = join(dir, 'shop.db')
const { db, close } = await openNodeDb(`file:${dbFile}`)
await migrateDb(db)
await seedDemo(db)
close()

const bridge = await startHranaBridge(dbFile, { port: bridgePort })
const shop = spawn('tsx', ['worker/node.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    LIBSQL_URL: bridge.url,
    OBJECTS_DIR: join(dir, 'objects'),
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    DB_TIMEOUT_MS: '1500',
  },
})
const stop = () => {
  shop.kill('SIGTERM')
  void bridge.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
shop.on('exit', (code) => {
  void bridge.close().finally(() => process.exit(code ?? 1))
})
