// Test-only: the statement side of the Hrana bridge (hrana-bridge.ts). It runs Hrana v2/v3 JSON
// pipelines on an embedded libSQL file, one SQLite connection per stream as sqld does, so
// concurrent write transactions queue on SQLite's write lock; it can stop a batch part-way, as a
// stream that dies mid-transaction does on a real server.
import Database from 'libsql'
import {
  decode,
  encode,
  errorOf,
  type HranaCond,
  type HranaStmt,
  type PipelineAnswer,
  type PipelineBody,
} from './hrana-wire'

interface StreamState {
  conn: Database.Database
  sqls: Map<number, string>
  lastUsed: number
}

// How long a statement waits for another connection's write lock before it fails with
// SQLITE_BUSY. sqld sets no SQLite busy timeout: its busy handler waits for the holder's
// transaction to end, or to reach its 5 s transaction timeout (TXN_TIMEOUT in libsql-server) and
// then steals the lock. The bridge waits the same 5 s, then fails the waiter instead of the holder.
export const BUSY_TIMEOUT_MS = 5000
// sqld forgets an HTTP stream (and rolls back its transaction) after about 10 s without a request.
const STREAM_IDLE_MS = 10_000
// SQLite's own busy handler sleeps 1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100 ms between tries.
const BUSY_DELAYS_MS = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100]

// One pipeline's waits for the write lock: how many statements waited, and how long in all.
export interface LockWait {
  count: number
  ms: number
  timedOut: number
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback)\b/i

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms))
// Lets other streams' pipelines run between two statements, as sqld's connections run side by side.
const yieldTurn = () => new Promise<void>((ok) => setImmediate(ok))

// Runs a statement, waiting while another connection holds the write lock, as SQLite's busy
// handler would (waiting in the event loop: a blocking wait here would stop the holder too).
const withLock = async <T>(run: () => T, wait: LockWait, timeoutMs: number): Promise<T> => {
  let since: number | undefined
  for (let tries = 0; ; tries++) {
    try {
      const out = run()
      if (since !== undefined) wait.ms += Date.now() - since
      return out
    } catch (e) {
      if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e
      const now = Date.now()
      if (since === undefined) {
        since = now
        wait.count++
      }
      if (now - since >= timeoutMs) {
        wait.ms += now - since
        wait.timedOut++
        throw e
      }
      await sleep(BUSY_DELAYS_MS[Math.min(tries, BUSY_DELAYS_MS.length - 1)]!)
    }
  }
}

class Cut extends Error {}

