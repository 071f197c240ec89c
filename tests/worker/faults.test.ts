import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Response as MfResponse, Miniflare } from 'miniflare'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Product, QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { seedDemo } from '../../worker/db/seed/seed'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import {
  type BridgeLogEntry,
  type FaultMode,
  type HranaBridge,
  startHranaBridge,
} from '../helpers/hrana-bridge'
import { startWorker } from '../helpers/worker-bundle'

// The production bundle in workerd, its database reached through the Hrana bridge, which fails on
// demand. Reads answer from the last good snapshot while the database is down or slow; writes fail
// fast with a 503 the browser can retry; a write cut part-way leaves nothing behind.

const ORIGIN = 'http://shop.test'
const API = `${ORIGIN}/api/website-management`
// Freshness is checked often here; every database call gives up after a second.
const BINDINGS = { CATALOGUE_CHECK_MS: '200', DB_TIMEOUT_MS: '1000' }
const SLOW_MS = 20_000
// A worker that finds a freshness check due on every request, and whose database calls outlast the
// slow database: a read that waited for one would still be waiting, so a read that answers while
// the database holds its check did not wait.
const PATIENT = { CATALOGUE_CHECK_MS: '0', DB_TIMEOUT_MS: String(SLOW_MS * 3) }

let dir: string
let bridge: HranaBridge
let mf: Miniflare
let patient: Miniflare
let nodeDb: Awaited<ReturnType<typeof openNodeDb>>
let buyer = 0

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms))

// Each call comes from its own address, so per-client limits never decide a test here.
const get = (worker: Miniflare, url: string) =>
  worker.dispatchFetch(url, { headers: { 'CF-Connecting-IP': `10.1.0.${++buyer % 250}` } })

interface Answer {
  status: number
  headers: Headers | { get(name: string): string | null }
  text: string
  ms: number
}

// A request the shop does not answer within ANSWER_LIMIT_MS counts as no answer (status 0), so a
// test fails on what went wrong, not on its own time limit.
const ANSWER_LIMIT_MS = 5000
const timed = async (request: () => Promise<MfResponse>): Promise<Answer> => {
  const started = performance.now()
  const res = await Promise.race([request(), sleep(ANSWER_LIMIT_MS).then(() => undefined)])
  if (!res)
    return { status: 0, headers: new Headers(), text: `no answer within ${ANSWER_LIMIT_MS} ms`, ms: Infinity }
  const text = await res.text()
  return { status: res.status, headers: res.headers, text, ms: performance.now() - started }
}

const short = (a: Answer) => `${a.status} ${a.text.slice(0, 300)}`

const placeEnquiry = (products: Product[], key: string, mobile: string) =>
  mf.dispatchFetch(`${API}/order/save`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      'CF-Connecting-IP': `10.2.0.${++buyer % 250}`,
    },
    body: JSON.stringify(enquiryFor(bigEnoughCart(products), { mobile_no: mobile })),
  })

const catalogue = async () => {
  const res = await get(mf, `${API}/product/quickorder`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: QuickOrderCategory[] }).data.flatMap((c) => c.product_list)
}

const expectServiceUnavailable = (a: Answer) => {
  expect(a.status, short(a)).toBe(503)
  expect(Number(a.headers.get('Retry-After')), 'Retry-After').toBeGreaterThan(0)
  const body = JSON.parse(a.text) as ErrorBody
  expect(body.error.code).toBe('SERVICE_UNAVAILABLE')
  expect(body.error.message).toMatch(/\w/)
  expect(body.error.message).not.toMatch(/SQLITE|fetch|hrana|Error:|\bat\s\S+:\d+/i)
}

const count = async (sql: string, args: string[] = []) =>
  Number((await nodeDb.db.$client.execute({ sql, args })).rows[0]!.n)

// The version table the freshness check and the health probe read; a buyer's own calls name others.
const isVersionCheck = (e: BridgeLogEntry) => e.tables.length > 0 && e.tables.every((t) => t === 'counters')

// A new answer's calls are counted from here. An earlier answer may come back as soon as one of its
// calls is given up, and its other calls a moment later (later still on a busy machine): they are
// let go first, so none of them is counted as this answer's.
const settleThenResetLog = async () => {
  await vi.waitFor(() => expect(bridge.waiting, 'calls still held for an earlier answer').toBe(0), {
    timeout: ANSWER_LIMIT_MS,
    interval: 10,
  })
  bridge.resetLog()
}

// Faults the database, then reads until the worker's freshness check has met the fault: held by
// the slow database (its caller still waiting), or refused by the one that is down.
const faultWithCheckUnderWay = async (mode: FaultMode, url: string) => {
  bridge.fault(mode)
  bridge.resetLog()
  await vi.waitFor(
    async () => {
      expect((await timed(() => get(patient, url))).status).toBe(200)
      const met = mode === 'slow' ? bridge.waiting : bridge.log.filter((e) => e.fault === mode).length
      expect(met, 'a freshness check under the fault').toBeGreaterThan(0)
    },
    { timeout: ANSWER_LIMIT_MS, interval: 20 },
  )
}

