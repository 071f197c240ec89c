// npm run bench:edge: the production Workers bundle in workerd (Miniflare, with the web build as
// its static assets) against the test Hrana bridge on a seeded libSQL file, with a fixed delay on
// every database request as from a PoP to the primary. It drives a Diwali mix at a fixed rate, with
// a database outage in the middle, and prints round trips per public read, latency and errors per
// path, and what became of the enquiries. Prints figures; asserts nothing.
// Settings (environment): BENCH_RATE (requests/s, 200), BENCH_SECONDS (60), BENCH_DB_DELAY_MS (30),
// BENCH_OUTAGE_SECONDS (10), BENCH_WARMUP_SECONDS (5).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as z from 'zod'
import { bigEnoughCart, enquiryFor } from '../tests/helpers/enquiry'
import { startHranaBridge } from '../tests/helpers/hrana-bridge'
import { buildWorkerBundle, startWorker } from '../tests/helpers/worker-bundle'
import type { Category, QuickOrderCategory } from '../worker/contract/catalogue'
import { seedDemo } from '../worker/db/seed/seed'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'
import { databaseFigures, type Phase, pathTable, type Sample, topStatements } from './bench-edge-report'

const args = z
  .object({
    BENCH_RATE: z.coerce.number().positive().default(200),
    BENCH_SECONDS: z.coerce.number().min(20).default(60),
    BENCH_DB_DELAY_MS: z.coerce.number().int().min(0).default(30),
    BENCH_OUTAGE_SECONDS: z.coerce.number().min(0).default(10),
    BENCH_WARMUP_SECONDS: z.coerce.number().min(0).default(5),
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

// A fixed seed: every run sends the same mix in the same order.
let seed = 12
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!

// Each simulated buyer is a different address, as at a real peak; per-client limits stay out of it.
let nextAddress = 1
const newAddress = () => {
  const n = nextAddress++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-edge-'))
const dbFile = join(dir, 'shop.db')
const runId = Date.now().toString(36)

console.log('building the production bundle (wrangler deploy --dry-run) ...')
const bundleDir = buildWorkerBundle(resolve('.wrangler/bench-edge-bundle'))
const seeded = await openNodeDb(`file:${dbFile}`)
await migrateDb(seeded.db)
await seedDemo(seeded.db)
const bridge = await startHranaBridge(dbFile, { delayMs: args.BENCH_DB_DELAY_MS })
// The worker's warnings, counted rather than printed: the same one can come thousands of times.
const workerStderr = new Map<string, number>()
const mf = await startWorker({
  libsqlUrl: bridge.url,
  dir: bundleDir,
  assets: true,
  quiet: (line) => {
    if (line.trim() && !/^\s+at /.test(line)) workerStderr.set(line, (workerStderr.get(line) ?? 0) + 1)
  },
})

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
      mf.dispatchFetch(url, {
        ...init,
        headers: { 'Accept-Encoding': 'gzip, br', 'CF-Connecting-IP': newAddress(), ...init.headers },
      } as Parameters<typeof mf.dispatchFetch>[1]),
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

const postJson = (payload: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(payload),
})

// Accounts to sign in with: created through the worker, each with its chosen password.
const accounts: { mobile: string; password: string; device: string }[] = []
for (let i = 0; i < ACCOUNTS; i++) {
  const mobile = `90001${String(i).padStart(5, '0')}`
  const signup = await send(
    'setup',
    false,
    `${API}/account/save`,
    postJson({
      customer_name: 'Edge Bench Buyer',
      address: '1, Main Road',
      city: 'Madurai',
      pin_code: '625001',
      mobile_no: mobile,
    }),
  )
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${signup.body}`)
  const first = await send(
    'setup',
    false,
    `${API}/users/login`,
    postJson({ username: mobile, password: mobile }),
  )
  const token = (JSON.parse(first.body) as { data: { token: string } }).data.token
  const password = `edge-bench-password-${i}`
  const set = await send(
    'setup',
    false,
    `${API}/account/set-password`,
    postJson({ new_password: password }, { 'x-auth-token': token }),
  )
  if (set.status !== 200) throw new Error(`set-password answered ${set.status}: ${set.body}`)
  accounts.push({
    mobile,
    password,
    device: (JSON.parse(set.body) as { data: { device_token?: string } }).data.device_token ?? '',
  })
}

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
bridge.resetLog()
t0 = Date.now()
warmEnd = t0 + args.BENCH_WARMUP_SECONDS * 1000
outageStart = t0 + ((seconds - args.BENCH_OUTAGE_SECONDS) / 2) * 1000
outageEnd = outageStart + args.BENCH_OUTAGE_SECONDS * 1000
runEnd = t0 + seconds * 1000
const outage = [
  sleep(outageStart - t0).then(() => bridge.fault('down')),
  sleep(outageEnd - t0).then(() => bridge.fault('none')),
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

// What the database holds for this run's enquiries.
const rows = (
  await seeded.db.$client.execute({
    sql: 'SELECT idempotency_key AS k, count(*) AS n FROM orders WHERE idempotency_key LIKE ? GROUP BY idempotency_key',
    args: [`edge-${runId}-%`],
  })
).rows.map((r) => ({ key: String(r.k), n: Number(r.n) }))
const halfWritten = Number(
  (
    await seeded.db.$client.execute(
      `SELECT (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id))
            + (SELECT count(*) FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)) AS n`,
    )
  ).rows[0]!.n,
)
const stored = new Set(rows.map((r) => r.key))
const storedRows = rows.reduce((t, r) => t + r.n, 0)
const lostAccepted = [...accepted].filter((k) => !stored.has(k)).length
const neverAccepted = attempted.filter((k) => !accepted.has(k)).length
// The key is unique in the schema, so this stays 0 unless that guard is lost: rows beyond one per key.
const duplicated = storedRows - stored.size

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
  databaseFigures(samples, bridge.log, [
    { phase: 'warm-up', from: t0, to: warmEnd },
    { phase: 'before', from: warmEnd, to: outageStart },
    { phase: 'outage', from: outageStart, to: outageEnd },
    { phase: 'after', from: outageEnd, to: runEnd },
  ]),
)
const steady = bridge.log.filter(
  (e) => (e.at >= warmEnd && e.at < outageStart) || (e.at >= outageEnd && e.at < runEnd),
)
const steadyReads = measured.filter((s) => s.publicRead && s.phase !== 'outage').length
console.log(
  `steady state (warm-up and outage excluded): ${((steady.length * 1000) / Math.max(1, steadyReads)).toFixed(1)} database requests per 1,000 public reads (all calls' requests counted)`,
)
console.log('\nmost frequent read-path database requests at steady state')
console.log(topStatements(steady))
console.log(`\npublic reads failed during the outage: ${publicReadFailuresInOutage}`)
console.log(
  `enquiries: ${attempted.length} buyers, ${accepted.size} accepted, ${stored.size} stored (${storedRows} rows), lost ${lostAccepted + neverAccepted} (${lostAccepted} accepted but not stored, ${neverAccepted} never accepted), duplicated ${duplicated}, refused with 4xx ${rejected.length}, half-written orders ${halfWritten}`,
)
for (const [line, n] of workerStderr) console.log(`worker stderr (${n}x): ${line.slice(0, 300)}`)
if (rejected.length) console.log(`  refused: ${rejected.slice(0, 5).join('; ')}`)

await mf.dispose()
await bridge.close()
seeded.close()
rmSync(dir, { recursive: true, force: true })
