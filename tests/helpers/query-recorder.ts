// Test-only: the SQL a release sends to its database, recorded at the libSQL client (so drizzle's
// statements and the few written by hand are both seen), and replayed later against a database
// built by newer migrations. `npm run db:record-queries` writes the file; the migration-rule test
// (tests/api/migration-rule.test.ts) replays it.
import type { InArgs, InStatement, InValue } from '@libsql/client'
import type { Db } from '../../worker/db/client'

export const RELEASE_QUERIES_FILE = 'migrations/release-queries.json'

// A value as JSON can hold it: blobs and big integers are tagged, everything else is itself.
type SampleValue = string | number | null | { blob: string } | { bigint: string }
export type SampleArgs = SampleValue[] | Record<string, SampleValue>
export interface RecordedQuery {
  sql: string
  args: SampleArgs
}
export interface ReleaseQueries {
  note: string
  queries: RecordedQuery[]
}

const toSample = (v: InValue): SampleValue => {
  if (v === null || typeof v === 'string' || typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'bigint') return { bigint: String(v) }
  if (v instanceof Date) return v.getTime()
  return { blob: Buffer.from(v instanceof ArrayBuffer ? new Uint8Array(v) : v).toString('base64') }
}

const fromSample = (v: SampleValue): InValue => {
  if (v === null || typeof v !== 'object') return v
  return 'blob' in v ? new Uint8Array(Buffer.from(v.blob, 'base64')) : BigInt(v.bigint)
}

const samplesOf = (args: InArgs | undefined): SampleArgs => {
  if (!args) return []
  if (Array.isArray(args)) return args.map(toSample)
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, toSample(v)]))
}

export const statementOf = ({ sql, args }: RecordedQuery): InStatement => ({
  sql,
  args: Array.isArray(args)
    ? args.map(fromSample)
    : Object.fromEntries(Object.entries(args).map(([k, v]) => [k, fromSample(v)])),
})

// Transaction control and schema changes belong to the migrations, not to the release's queries.
const NOT_A_QUERY = /^\s*(begin|commit|rollback|savepoint|release|pragma|create|alter|drop)\b/i

// A statement as the client takes it: SQL alone, SQL with arguments, or the pair batch also takes.
type Sent = InStatement | [string, InArgs?]
type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>

// Wraps the client in place (drizzle holds the same object): every statement sent by execute,
// batch or an interactive transaction is kept once, with the arguments it was first sent with.
export const recordQueries = (db: Db) => {
  const seen = new Map<string, RecordedQuery>()
  const keep = (stmt: Sent, extra?: InArgs) => {
    const [sql, args] =
      typeof stmt === 'string' ? [stmt, extra] : Array.isArray(stmt) ? stmt : [stmt.sql, stmt.args]
    if (!NOT_A_QUERY.test(sql) && !seen.has(sql)) seen.set(sql, { sql, args: samplesOf(args) })
  }
  const wrap = (target: Methods) => {
    const { execute, batch } = target as { execute: Methods[string]; batch: Methods[string] }
    target.execute = (...args) => {
      keep(args[0] as Sent, args[1] as InArgs | undefined)
      return execute.apply(target, args)
    }
    target.batch = (...args) => {
      for (const s of args[0] as Sent[]) keep(s)
      return batch.apply(target, args)
    }
    return target
  }
  const client = wrap(db.$client as unknown as Methods)
  const transaction = client.transaction!
  client.transaction = async (...args) => wrap((await transaction.apply(client, args)) as Methods)
  return {
    // Sorted, so recording the same code twice writes the same file.
    queries: (): RecordedQuery[] => [...seen.values()].sort((a, b) => (a.sql < b.sql ? -1 : 1)),
  }
}

// What a newer schema breaks in an older query. Anything else (a unique or foreign key conflict
// with the sample arguments, a write guard, a check on the data) is about the data, not the schema.
const SCHEMA_ERROR =
  /no such table|no such column|has no column named|NOT NULL constraint failed|\d+ values for \d+ columns|no such function/i

// A NOT NULL failure on a column the statement itself names is its sample value coming out null
// here (a sub-select finding no row in this database); on a column it never names, it is a new
// column the release cannot fill.
export const isSchemaError = (message: string, sql: string) => {
  if (!SCHEMA_ERROR.test(message)) return false
  const notNull = /NOT NULL constraint failed: \w+\.(\w+)/.exec(message)
  return !notNull || !new RegExp(`\\b${notNull[1]}\\b`).test(sql)
}
