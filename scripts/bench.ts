// npm run bench: starts the Node server on loopback with a fresh embedded database and measures
// requests per second with 50 concurrent connections. Prints figures; asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { count, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { QuickOrderCategory } from '../worker/contract/catalogue'
import { enquiryPayloadSchema } from '../worker/contract/orders'
import { orders, products } from '../worker/db/schema'
import { seedDemo } from '../worker/db/seed/seed'
import { writeBatch } from '../worker/db/write'
import { priceEnquiry, pricingColumns } from '../worker/features/orders/orders-pricing'
import { enquiryWrites } from '../worker/features/orders/orders-write'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'
import { startBuiltServer } from './built-server'

const args = z
  .object({
    BENCH_SECONDS: z.coerce.number().positive().default(5),
    BENCH_CONNECTIONS: z.coerce.number().int().positive().default(50),
  })
  .parse(process.env)
const PORT = 18787
const BASE = `http://127.0.0.1:${PORT}`
const API = `${BASE}/api/website-management`
const BROWSER_ENCODING = 'gzip, deflate, br, zstd'

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'))
let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined

// Request logging on, as `npm start` runs, with its lines going to a file as a service's would.
// One proxy in front, so each simulated buyer can come from an address of its own; a proxied shop
// needs secrets of its own, fresh for each run and the same across its restarts.
const secrets = {
  JWT_SECRET: randomBytes(48).toString('base64'),
  PASSWORD_PEPPER: randomBytes(48).toString('base64'),
}
const startServer = async (logRequests: boolean, database = 'bench.db') => {
  server = await startBuiltServer('bench', {
    dir,
    database,
    port: PORT,
    env: { LOG_REQUESTS: String(logRequests), TRUST_PROXY: '1', ...secrets },
  })
}

const run = async (
  title: string,
  url: string,
  headers: Record<string, string> = {},
  post?: { fresh: () => { headers: Record<string, string>; body: string } },
) => {
  const result = await autocannon({
    url,
    headers,
    connections: args.BENCH_CONNECTIONS,
    duration: args.BENCH_SECONDS,
    ...(post
      ? {
          method: 'POST' as const,
          requests: [
            {
              setupRequest: (req) => {
                const next = post.fresh()
                return { ...req, headers: { ...req.headers, ...next.headers }, body: next.body }
              },
            },
          ],
        }
      : {}),
  })
  const rps = result.requests.average
  const bad = result.non2xx - (headers['If-None-Match'] ? (result['3xx'] ?? 0) : 0)
  console.log(
    `${title.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(
      result.latency.p99,
    ).padStart(
      4,
    )} ms  ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s  errors ${result.errors + bad}`,
  )
  return { rps, accepted: (result['2xx'] ?? 0) / args.BENCH_SECONDS }
}

