// npm run bench:edge: the production Workers bundle in workerd (Miniflare, with the web build as
// its static assets; two instances sharing one edge cache, as two isolates of one data centre)
// against the test Hrana bridge, in a process of its own, on a seeded libSQL file, with a fixed
// delay on every database request as from a PoP to the primary. It drives a Diwali mix at a fixed
// rate, with a database outage in the middle, then a burst of enquiries at once, and prints round
// trips per public read, latency and errors per path, what became of the enquiries and the host's
// load. Prints figures; exits non-zero only when the burst lost or duplicated an enquiry.
// Settings (environment): BENCH_RATE (requests/s, 200), BENCH_SECONDS (60), BENCH_DB_DELAY_MS (30),
// BENCH_OUTAGE_SECONDS (10), BENCH_WARMUP_SECONDS (5), BENCH_BURST (enquiries at once, 100),
// BENCH_BURST_ISOLATES (4). The pages come from dist/web: run `npm run build`
// first when the web changed (the worker bundle is always rebuilt).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import * as z from 'zod'
import { bigEnoughCart, enquiryFor } from '../tests/helpers/enquiry'
import { type BridgeLogEntry, controlBridge } from '../tests/helpers/hrana-bridge'
import { buildWorkerBundle, startWorker } from '../tests/helpers/worker-bundle'
import type { Category, QuickOrderCategory } from '../worker/contract/catalogue'
import { seedDemo } from '../worker/db/seed/seed'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'
import { runBurst } from './bench-edge-burst'
import { createAccounts, newAddress, pick, postJson, random } from './bench-edge-buyers'
import {
  databaseFigures,
  enquiryOutcome,
  hostLoad,
  type Phase,
  pathTable,
  type Sample,
  steadyFigure,
  topStatements,
  versionReadFigure,
} from './bench-edge-report'

const args = z
  .object({
    BENCH_RATE: z.coerce.number().positive().default(200),
    BENCH_SECONDS: z.coerce.number().min(20).default(60),
    BENCH_DB_DELAY_MS: z.coerce.number().int().min(0).default(30),
    BENCH_OUTAGE_SECONDS: z.coerce.number().min(0).default(10),
    BENCH_WARMUP_SECONDS: z.coerce.number().min(0).default(5),
    BENCH_BURST: z.coerce.number().int().min(1).default(100),
    BENCH_BURST_ISOLATES: z.coerce.number().int().min(1).default(4),
  })
  .parse(process.env)

const ORIGIN = 'http://shop.test'
const API = `${ORIGIN}/api/website-management`
const ACCOUNTS = 10
// The web waits 1.5 s before its first retry of an enquiry.
const RETRY_MS = 1500
// The bench gives up on an answer after this long and counts a failure.
const GIVE_UP_MS = 30_000
const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms))

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-edge-'))
const dbFile = join(dir, 'shop.db')
const runId = Date.now().toString(36)

// The bridge in its own process: prints its address once it listens.
const startBridgeProcess = async (dbPath: string, delayMs: number) => {
  const child = spawn(
    resolve('node_modules/.bin/tsx'),
    ['scripts/bench-bridge.ts', dbPath, String(delayMs)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((ok, fail) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /^bridge (\S+)/.exec(line)
      if (m) ok(m[1]!)
    })
    child.once('exit', (code) => fail(new Error(`the bridge process exited (${code})`)))
  })
  const stop = () =>
    new Promise<void>((ok) => {
      child.once('exit', () => ok())
      child.kill('SIGTERM')
    })
  return { url, stop }
}
const bridgeLog = async (url: string) =>
  (await (await fetch(`${url}/__control/log`)).json()) as BridgeLogEntry[]

const loadAtStart = hostLoad('start')
console.log(loadAtStart.text)
console.log('building the production bundle (wrangler deploy --dry-run) ...')
const bundleDir = buildWorkerBundle(resolve('.wrangler/bench-edge-bundle'))
const seeded = await openNodeDb(`file:${dbFile}`)
await migrateDb(seeded.db)
await seedDemo(seeded.db)
const bridge = await startBridgeProcess(dbFile, args.BENCH_DB_DELAY_MS)
// The worker's warnings, counted rather than printed: the same one can come thousands of times.
const workerStderr = new Map<string, number>()
// Isolates of one data centre: workers sharing one edge cache folder.
const startIsolate = () =>
  startWorker({
    libsqlUrl: bridge.url,
    dir: bundleDir,
    assets: true,
    cachePersist: join(dir, 'edge-cache'),
    quiet: (line) => {
      if (line.trim() && !/^\s+at /.test(line)) workerStderr.set(line, (workerStderr.get(line) ?? 0) + 1)
    },
  })
const isolates = [await startIsolate(), await startIsolate()]
let turn = 0

