// Playwright's second web server: the Node entry on a database it reaches over HTTP through the
// Hrana bridge, so a browser test can take the database away mid-checkout (POST /__control on the
// bridge) and bring it back. Ports from OUTAGE_PORT (the shop) and OUTAGE_BRIDGE_PORT.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { seedDemo } from '../../worker/db/seed/seed'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { startHranaBridge } from '../helpers/hrana-bridge'

const port = Number(process.env.OUTAGE_PORT ?? 8798)
const bridgePort = Number(process.env.OUTAGE_BRIDGE_PORT ?? 8799)
const dir = resolve('test-results/e2e-outage-data')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const dbFile = join(dir, 'shop.db')

const seeded = await openNodeDb(`file:${dbFile}`)
await migrateDb(seeded.db)
await seedDemo(seeded.db)
seeded.close()

const bridge = await startHranaBridge(dbFile, { port: bridgePort })
console.log(`outage bridge on ${bridge.url} (POST ${bridge.url}/__control {"fault":"down"})`)

const shop = spawn('tsx', ['worker/node.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LIBSQL_URL: bridge.url,
    OBJECTS_DIR: join(dir, 'objects'),
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    // A database call gives up after a second (read by the Node entry once it has the setting).
    DB_TIMEOUT_MS: '1000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

const stop = async () => {
  shop.kill('SIGTERM')
  await bridge.close()
  process.exit(0)
}
shop.on('exit', (code) => {
  console.error(`outage shop exited (${code})`)
  void bridge.close().then(() => process.exit(code ?? 1))
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop())