try {
  await startServer(true)
  // Bytes on the wire, read without fetch (which decodes the body for us).
  const onTheWire = (encoding: string) =>
    new Promise<{ bytes: number; etag: string; coding: string }>((resolve, reject) => {
      get(`${API}/product/quickorder`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.byteLength
        })
        res.on('end', () =>
          resolve({
            bytes,
            etag: String(res.headers.etag ?? ''),
            coding: String(res.headers['content-encoding'] ?? 'identity'),
          }),
        )
      }).on('error', reject)
    })
  const probe = await onTheWire(BROWSER_ENCODING)
  const etag = probe.etag
  const plain = await onTheWire('identity')
  console.log(`catalogue: ${plain.bytes} bytes JSON, ${probe.bytes} bytes as ${probe.coding}`)
  console.log(`${args.BENCH_CONNECTIONS} connections, ${args.BENCH_SECONDS} s each, on ${BASE}\n`)

  const { rps: trivial } = await run('GET health (memory, one database read a second)', `${API}/health`)
  const { rps: full } = await run(
    'GET product/quickorder (Accept-Encoding br)',
    `${API}/product/quickorder`,
    {
      'Accept-Encoding': BROWSER_ENCODING,
    },
  )
  const { rps: revalidated } = await run(
    'GET product/quickorder (If-None-Match: 304)',
    `${API}/product/quickorder`,
    {
      'Accept-Encoding': BROWSER_ENCODING,
      'If-None-Match': etag,
    },
  )
  console.log(`\nratio quickorder / trivial: ${(full / trivial).toFixed(2)}`)
  console.log(`ratio 304 revalidation / trivial: ${(revalidated / trivial).toFixed(2)}`)

  // Enquiries: a realistic cart of six lines from the catalogue the browser saw.
  const cat = (await (await fetch(`${API}/product/quickorder`)).json()) as { data: QuickOrderCategory[] }
  const picks = cat.data
    .flatMap((c) => c.product_list)
    .filter((p) => p.is_sold_out === 0)
    .slice(0, 6)
  const lines = picks.map((p) => ({
    product_id: p._id,
    price: p.after_discount_price,
    qty: 40,
    sub_total: Math.round(p.after_discount_price * 4000) / 100,
  }))
  const total = Math.round(lines.reduce((t, l) => t + l.sub_total * 100, 0)) / 100
  const payload = {
    customer_name: 'Bench Buyer',
    mobile_no: '9876543210',
    address: '1, Main Road',
    city: 'Madurai',
    pin_code: '625001',
    reference_by: 'Ramesh - 9000000001',
    adult_confirmed: true,
    sub_total: total,
    discount_amount: 0,
    net_amount: total,
    product_list: lines,
  }
  console.log(`\nenquiry: ${lines.length} lines, Rs. ${total}`)
  // Every enquiry from a buyer of its own: its own address (X-Forwarded-For through the one trusted
  // proxy), mobile number and Idempotency-Key, so the per-buyer limits measure nothing but the shop.
  let buyer = 0
  const fresh = () => {
    buyer++
    return {
      headers: {
        'Idempotency-Key': `bench-${randomUUID()}`,
        'X-Forwarded-For': `10.${(buyer >> 16) & 255}.${(buyer >> 8) & 255}.${buyer & 255}`,
      },
      body: JSON.stringify({ ...payload, mobile_no: `9${String(100_000_000 + buyer).slice(-9)}` }),
    }
  }
  const enquiries = async (title: string) => {
    const warm = await fetch(`${API}/product/quickorder`)
    await warm.arrayBuffer()
    return run(title, `${API}/order/save`, { 'Content-Type': 'application/json' }, { fresh })
  }
  // None lost or duplicated: every number distinct and consecutive. (Requests still in flight
  // when the clock stops are written but not counted as accepted.)
  const checkWritten = async (database: string, acceptedPerSecond: number) => {
    const served = await openNodeDb(`file:${join(dir, database)}`)
    const [check] = await served.db
      .select({
        n: count(),
        distinct: sql<number>`count(distinct ${orders.orderNo})`,
        lo: sql<number>`min(${orders.orderNo})`,
        hi: sql<number>`max(${orders.orderNo})`,
      })
      .from(orders)
    served.close()
    const accepted = Math.round(acceptedPerSecond * args.BENCH_SECONDS)
    console.log(
      `  accepted ${accepted}, orders written ${check!.n}, distinct numbers ${check!.distinct}, numbers ${check!.lo}..${check!.hi} (gapless: ${check!.hi - check!.lo + 1 === check!.n})`,
    )
  }
  const restart = async (logRequests: boolean, database: string) => {
    server?.stop()
    await new Promise((r) => setTimeout(r, 500))
    await startServer(logRequests, database)
  }
  // Each on a database of its own, so neither run meets the other's orders.
  await restart(true, 'enquiries-log-on.db')
  const withLog = await enquiries('POST order/save, request log on')
  await checkWritten('enquiries-log-on.db', withLog.accepted)
  await restart(false, 'enquiries-log-off.db')
  const withoutLog = await enquiries('POST order/save, request log off')
  await checkWritten('enquiries-log-off.db', withoutLog.accepted)
  const http = withLog.accepted
  console.log(
    `request log costs ${(100 * (1 - withLog.accepted / withoutLog.accepted)).toFixed(1)}% of enquiry throughput`,
  )
  server?.stop()
  server = undefined
  await new Promise((r) => setTimeout(r, 300))

  // The same writes straight into the database, 50 at a time, without HTTP, JSON or validation.
  const raw = await openNodeDb(`file:${join(dir, 'raw.db')}`)
  await migrateDb(raw.db)
  await seedDemo(raw.db)
  const input = enquiryPayloadSchema.parse(payload)
  const priced = priceEnquiry(input, await raw.db.select(pricingColumns).from(products))
  let done = 0
  const until = performance.now() + args.BENCH_SECONDS * 1000
  const worker = async () => {
    while (performance.now() < until) {
      await writeBatch(
        raw.db,
        enquiryWrites(raw.db, {
          id: randomUUID(),
          input,
          state: { code: '33', name: 'Tamil Nadu' },
          lines: priced.lines,
          subTotalPaise: priced.subTotalPaise,
          minimumPaise: 250_000,
          words: 'words',
          now: Date.now(),
          idempotencyKey: randomUUID(),
          requestHash: 'bench',
        }),
      )
      done++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: args.BENCH_CONNECTIONS }, worker))
  const rawRate = done / ((performance.now() - started) / 1000)
  raw.close()
  console.log(
    `${'database commits, same writes, no HTTP'.padEnd(44)} ${rawRate.toFixed(0).padStart(7)} enquiries/s`,
  )
  console.log(
    `${'HTTP enquiries accepted, request log on'.padEnd(44)} ${http.toFixed(0).padStart(7)} enquiries/s`,
  )
  console.log(`ratio HTTP enquiries / raw commits: ${(http / rawRate).toFixed(2)}`)
} finally {
  server?.stop()
  await new Promise((r) => setTimeout(r, 300))
  rmSync(dir, { recursive: true, force: true })
}