const samples: Sample[] = []
let t0 = 0
let warmEnd = 0
let outageStart = 0
let outageEnd = 0
let runEnd = 0
const phaseOf = (at: number): Phase =>
  at < warmEnd ? 'warm-up' : at < outageStart ? 'before' : at < outageEnd ? 'outage' : 'after'

let inFlight = 0
let maxInFlight = 0
const send = async (path: string, publicRead: boolean, url: string, init: RequestInit = {}) => {
  const at = Date.now()
  const started = performance.now()
  let status = 0
  let body = ''
  inFlight++
  maxInFlight = Math.max(maxInFlight, inFlight)
  try {
    const res = await Promise.race([
      isolates[turn++ % isolates.length]!.dispatchFetch(url, {
        ...init,
        headers: { 'Accept-Encoding': 'gzip, br', 'CF-Connecting-IP': newAddress(), ...init.headers },
      } as Parameters<(typeof isolates)[number]['dispatchFetch']>[1]),
      sleep(GIVE_UP_MS).then(() => undefined),
    ])
    if (res) {
      body = await res.text()
      status = res.status
    }
  } catch {
    status = 0
  } finally {
    inFlight--
  }
  if (t0) samples.push({ path, publicRead, phase: phaseOf(at), at, ms: performance.now() - started, status })
  return { status, body }
}

const accounts = await createAccounts(ACCOUNTS, (path, init) => send('setup', false, `${API}/${path}`, init))

const quick = JSON.parse((await send('setup', false, `${API}/product/quickorder`)).body) as {
  data: QuickOrderCategory[]
}
const categories = (
  JSON.parse((await send('setup', false, `${API}/product/category/get`)).body) as { data: Category[] }
).data
const products = quick.data.flatMap((c) => c.product_list)
const cart = bigEnoughCart(products)
const slugs = categories.map((c) => c.slug)
const trackedMobiles = [...accounts.map((a) => a.mobile), '9876543210', '9123456780']

// Enquiries: each buyer keeps one Idempotency-Key and retries with it until the shop accepts it.
const accepted = new Set<string>()
const attempted: string[] = []
const rejected: string[] = []
let buyers = 0
const enquire = async () => {
  const n = buyers++
  const key = `edge-${runId}-${n}`
  attempted.push(key)
  const payload = enquiryFor(cart, {
    customer_name: 'Edge Bench Buyer',
    mobile_no: `97${String(n).padStart(8, '0')}`,
  })
  while (Date.now() < runEnd) {
    const { status } = await send(
      'POST order/save',
      false,
      `${API}/order/save`,
      postJson(payload, { 'Idempotency-Key': key }),
    )
    if (status >= 200 && status < 300) return void accepted.add(key)
    if (status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429) {
      rejected.push(`${key}: ${status}`)
      return
    }
    await sleep(RETRY_MS)
  }
}

// The mix, in requests per 1,000: mostly catalogue and page reads, then settings, tracking,
// sign-ins and about 1% enquiries. Pages are the prerendered HTML from the static assets and the
// worker's sitemap.
const mix: [number, () => Promise<unknown>][] = [
  [200, () => send('GET product/quickorder', true, `${API}/product/quickorder`)],
  [100, () => send('GET product/category/get', true, `${API}/product/category/get`)],
  [150, () => send('GET product/get/:id', true, `${API}/product/get/${pick(products)._id}`)],
  [
    100,
    () =>
      send('GET product/categorywise/list/:slug', true, `${API}/product/categorywise/list/${pick(slugs)}`),
  ],
  [85, () => send('GET product/netrate/list', true, `${API}/product/netrate/list`)],
  [80, () => send('GET / (page)', true, `${ORIGIN}/`)],
  [40, () => send('GET /category?id= (page)', true, `${ORIGIN}/category?id=${pick(slugs)}`)],
  [30, () => send('GET /about (page)', true, `${ORIGIN}/about`)],
  [30, () => send('GET /sitemap.xml', true, `${ORIGIN}/sitemap.xml`)],
  [100, () => send('GET settings/public', true, `${API}/settings/public`)],
  [20, () => send('GET master/district/get/TN', true, `${API}/master/district/get/TN`)],
  [
    40,
    () =>
      send(
        'POST order/search (tracking)',
        false,
        `${API}/order/search`,
        postJson({ mobile_no: pick(trackedMobiles) }),
      ),
  ],
  [
    15,
    () => {
      const a = pick(accounts)
      return send(
        'POST users/login',
        false,
        `${API}/users/login`,
        postJson({ username: a.mobile, password: a.password, device_token: a.device }),
      )
    },
  ],
  [10, enquire],
]
const weightTotal = mix.reduce((t, [w]) => t + w, 0)
const next = () => {
  let r = random() * weightTotal
  for (const [w, run] of mix) {
    r -= w
    if (r < 0) return run
  }
  return mix[0]![1]
}