// Under 'slow' an answer that depends on the database can only come by giving up on it: the
// database never answered, the worker hung up on a call of its own (not only the background check).
const expectGaveUpOnTheDatabase = (mode: FaultMode, what: string) => {
  if (mode !== 'slow') return
  expect(
    bridge.abandoned.filter((e) => !isVersionCheck(e)).length,
    `${what}: a call given up at its timeout`,
  ).toBeGreaterThan(0)
}

// One timeout (DB_TIMEOUT_MS) at most, not one per read: every call the answer made reached the
// database before the worker gave up on any of them.
const expectOneTimeoutAtMost = (mode: FaultMode, what: string) => {
  expectGaveUpOnTheDatabase(mode, what)
  if (mode !== 'slow') return
  const calls = bridge.log.filter((e) => !isVersionCheck(e))
  // Only this answer's own calls: one given up for an earlier answer says nothing of this one.
  const own = bridge.abandoned.filter((e) => bridge.log.includes(e))
  const firstGaveUp = Math.min(...own.map((e) => e.gaveUpSeq ?? Infinity))
  const told = calls.map(
    (e) => `${e.seq} ${e.tables.join(',') || e.kinds.join(',')} gave up at ${e.gaveUpSeq ?? '-'}`,
  )
  expect(
    Math.max(...calls.map((e) => e.seq ?? Infinity)),
    `${what}: a call after a timeout (${told.join('; ')})`,
  ).toBeLessThan(firstGaveUp)
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-faults-'))
  const dbFile = join(dir, 'shop.db')
  nodeDb = await openNodeDb(`file:${dbFile}`)
  await migrateDb(nodeDb.db)
  await seedDemo(nodeDb.db)
  bridge = await startHranaBridge(dbFile, { slowMs: SLOW_MS })
  mf = await startWorker({ libsqlUrl: bridge.url, bindings: BINDINGS, assets: true })
  patient = await startWorker({ libsqlUrl: bridge.url, bindings: PATIENT, assets: true })
})

afterEach(() => {
  bridge.fault('none')
})

afterAll(async () => {
  await mf?.dispose()
  await patient?.dispose()
  await bridge?.close()
  nodeDb?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe.each<FaultMode>(['down', 'slow'])('with the database %s', (mode) => {
  it('catalogue reads and pages keep answering 200 from the last good snapshot, without waiting', async () => {
    const product = (await catalogue()).find((p) => p.is_sold_out === 0)!
    const urls = [
      `${API}/product/quickorder`,
      `${API}/product/get/${product._id}`,
      `${ORIGIN}/sitemap.xml`,
      `${ORIGIN}/`,
    ]
    const warm = new Map<string, string>()
    for (const url of urls) {
      const a = await timed(() => get(patient, url))
      expect(a.status, url).toBe(200)
      warm.set(url, a.text)
    }
    await faultWithCheckUnderWay(mode, urls[0]!)
    // Every read below finds a check due, or the one under way.
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        const a = await timed(() => get(patient, url))
        const waiting = bridge.waiting
        expect(a.status, `${url}: ${short(a)}`).toBe(200)
        expect(a.text === warm.get(url), `${url} answers the warm body`).toBe(true)
        if (mode === 'slow')
          expect(waiting, `${url} answered while its database call waited`).toBeGreaterThan(0)
      }
    }
  })

  it('health tells an uptime checker the database is down (503) and which catalogue it serves, then up again', async () => {
    const before = await timed(() => get(mf, `${API}/health`))
    expect(before.status, short(before)).toBe(200)
    const { data } = JSON.parse(before.text) as { data: { catalogue_version: number } }
    expect(data.catalogue_version).toBeGreaterThan(0)
    bridge.fault(mode)
    // Past the probe's one-second memory.
    await sleep(1100)
    const down = await timed(() => get(mf, `${API}/health`))
    expectServiceUnavailable(down)
    const body = JSON.parse(down.text) as ErrorBody
    expect(body.error.details).toEqual({
      ok: false,
      database: 'down',
      problem: 'unreachable',
      catalogue_version: data.catalogue_version,
    })
    expect(down.text).not.toMatch(/127\.0\.0\.1|libsql|ws:|http:|LIBSQL|TOKEN/i)
    bridge.fault('none')
    await sleep(1100)
    const back = await timed(() => get(mf, `${API}/health`))
    expect(back.status, short(back)).toBe(200)
  })

  it('settings/public keeps answering the last good settings, so the checkout stays usable', async () => {
    const warm = await timed(() => get(patient, `${API}/settings/public`))
    expect(warm.status).toBe(200)
    await faultWithCheckUnderWay(mode, `${API}/settings/public`)
    const a = await timed(() => get(patient, `${API}/settings/public`))
    const waiting = bridge.waiting
    expect(a.status, short(a)).toBe(200)
    expect(a.text).toBe(warm.text)
    if (mode === 'slow') expect(waiting, 'answered while its database call waited').toBeGreaterThan(0)
  })

  it('order/save answers 503 with Retry-After after one timeout at most, in the one error shape', async () => {
    const products = await catalogue()
    bridge.fault(mode)
    await settleThenResetLog()
    const a = await timed(() =>
      placeEnquiry(products, `faults-${mode}-${Date.now()}`, mode === 'down' ? '9876500001' : '9876500002'),
    )
    expectServiceUnavailable(a)
    expectOneTimeoutAtMost(mode, 'order/save')
  })
})

