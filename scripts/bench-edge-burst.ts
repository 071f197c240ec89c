// The burst of `npm run bench:edge`: many enquiries at the same instant, spread over several
// workerd instances (isolates of one data centre) as a Diwali evening's rush, each retried as the
// buyer's browser retries it, then checked in the database: every accepted enquiry stored once.
import type { Client } from '@libsql/client'
import type { Miniflare } from 'miniflare'
import { enquiryFor } from '../tests/helpers/enquiry'
import { controlBridge } from '../tests/helpers/hrana-bridge'
import type { Product } from '../worker/contract/catalogue'
import { newAddress, postJson } from './bench-edge-buyers'
import { percentile } from './bench-edge-report'

const API = 'http://shop.test/api/website-management'
// The web retries a failed enquiry (no answer, or any status of 500 or more) after 1.5 s and 3 s
// (use-place-enquiry.ts), then keeps it in its outbox and sends it again later; the bench waits as
// long as a 503's Retry-After says then (5 s otherwise). A 4xx is a refusal: not retried.
const WEB_RETRY_MS = [1500, 3000]
const GIVE_UP_MS = 120_000
const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms))

interface Submission {
  key: string
  mobile: string
  acceptedMs?: number
  refused?: string
}

export interface BurstOptions {
  workers: Miniflare[]
  bridgeUrl: string
  client: Client
  runId: string
  cart: { product: Product; qty: number }[]
  size: number
}

export const runBurst = async ({ workers, bridgeUrl, client, runId, cart, size }: BurstOptions) => {
  await controlBridge(bridgeUrl, { resetLog: true })
  let unavailable = 0
  let withRetryAfter = 0
  // Other 5xx answers: retried like a 503, as the web retries any status of 500 or more.
  const otherErrors = new Map<string, number>()
  let noAnswer = 0
  let retries = 0
  const started = performance.now()
  const submit = async (n: number): Promise<Submission> => {
    const s: Submission = { key: `burst-${runId}-${n}`, mobile: `96${String(n).padStart(8, '0')}` }
    const worker = workers[n % workers.length]!
    const payload = enquiryFor(cart, {
      customer_name: 'Burst Buyer',
      mobile_no: s.mobile,
    })
    for (let attempt = 0; performance.now() - started < GIVE_UP_MS; attempt++) {
      let wait = WEB_RETRY_MS[attempt] ?? 5000
      try {
        const res = await worker.dispatchFetch(
          `${API}/order/save`,
          postJson(payload, { 'Idempotency-Key': s.key, 'CF-Connecting-IP': newAddress() }) as Parameters<
            Miniflare['dispatchFetch']
          >[1],
        )
        const body = await res.text()
        if (res.ok) {
          s.acceptedMs = performance.now() - started
          return s
        }
        if (res.status < 500) {
          s.refused = `${res.status} ${body.slice(0, 120)}`
          return s
        }
        if (res.status === 503) {
          unavailable++
          const after = Number(res.headers.get('Retry-After'))
          if (after > 0) withRetryAfter++
          if (attempt >= WEB_RETRY_MS.length && after > 0) wait = after * 1000
        } else {
          const what = `${res.status} ${body.slice(0, 100)}`
          otherErrors.set(what, (otherErrors.get(what) ?? 0) + 1)
        }
      } catch {
        noAnswer++
      }
      retries++
      await sleep(wait)
    }
    return s
  }
  const submissions = await Promise.all(Array.from({ length: size }, (_, n) => submit(n)))
  const { lockWaits } = await controlBridge(bridgeUrl)
  const stored = (
    await client.execute({
      sql: `SELECT mobile_no AS m, idempotency_key AS k, count(*) AS n FROM orders
            WHERE idempotency_key LIKE ? OR mobile_no LIKE '96%' GROUP BY mobile_no, idempotency_key`,
      args: [`burst-${runId}-%`],
    })
  ).rows.map((r) => ({ mobile: String(r.m), key: String(r.k), n: Number(r.n) }))
  const rowsOf = (s: Submission) =>
    stored.filter((r) => r.mobile === s.mobile || r.key === s.key).reduce((t, r) => t + r.n, 0)
  const accepted = submissions.filter((s) => s.acceptedMs !== undefined)
  // Never accepted (given up after two minutes of retries) counts as lost as well.
  const lost =
    accepted.filter((s) => rowsOf(s) === 0).length +
    submissions.filter((s) => !s.refused && s.acceptedMs === undefined).length
  const duplicated = submissions.reduce((t, s) => t + Math.max(0, rowsOf(s) - 1), 0)
  const times = accepted.map((s) => s.acceptedMs!).sort((a, b) => a - b)
  const refused = submissions.filter((s) => s.refused)
  const perIsolate = workers.map(
    (_, i) => submissions.filter((s, n) => n % workers.length === i && s.acceptedMs !== undefined).length,
  )
  const lines = [
    `burst: ${size} enquiries sent at once over ${workers.length} isolates (workerd instances sharing one edge cache)`,
    `  answered 2xx ${accepted.length} (per isolate ${perIsolate.join(', ')}), refused ${refused.length}${refused.length ? ` (${refused[0]!.refused})` : ''}; 503 answers ${unavailable} (${withRetryAfter} with Retry-After), no answer ${noAnswer}, retries ${retries}`,
    ...[...otherErrors].map(([what, n]) => `  other 5xx answers (retried): ${n}x ${what}`),
    `  time to accepted: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, last ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms`,
    `  write lock (bridge): ${lockWaits.count} statements waited, ${lockWaits.ms} ms in all, at most ${lockWaits.maxMs} ms in one request, ${lockWaits.timedOut} gave up after the busy timeout`,
    `  stored ${stored.reduce((t, r) => t + r.n, 0)} rows for ${accepted.length} accepted`,
    `lost ${lost}, duplicated ${duplicated}`,
  ]
  return { text: lines.join('\n'), lost, duplicated }
}
