// Test-only: the statement side of the Hrana bridge (hrana-bridge.ts). It runs Hrana v2 JSON
// pipelines on an embedded libSQL file and can stop a batch part-way, as a stream that dies
// mid-transaction does on a real server.
// Protocol: https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md (HTTP, v2 JSON).
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

export interface PipelineBody {
  baton?: string | null
  // biome-ignore lint/suspicious/noExplicitAny: protocol messages are checked by shape as they are used
  requests: any[]
}

export interface PipelineAnswer {
  baton: string | null
  base_url: null
  results: unknown[]
}

const head = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 80)

// What a pipeline asks for, for the bridge's request log: the request kinds and each statement's
// start and the tables it names (a statement sent once by `store_sql` and then used by id is shown by its text).
export const describePipeline = (body: PipelineBody) => {
  const kinds: string[] = []
  const sqlHeads: string[] = []
  const tables = new Set<string>()
  const stored = new Map<number, string>()
  const sqlOf = (s: HranaStmt | undefined) =>
    typeof s?.sql === 'string'
      ? s.sql
      : s?.sql_id !== undefined
        ? (stored.get(s.sql_id) ?? `#${s.sql_id}`)
        : undefined
  for (const r of body.requests ?? []) {
    kinds.push(String(r?.type))
    if (r?.type === 'store_sql') stored.set(r.sql_id, String(r.sql))
    const texts =
      r?.type === 'execute'
        ? [sqlOf(r.stmt)]
        : r?.type === 'sequence'
          ? [r.sql]
          : r?.type === 'batch'
            ? (r.batch?.steps ?? []).map((step: { stmt?: HranaStmt }) => sqlOf(step?.stmt))
            : []
    for (const t of texts) {
      if (typeof t !== 'string') continue
      sqlHeads.push(head(t))
      for (const m of t.matchAll(/\b(?:from|join|into|update)\s+["`[]?(\w+)/gi))
        tables.add(m[1]!.toLowerCase())
    }
  }
  return { kinds, sqlHeads, tables: [...tables] }
}

export const createHranaEngine = (dbPath: string) => {
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

  class Cut extends Error {}

  // biome-ignore lint/suspicious/noExplicitAny: protocol messages are checked by shape as they are used
  const handle = (stream: StreamState, req: any, cutAfterSteps: number | undefined) => {
    switch (req.type) {
      case 'close':
        return { type: 'close' }
      case 'execute':
        return { type: 'execute', result: execute(stream, req.stmt) }
      case 'batch': {
        const steps: { condition?: HranaCond; stmt: HranaStmt }[] = req.batch.steps
        // Where a cut batch stops: after BEGIN and at least one statement, before its COMMIT.
        const stopAt =
          cutAfterSteps === undefined
            ? steps.length
            : Math.min(steps.length - 1, Math.max(2, cutAfterSteps || Math.floor(steps.length / 2)))
        const results: unknown[] = []
        const errors: unknown[] = []
        steps.forEach((step, i) => {
          if (i >= stopAt) return
          results[i] = null
          errors[i] = null
          if (!holds(step.condition, results, errors)) return
          try {
            results[i] = execute(stream, step.stmt)
          } catch (e) {
            errors[i] = errorOf(e)
          }
        })
        if (stopAt < steps.length) throw new Cut()
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

  return {
    // Runs one pipeline. With `cut`, a batch in it stops part-way (after `cut.afterSteps` steps,
    // or half of them when 0): its transaction is rolled back, its stream forgotten, and 'cut' is
    // returned so the caller drops the connection without an answer.
    pipeline(body: PipelineBody, cut?: { afterSteps: number }): PipelineAnswer | 'cut' {
      const baton = body.baton ?? `b${nextBaton++}`
      const stream = streams.get(baton) ?? { sqls: new Map() }
      streams.delete(baton)
      let closed = false
      const results: unknown[] = []
      for (const r of body.requests) {
        try {
          const response = handle(stream, r, cut?.afterSteps)
          if (r.type === 'close') closed = true
          results.push({ type: 'ok', response })
        } catch (e) {
          if (e instanceof Cut) {
            if (db.inTransaction) db.exec('ROLLBACK')
            return 'cut'
          }
          results.push({ type: 'error', error: errorOf(e) })
        }
      }
      let newBaton: string | null = null
      if (!closed) {
        newBaton = `b${nextBaton++}`
        streams.set(newBaton, stream)
      }
      return { baton: newBaton, base_url: null, results }
    },
    close() {
      if (db.inTransaction) db.exec('ROLLBACK')
      db.close()
    },
  }
}
