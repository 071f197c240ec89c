// Figures for `npm run bench:edge`: latency per path, errors, and which database requests the
// public reads cost. Pure functions over what the run recorded.
import { availableParallelism, loadavg } from 'node:os'
import type { Client } from '@libsql/client'
import type { BridgeLogEntry } from '../tests/helpers/hrana-bridge'

export type Phase = 'warm-up' | 'before' | 'outage' | 'after'

export interface Sample {
  path: string
  // Every GET a buyer's browser makes for the catalogue, settings, master data or a page.
  publicRead: boolean
  phase: Phase
  at: number
  ms: number
  // 0 when the request failed without an answer (network error or the bench's own time limit).
  status: number
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN

const failed = (s: Sample) => s.status === 0 || s.status >= 500

export const pathTable = (samples: Sample[]) => {
  const byPath = new Map<string, Sample[]>()
  for (const s of samples) byPath.set(s.path, [...(byPath.get(s.path) ?? []), s])
  const rows = [...byPath.entries()].sort((a, b) => b[1].length - a[1].length)
  const lines = [
    `${'path'.padEnd(40)} ${'n'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'errors'.padStart(7)} ${'in outage'.padStart(10)} ${'4xx'.padStart(5)}`,
  ]
  for (const [path, all] of rows) {
    // Latency at steady state: after the warm-up, outside the outage.
    const steady = all
      .filter((s) => s.phase === 'before' || s.phase === 'after')
      .map((s) => s.ms)
      .sort((a, b) => a - b)
    const errors = all.filter(failed)
    lines.push(
      `${path.padEnd(40)} ${String(all.length).padStart(6)} ${percentile(steady, 50).toFixed(1).padStart(7)} ${percentile(steady, 95).toFixed(1).padStart(7)} ${String(errors.length).padStart(7)} ${String(errors.filter((s) => s.phase === 'outage').length).padStart(10)} ${String(all.filter((s) => s.status >= 400 && s.status < 500).length).padStart(5)}`,
    )
  }
  return lines.join('\n')
}

// A database request made for a write, a sign-in, tracking or the rate limits, told apart by what
// it touches; everything else the bridge sees is the read path (catalogue, settings, master data).
const WRITE_PATH_TABLES = new Set([
  'accounts',
  'orders',
  'order_lines',
  'order_status_history',
  'rate_limits',
  'sessions',
])
const isWritePath = (e: BridgeLogEntry) =>
  e.kinds.includes('sequence') ||
  e.sqlHeads.some((h) => !/^(select|with)\b/i.test(h)) ||
  e.tables.some((t) => WRITE_PATH_TABLES.has(t))

export const databaseFigures = (
  samples: Sample[],
  log: BridgeLogEntry[],
  windows: { phase: Phase; from: number; to: number }[],
) => {
  const lines: string[] = []
  for (const w of windows) {
    const reads = samples.filter((s) => s.publicRead && s.at >= w.from && s.at < w.to).length
    const entries = log.filter((e) => e.at >= w.from && e.at < w.to)
    const readPath = entries.filter((e) => !isWritePath(e)).length
    const per1000 = (n: number) => (reads ? ((n * 1000) / reads).toFixed(1) : 'n/a')
    lines.push(
      `${w.phase.padEnd(24)} public reads ${String(reads).padStart(6)}  db requests ${String(entries.length).padStart(5)} (${per1000(entries.length)} per 1,000 public reads)  read-path ${String(readPath).padStart(5)} (${per1000(readPath)} per 1,000)`,
    )
  }
  return lines.join('\n')
}

// What the read path asked the database most, at steady state: where the round trips go.
export const topStatements = (log: BridgeLogEntry[], top = 8) => {
  const counts = new Map<string, number>()
  for (const e of log)
    if (!isWritePath(e)) {
      const key = e.sqlHeads.join(' | ').slice(0, 100) || e.kinds.join(',')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([sql, n]) => `${String(n).padStart(6)}  ${sql}`)
    .join('\n')
}

// The figure the aim is about (read-path requests per 1,000 public reads), and all requests beside it.
export const steadyFigure = (steady: BridgeLogEntry[], publicReads: number) => {
  const per1000 = (n: number) => ((n * 1000) / Math.max(1, publicReads)).toFixed(1)
  const readPath = steady.filter((e) => !isWritePath(e)).length
  return `steady state (warm-up and outage excluded): ${per1000(readPath)} read-path database requests per 1,000 public reads; ${per1000(steady.length)} counting every call's requests`
}

// What became of the enquiries: accepted by a 2xx, stored (rows in the database at the end),
// lost (accepted but not stored, or never accepted) and duplicated (rows beyond one per key; the
// key is unique in the schema, so this stays 0 unless that guard is lost).
export const enquiryOutcome = async (
  client: Client,
  keyPattern: string,
  attempted: string[],
  accepted: Set<string>,
) => {
  const rows = (
    await client.execute({
      sql: 'SELECT idempotency_key AS k, count(*) AS n FROM orders WHERE idempotency_key LIKE ? GROUP BY idempotency_key',
      args: [keyPattern],
    })
  ).rows.map((r) => ({ key: String(r.k), n: Number(r.n) }))
  const halfWritten = Number(
    (
      await client.execute(
        `SELECT (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id))
              + (SELECT count(*) FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)) AS n`,
      )
    ).rows[0]!.n,
  )
  const stored = new Set(rows.map((r) => r.key))
  const storedRows = rows.reduce((t, r) => t + r.n, 0)
  const lostAccepted = [...accepted].filter((k) => !stored.has(k)).length
  const neverAccepted = attempted.filter((k) => !accepted.has(k)).length
  return `enquiries: ${attempted.length} buyers, ${accepted.size} accepted, ${stored.size} stored (${storedRows} rows), lost ${lostAccepted + neverAccepted} (${lostAccepted} accepted but not stored, ${neverAccepted} never accepted), duplicated ${storedRows - stored.size}, half-written orders ${halfWritten}`
}

// The freshness check's reads (the statement naming only the counters table): one per interval per
// data centre, shared by its isolates through the edge cache, so each data centre with warm
// isolates adds one read per interval whatever its number of isolates.
export const versionReadFigure = (
  steady: BridgeLogEntry[],
  seconds: number,
  opts: { isolates: number; intervalSeconds: number; publicReadsPerSecond: number },
) => {
  const reads = steady.filter((e) => e.tables.length > 0 && e.tables.every((t) => t === 'counters')).length
  const perInterval = (reads * opts.intervalSeconds) / Math.max(1, seconds)
  const perDataCentre = 1000 / (opts.intervalSeconds * Math.max(1, opts.publicReadsPerSecond))
  return `freshness version reads: ${reads} in ${seconds.toFixed(0)} s, ${perInterval.toFixed(2)} per ${opts.intervalSeconds} s interval for ${opts.isolates} isolates of one data centre (each isolate alone would make 1 per interval); each data centre with warm isolates adds 1 per interval, ${perDataCentre.toFixed(2)} per 1,000 public reads at this rate`
}

// The machine's own load beside the figures, so a slow machine is told from a slow shop.
export const hostLoad = (when: string) => {
  const [one, five] = loadavg()
  const cores = availableParallelism()
  return {
    text: `host load at ${when}: ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) on ${cores} cores`,
    busy: one! > cores,
  }
}