export const createHranaEngine = (dbPath: string, options: { busyTimeoutMs?: number } = {}) => {
  const busyTimeoutMs = options.busyTimeoutMs ?? BUSY_TIMEOUT_MS
  const setup = new Database(dbPath)
  setup.exec('PRAGMA journal_mode = WAL;')
  // Connections of streams that closed, kept for the next stream rather than opened again.
  const idle: Database.Database[] = [setup]
  const streams = new Map<string, StreamState>()
  let nextBaton = 1

  const connect = () => {
    const conn = idle.pop() ?? new Database(dbPath)
    // The busy wait is withLock's: SQLite's own would block the one event loop.
    conn.exec('PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;')
    return conn
  }
  const release = (stream: StreamState) => {
    if (stream.conn.inTransaction) stream.conn.exec('ROLLBACK')
    if (idle.length < 16) idle.push(stream.conn)
    else stream.conn.close()
  }
  const expireIdle = (now: number) => {
    for (const [baton, stream] of streams)
      if (now - stream.lastUsed > STREAM_IDLE_MS) {
        streams.delete(baton)
        release(stream)
      }
  }

  const execute = (stmt: Database.Statement, s: HranaStmt) => {
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

  // Waits for the write lock where SQLite would. A prepared statement that failed with
  // SQLITE_BUSY stays "in progress" in this binding (it has no reset) and then blocks its
  // connection's COMMIT, so the lock is taken by statements run through exec: the transaction's
  // own BEGIN/COMMIT, or a BEGIN IMMEDIATE put around a write made outside a transaction.
  const runStatement = async (stream: StreamState, s: HranaStmt, wait: LockWait) => {
    const sql = s.sql ?? (s.sql_id !== undefined ? stream.sqls.get(s.sql_id) : undefined)
    if (sql === undefined) throw new Error('statement has neither sql nor a known sql_id')
    const conn = stream.conn
    if (TRANSACTION_CONTROL.test(sql) && !s.args?.length && !s.named_args?.length) {
      await withLock(() => conn.exec(sql), wait, busyTimeoutMs)
      return { cols: [], rows: [], affected_row_count: 0, last_insert_rowid: null }
    }
    const stmt = conn.prepare(sql).safeIntegers(true)
    if (stmt.readonly || conn.inTransaction) return withLock(() => execute(stmt, s), wait, busyTimeoutMs)
    await withLock(() => conn.exec('BEGIN IMMEDIATE'), wait, busyTimeoutMs)
    try {
      const out = execute(stmt, s)
      conn.exec('COMMIT')
      return out
    } catch (e) {
      if (conn.inTransaction) conn.exec('ROLLBACK')
      throw e
    }
  }

  const holds = (
    conn: Database.Database,
    cond: HranaCond | undefined,
    results: unknown[],
    errors: unknown[],
  ): boolean => {
    if (!cond) return true
    switch (cond.type) {
      case 'ok':
        return results[cond.step] != null
      case 'error':
        return errors[cond.step] != null
      case 'not':
        return !holds(conn, cond.cond, results, errors)
      case 'and':
        return cond.conds.every((c) => holds(conn, c, results, errors))
      case 'or':
        return cond.conds.some((c) => holds(conn, c, results, errors))
      case 'is_autocommit':
        return !conn.inTransaction
    }
  }

  const runBatch = async (
    stream: StreamState,
    steps: { condition?: HranaCond; stmt: HranaStmt }[],
    cutAfterSteps: number | undefined,
    wait: LockWait,
  ) => {
    // Where a cut batch stops: after BEGIN and at least one statement, before its COMMIT.
    const stopAt =
      cutAfterSteps === undefined
        ? steps.length
        : Math.min(steps.length - 1, Math.max(2, cutAfterSteps || Math.floor(steps.length / 2)))
    const results: unknown[] = []
    const errors: unknown[] = []
    for (const [i, step] of steps.entries()) {
      if (i >= stopAt) throw new Cut()
      results[i] = null
      errors[i] = null
      if (!holds(stream.conn, step.condition, results, errors)) continue
      try {
        results[i] = await runStatement(stream, step.stmt, wait)
      } catch (e) {
        errors[i] = errorOf(e)
      }
      await yieldTurn()
    }
    return { type: 'batch', result: { step_results: results, step_errors: errors } }
  }

  // biome-ignore lint/suspicious/noExplicitAny: protocol messages are checked by shape as they are used
  const handle = async (stream: StreamState, req: any, cutAfterSteps: number | undefined, wait: LockWait) => {
    switch (req.type) {
      case 'close':
        return { type: 'close' }
      case 'execute':
        return { type: 'execute', result: await runStatement(stream, req.stmt, wait) }
      case 'batch':
        return runBatch(stream, req.batch.steps, cutAfterSteps, wait)
      case 'sequence':
        await withLock(() => stream.conn.exec(req.sql ?? stream.sqls.get(req.sql_id)), wait, busyTimeoutMs)
        return { type: 'sequence' }
      case 'store_sql':
        stream.sqls.set(req.sql_id, req.sql)
        return { type: 'store_sql' }
      case 'close_sql':
        stream.sqls.delete(req.sql_id)
        return { type: 'close_sql' }
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !stream.conn.inTransaction }
      default:
        throw new Error(`unsupported request type ${req.type}`)
    }
  }

  return {
    // Runs one pipeline on its stream's own connection (a new stream without a baton). With `cut`,
    // a batch in it stops part-way (after `cut.afterSteps` steps, or half of them when 0): its
    // transaction is rolled back, its stream forgotten, and 'cut' is returned so the caller drops
    // the connection without an answer. `wait` gathers the pipeline's waits for the write lock.
    async pipeline(
      body: PipelineBody,
      cut?: { afterSteps: number },
      wait: LockWait = { count: 0, ms: 0, timedOut: 0 },
    ): Promise<PipelineAnswer | 'cut'> {
      const now = Date.now()
      expireIdle(now)
      const known = body.baton ? streams.get(body.baton) : undefined
      if (body.baton) streams.delete(body.baton)
      const stream = known ?? { conn: connect(), sqls: new Map(), lastUsed: now }
      let closed = false
      const results: unknown[] = []
      for (const r of body.requests) {
        try {
          const response = await handle(stream, r, cut?.afterSteps, wait)
          if (r.type === 'close') closed = true
          results.push({ type: 'ok', response })
        } catch (e) {
          if (e instanceof Cut) {
            release(stream)
            return 'cut'
          }
          results.push({ type: 'error', error: errorOf(e) })
        }
      }
      let newBaton: string | null = null
      if (closed) release(stream)
      else {
        newBaton = `b${nextBaton++}`
        stream.lastUsed = Date.now()
        streams.set(newBaton, stream)
      }
      return { baton: newBaton, base_url: null, results }
    },
    close() {
      for (const stream of streams.values()) release(stream)
      streams.clear()
      for (const conn of idle.splice(0)) conn.close()
    },
  }
}