describe('a write cut mid-batch', () => {
  it('leaves no order without its lines, and a retry with the same key gives exactly one enquiry', async () => {
    const products = await catalogue()
    const key = `faults-cut-${Date.now()}`
    // One enquiry first, so the worker holds fresh settings and catalogue and the next save's only
    // batch is its write: the cut must land on that, not on a read before it.
    expect((await placeEnquiry(products, `${key}-warm`, '9876500004')).status).toBe(201)
    const ordersBefore = await count('SELECT count(*) AS n FROM orders')
    bridge.resetLog()
    bridge.fault('cut')
    const cut = await timed(() => placeEnquiry(products, key, '9876500003'))
    // The batch that was cut is the one writing the enquiry, not some earlier step.
    expect(
      bridge.log.some((e) => e.fault === 'cut' && e.kinds.includes('batch') && e.tables.includes('orders')),
    ).toBe(true)
    // Soft: the rest of the story (nothing half-written, one enquiry after the retry) is checked
    // whatever the status.
    expect.soft(cut.status, short(cut)).toBe(503)
    expect.soft(cut.headers.get('Retry-After') ?? '(none)', 'Retry-After').toMatch(/^[1-9]\d*$/)

    expect(await count('SELECT count(*) AS n FROM orders')).toBe(ordersBefore)
    expect(
      await count(
        'SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
      ),
    ).toBe(0)
    expect(
      await count(
        'SELECT count(*) AS n FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)',
      ),
    ).toBe(0)

    bridge.fault('none')
    const retry = await placeEnquiry(products, key, '9876500003')
    expect([200, 201], await retry.clone().text()).toContain(retry.status)
    const again = await placeEnquiry(products, key, '9876500003')
    expect(again.status).toBe(200)
    const first = ((await retry.json()) as { data: { order_id: string } }).data.order_id
    expect(((await again.json()) as { data: { order_id: string } }).data.order_id).toBe(first)
    expect(await count('SELECT count(*) AS n FROM orders WHERE idempotency_key = ?', [key])).toBe(1)
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(ordersBefore + 1)
    expect(await count('SELECT count(*) AS n FROM order_lines WHERE order_id = ?', [first])).toBeGreaterThan(
      0,
    )
  })
})

describe.each<FaultMode>(['down', 'slow'])('a cold isolate with the database %s', (mode) => {
  it('answers catalogue reads 503 with Retry-After, after one timeout at most', async () => {
    bridge.fault(mode)
    const cold = await startWorker({ libsqlUrl: bridge.url, bindings: BINDINGS })
    try {
      for (const path of ['product/quickorder', 'product/get/1']) {
        await settleThenResetLog()
        const a = await timed(() => get(cold, `${API}/${path}`))
        expectServiceUnavailable(a)
        expectOneTimeoutAtMost(mode, path)
      }
    } finally {
      bridge.fault('none')
      await cold.dispose()
    }
  })

  it("tells a buyer opening a page, in the page's language, to wait a minute, after one timeout at most", async () => {
    bridge.fault(mode)
    const cold = await startWorker({ libsqlUrl: bridge.url, bindings: BINDINGS })
    const open = async (path: string) => {
      await settleThenResetLog()
      return timed(() =>
        cold.dispatchFetch(`${ORIGIN}${path}`, {
          headers: {
            Accept: 'text/html,application/xhtml+xml',
            'CF-Connecting-IP': `10.3.0.${++buyer % 250}`,
          },
        }),
      )
    }
    try {
      for (const [path, words] of [
        ['/lander', 'Back in a minute'],
        ['/ta/order-now', 'ஒரு நிமிடத்தில் திரும்புவோம்'],
      ] as const) {
        const a = await open(path)
        expectOneTimeoutAtMost(mode, path)
        expect(a.status, path).toBe(503)
        expect(Number(a.headers.get('Retry-After')), path).toBeGreaterThan(0)
        expect(a.headers.get('Content-Type'), path).toMatch(/^text\/html/)
        expect(a.text, path).toContain(words)
      }
      // A page the shop does not keep (a cart, an odd address) waits one timeout, not one per read.
      for (const path of ['/cart', '/no-such-page']) {
        const a = await open(path)
        expectOneTimeoutAtMost(mode, path)
        expect(a.status, path).toBe(503)
        expect(a.text, path).toContain('Back in a minute')
      }
    } finally {
      bridge.fault('none')
      await cold.dispose()
    }
  })
})
