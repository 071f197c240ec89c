// Test-only: a small Hrana-over-HTTP (v2, JSON) server in Node that runs statements on an embedded
// libSQL file. It lets the real Workers bundle, with the production `@libsql/client/web`, talk to a
// real libSQL engine inside workerd, since no libSQL server (sqld) can be installed here.
// Protocol: https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md (HTTP, v2 JSON).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Database from 'libsql'

type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }

interface HranaStmt {
  sql?: string
  sql_id?: number
  args?: HranaValue[]
  named_args?: { name: string; value: HranaValue }[]
  want_rows?: boolean
}

type HranaCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: HranaCond }
  | { type: 'and' | 'or'; conds: HranaCond[] }
  | { type: 'is_autocommit' }

interface StreamState {
  sqls: Map<number, string>
}

const decode = (v: HranaValue): unknown => {
  switch (v.type) {
    case 'null':
      return null
    case 'integer':
      return BigInt(v.value)
    case 'float':
      return v.value
    case 'text':
      return v.value
    case 'blob':
      return Buffer.from(v.base64, 'base64')
  }
}

const encode = (v: unknown): HranaValue => {
  if (v === null || v === undefined) return { type: 'null' }
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() }
  if (typeof v === 'number')
    return Number.isInteger(v) ? { type: 'integer', value: String(v) } : { type: 'float', value: v }
  if (typeof v === 'string') return { type: 'text', value: v }
  if (v instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(v).toString('base64') }
  return { type: 'text', value: String(v) }
}

const errorOf = (e: unknown) => ({
  message: e instanceof Error ? e.message : String(e),
  code: (e as { code?: string }).code ?? 'SQLITE_ERROR',
})

export interface HranaBridge {
  url: string
  requests: number
  close(): Promise<void>
}

export const startHranaBridge = async (dbPath: string): Promise<HranaBridge> => {
  const db = new Database(dbPath)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;')
  const streams = new Map<string, StreamState>()
  let nextBaton = 1

  const execute = (stream: StreamState, s: HranaStmt) => {
    const sql = s.sql ?? (s.sql_id !== undefined ? stream.sqls.get(s.sql_id) : undefined)
    if (sql === undefined) throw new Error('statement has neither sql nor a known sql_id')
    const stmt = db.prepare(sql).safeIntegers(true)
    const args = s.named_args?.length
      ? Object.fromEntries(s.named_args.map((a) => [a.name.replace(/^[:@$]/, ''), decode(a.value)]))
      : (s.args ?? []).map(decode)
    if (stmt.reader) {
      const cols = stmt.columns() as { name: string; type: string | null }[]
      const rows = stmt.raw(true).all(args) as unknown[][]
      return {
        cols: cols.map((c) => ({ name: c.name, decltype: c.type ?? null })),
        rows: rows.map((r) => r.map(encode)),
        affected_row_count: 0,
        last_insert_rowid: null,
      }
    }
    const info = stmt.run(args) as { changes: number; lastInsertRowid: number | bigint }
    return {
      cols: [],
      rows: [],
      affected_row_count: Number(info.changes),
      last_insert_rowid: String(info.lastInsertRowid),
    }
  }

  const holds = (cond: HranaCond | undefined, results: unknown[], errors: unknown[]): boolean => {
    if (!cond) return true
    switch (cond.type) {
      case 'ok':
        return results[cond.step] != null
      case 'error':
        return errors[cond.step] != null
      case 'not':
        return !holds(cond.cond, results, errors)
      case 'and':
        return cond.conds.every((c) => holds(c, results, errors))
      case 'or':
        return cond.conds.some((c) => holds(c, results, errors))
      case 'is_autocommit':
        return !db.inTransaction
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: protocol messages are checked by shape as they are used
  const handle = (stream: StreamState, req: any) => {
    switch (req.type) {
      case 'close':
        return { type: 'close' }
      case 'execute':
        return { type: 'execute', result: execute(stream, req.stmt) }
      case 'batch': {
        const results: unknown[] = []
        const errors: unknown[] = []
        req.batch.steps.forEach((step: { condition?: HranaCond; stmt: HranaStmt }, i: number) => {
          results[i] = null
          errors[i] = null
          if (!holds(step.condition, results, errors)) return
          try {
            results[i] = execute(stream, step.stmt)
          } catch (e) {
            errors[i] = errorOf(e)
          }
        })
        return { type: 'batch', result: { step_results: results, step_errors: errors } }
      }
      case 'sequence':
        db.exec(req.sql ?? stream.sqls.get(req.sql_id))
        return { type: 'sequence' }
      case 'store_sql':
        stream.sqls.set(req.sql_id, req.sql)
        return { type: 'store_sql' }
      case 'close_sql':
        stream.sqls.delete(req.sql_id)
        return { type: 'close_sql' }
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !db.inTransaction }
      default:
        throw new Error(`unsupported request type ${req.type}`)
    }
  }

  const bridge: HranaBridge = { url: '', requests: 0, close: async () => {} }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      bridge.requests++
      if (req.method === 'GET' && req.url === '/v2') return res.writeHead(200).end()
      if (req.method !== 'POST' || req.url !== '/v2/pipeline') return res.writeHead(404).end()
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      const baton: string = body.baton ?? `b${nextBaton++}`
      const stream = streams.get(baton) ?? { sqls: new Map() }
      streams.delete(baton)
      let closed = false
      const results = body.requests.map((r: { type: string }) => {
        try {
          const response = handle(stream, r)
          if (r.type === 'close') closed = true
          return { type: 'ok', response }
        } catch (e) {
          return { type: 'error', error: errorOf(e) }
        }
      })
      let newBaton: string | null = null
      if (!closed) {
        newBaton = `b${nextBaton++}`
        streams.set(newBaton, stream)
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ baton: newBaton, base_url: null, results }))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  bridge.url = `http://127.0.0.1:${port}`
  bridge.close = () =>
    new Promise<void>((ok) => {
      server.close(() => {
        db.close()
        ok()
      })
    })
  return bridge
}
