import type { InStatement, InValue, ResultSet } from '@libsql/client'
import { is, Param, Placeholder, sql } from 'drizzle-orm'
import type { Db } from './client'

interface BuildsSql {
  toSQL(): { sql: string; params: unknown[] }
}

const toStatement = (q: BuildsSql): InStatement => {
  const { sql, params } = q.toSQL()
  return { sql, args: params as InValue[] }
}

// One write transaction in one round trip: BEGIN IMMEDIATE ... COMMIT as a libSQL batch.
// Interactive transactions would hold a connection across round trips (slow over HTTP) and, on an
// embedded file, fail with SQLITE_BUSY under concurrent writers; a batch does neither.
export const writeBatch = (db: Db, statements: (BuildsSql | InStatement)[]): Promise<ResultSet[]> =>
  db.$client.batch(
    statements.map((s) => (typeof s === 'object' && 'toSQL' in s ? toStatement(s) : s)),
    'write',
  )

// A statement built once by drizzle with named placeholders, filled per call without rebuilding:
// building a 24-column insert costs more than executing it.
export interface SqlTemplate {
  sql: string
  slots: ({ name: string } | { value: InValue })[]
}

export const sqlTemplate = (query: BuildsSql): SqlTemplate => {
  const { sql, params } = query.toSQL()
  return {
    sql,
    slots: params.map((p) => {
      if (is(p, Placeholder)) return { name: p.name }
      if (is(p, Param) && is(p.value, Placeholder)) return { name: p.value.name }
      return { value: p as InValue }
    }),
  }
}

export const fillTemplate = (t: SqlTemplate, values: Record<string, InValue>): InStatement => ({
  sql: t.sql,
  args: t.slots.map((s) => {
    if ('value' in s) return s.value
    const v = values[s.name]
    if (v === undefined) throw new Error(`no value for placeholder ${s.name}`)
    return v
  }),
})

export const isUniqueViolation = (error: unknown, column?: string): boolean => {
  const text = `${(error as { message?: string })?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text) && (!column || text.includes(column))
}

// A raw statement (positional `?` arguments, none inside string literals) as a drizzle query, so it
// can sit in db.batch beside drizzle's own; its rows come back keyed by column name.
export const rawQuery = (db: Db, s: { sql: string; args: InValue[] }) => {
  const parts = s.sql.split('?')
  if (parts.length - 1 !== s.args.length) throw new Error('rawQuery: argument count does not match')
  const chunks = parts.flatMap((p, i) => (i < s.args.length ? [sql.raw(p), sql`${s.args[i]}`] : [sql.raw(p)]))
  return db.all<Record<string, unknown>>(sql.join(chunks))
}