const seconds = args.BENCH_SECONDS
console.log(
  `driving ${args.BENCH_RATE} req/s for ${seconds} s (warm-up ${args.BENCH_WARMUP_SECONDS} s, database down for ${args.BENCH_OUTAGE_SECONDS} s in the middle), ${args.BENCH_DB_DELAY_MS} ms added to every database request ...`,
)
await controlBridge(bridge.url, { resetLog: true })
t0 = Date.now()
warmEnd = t0 + args.BENCH_WARMUP_SECONDS * 1000
outageStart = t0 + ((seconds - args.BENCH_OUTAGE_SECONDS) / 2) * 1000
outageEnd = outageStart + args.BENCH_OUTAGE_SECONDS * 1000
runEnd = t0 + seconds * 1000
const outage = [
  sleep(outageStart - t0).then(() => controlBridge(bridge.url, { fault: 'down' })),
  sleep(outageEnd - t0).then(() => controlBridge(bridge.url, { fault: 'none' })),
]
const running: Promise<unknown>[] = []
let scheduled = 0
while (Date.now() < runEnd) {
  const due = Math.floor(((Date.now() - t0) / 1000) * args.BENCH_RATE)
  while (scheduled < due) {
    scheduled++
    running.push(next()())
  }
  await sleep(2)
}
await Promise.all(outage)
await Promise.race([Promise.all(running), sleep(GIVE_UP_MS + 5000)])
const drained = Date.now()
const log = await bridgeLog(bridge.url)

const outcome = await enquiryOutcome(seeded.db.$client, `edge-${runId}-%`, attempted, accepted)
const measured = samples.filter((s) => s.phase !== 'warm-up')
const publicReadFailuresInOutage = samples.filter(
  (s) => s.publicRead && s.phase === 'outage' && (s.status === 0 || s.status >= 500),
).length
const sec = (ms: number) => ((ms - t0) / 1000).toFixed(0)
console.log(
  `\nsent ${samples.length} requests (${(samples.length / seconds).toFixed(0)}/s), at most ${maxInFlight} in flight; drained ${((drained - runEnd) / 1000).toFixed(1)} s after the end`,
)
console.log(`outage: database down from ${sec(outageStart)} s to ${sec(outageEnd)} s\n`)
console.log(
  'latency at steady state (after the warm-up, outside the outage); errors = status >= 500 or no answer, whole run',
)
console.log(pathTable(samples.filter((s) => s.path !== 'setup')))
console.log('\ndatabase requests (every request the bridge received, failed ones included)')
console.log(
  databaseFigures(samples, log, [
    { phase: 'warm-up', from: t0, to: warmEnd },
    { phase: 'before', from: warmEnd, to: outageStart },
    { phase: 'outage', from: outageStart, to: outageEnd },
    { phase: 'after', from: outageEnd, to: runEnd },
  ]),
)
const steady = log.filter(
  (e) => (e.at >= warmEnd && e.at < outageStart) || (e.at >= outageEnd && e.at < runEnd),
)
const steadyReads = measured.filter((s) => s.publicRead && s.phase !== 'outage').length
const steadySeconds = seconds - args.BENCH_WARMUP_SECONDS - args.BENCH_OUTAGE_SECONDS
console.log(steadyFigure(steady, steadyReads))
console.log(
  versionReadFigure(steady, steadySeconds, {
    isolates: isolates.length,
    intervalSeconds: 5,
    publicReadsPerSecond: steadyReads / steadySeconds,
  }),
)
console.log('\nmost frequent read-path database requests at steady state')
console.log(topStatements(steady))
console.log(`\npublic reads failed during the outage: ${publicReadFailuresInOutage}`)
console.log(`${outcome}, refused with 4xx ${rejected.length}`)
if (rejected.length) console.log(`  refused: ${rejected.slice(0, 5).join('; ')}`)

while (isolates.length < args.BENCH_BURST_ISOLATES) isolates.push(await startIsolate())
console.log('')
const burst = await runBurst({
  workers: isolates,
  bridgeUrl: bridge.url,
  client: seeded.db.$client,
  runId,
  cart,
  size: args.BENCH_BURST,
})
console.log(burst.text)
for (const [line, n] of workerStderr) console.log(`worker stderr (${n}x): ${line.slice(0, 300)}`)
const loadAtEnd = hostLoad('end')
console.log(`\n${loadAtStart.text}\n${loadAtEnd.text}`)
if (loadAtStart.busy || loadAtEnd.busy)
  console.log(
    "WARNING: the host's load was above its core count: these figures measure a busy machine as much as the shop; run again on a quiet one before reading latency",
  )

await Promise.all(isolates.map((w) => w.dispose()))
await bridge.stop()
seeded.close()
rmSync(dir, { recursive: true, force: true })
if (burst.lost > 0 || burst.duplicated > 0) process.exitCode = 1
