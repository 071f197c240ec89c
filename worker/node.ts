import { getConnInfo } from '@hono/node-server/conninfo'
import { createApp } from './app'
import { isEmpty, seedDemo } from './db/seed/seed'
import { appSettingsOf, nodeEnvSchema, parseEnv, vapidOf } from './env'
import { ALERTS_JOB_EVERY_MS, runAlertsJob } from './features/alerts/alerts-job'
import { pushConfigOf } from './features/alerts/alerts-push'
import { inProcessPriceListPdf } from './features/price-list-pdf/in-process-price-list-pdf'
import { drainObjectDeletions } from './features/privacy/object-deletions'
import { forwardedClientAddress } from './lib/client-address'
import { errorKind } from './lib/errors'
import { nodeOriginConfig } from './lib/site-origin'
import { systemClock } from './lib/time'
import { memoryWriteLimit } from './lib/write-limit'
import { fileUrlPath, pruneBackups, scheduleNightlyBackups, takeBackup } from './platform/node-backup'
import { nodeCompressor } from './platform/node-compressor'
import { migrateDb, openNodeDb } from './platform/node-db'
import { serveNode } from './platform/node-http'
import { createLineWriter } from './platform/node-log'
import { folderObjectStore } from './platform/node-objects'
import { packageFileReader } from './platform/node-package-files'
import { diskWebFiles, loadPageRenderer } from './platform/node-pages'
import { staticFiles } from './platform/node-static'

// The one-machine entry: embedded libSQL file, a local folder for photos, the web build from disk.
const { env, push } = (() => {
  try {
    const env = parseEnv(nodeEnvSchema, process.env)
    return { env, push: pushConfigOf(vapidOf(env)) }
  } catch (error) {
    // Refuse to start, with the reason and the fix, rather than a stack trace.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()
const { db } = await openNodeDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN, env.DB_TIMEOUT_MS)
await migrateDb(db)
if (env.SEED_DEMO === 'true' && (await isEmpty(db))) {
  const counts = await seedDemo(db)
  console.log(`Seeded demo data: ${counts.products} products in ${counts.categories} categories.`)
}

const pages = await loadPageRenderer(env.SSR_BUNDLE, diskWebFiles(env.STATIC_DIR))

const origin = nodeOriginConfig(env)
if (!origin.site && !origin.hostIsOwn)
  console.log(
    "SITE_ORIGIN is not set: pages carry no canonical address or preview picture and there is no sitemap; set it to the shop's address, e.g. SITE_ORIGIN=https://shop.example.in",
  )

const lines = createLineWriter()
process.on('exit', lines.flush)

const objects = folderObjectStore(env.OBJECTS_DIR)
const app = createApp({
  db,
  objects,
  clock: systemClock,
  ...appSettingsOf(env, origin),
  compressor: nodeCompressor,
  assets: staticFiles(env.STATIC_DIR),
  ...(pages ? { pages } : {}),
  // The price list PDF drawn in this process (on Cloudflare, a Worker of its own).
  priceListPdf: inProcessPriceListPdf(packageFileReader('@fontsource/noto-sans-tamil')),
  clientAddress: (c) =>
    forwardedClientAddress(c.req.header('X-Forwarded-For'), getConnInfo(c).remote.address, env.TRUST_PROXY),
  // Without request lines, warnings and errors are still written: they are what an operator needs.
  log: env.LOG_REQUESTS === 'true' ? lines.write : (line) => /^(WARN|ERROR) /.test(line) && lines.write(line),
  ...(push ? { push } : {}),
  // The flood limit in memory: this process is the whole shop, so its count is the shop's.
  writeLimit: memoryWriteLimit(),
})

// The scheduled job on one machine: reminders and due alerts every 15 minutes, as the Workers
// Cron Trigger does. A failure is logged by class only (a database error quotes its values).
if (!push)
  console.log('Alerts are kept but not pushed: set VAPID_PRIVATE_KEY and VAPID_SUBJECT (npm run vapid:keys)')
const alertsJob = setInterval(() => {
  runAlertsJob({ db, clock: systemClock, push }).catch((error: unknown) =>
    lines.write(`ERROR alerts job ${errorKind(error)}`),
  )
  // Photos a deleted account left, which the object store refused at the time.
  drainObjectDeletions({ db, objects, log: lines.write }, systemClock.now()).catch((error: unknown) =>
    lines.write(`ERROR photo deletions ${errorKind(error)}`),
  )
}, ALERTS_JOB_EVERY_MS)
alertsJob.unref()

// The nightly backup on one machine, on the shop's own connection (a copy in one read transaction;
// requests wait for it a moment at night). A failure is logged by class only and the shop goes on.
if (env.BACKUP_DIR && !fileUrlPath(env.LIBSQL_URL)) {
  console.log('BACKUP_DIR is ignored: the database is not a file (Turso keeps its own point-in-time history)')
} else if (env.BACKUP_DIR) {
  const backupDir = env.BACKUP_DIR
  scheduleNightlyBackups({
    at: env.BACKUP_AT,
    clock: systemClock,
    run: async () => {
      const done = await takeBackup({ db, backupDir, objectsDir: env.OBJECTS_DIR, now: systemClock.now() })
      await pruneBackups(backupDir, env.BACKUP_KEEP)
      lines.write(`INFO nightly backup ${done.name}`)
    },
    onError: (error: unknown) => lines.write(`ERROR nightly backup ${errorKind(error)}`),
  })
  console.log(`Nightly backups at ${env.BACKUP_AT} India time into ${backupDir}, keeping ${env.BACKUP_KEEP}`)
}

const server = serveNode({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Storefront listening on http://localhost:${info.port} (database ${env.LIBSQL_URL})`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
