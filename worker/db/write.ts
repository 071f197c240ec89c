import type { InStatement, ResultSet } from '@libsql/client'
import type { Db } from './client'

interface BuildsSql {
  toSQL(): { sql: string; params: unknown[] }
}

// One write transaction in one round trip: BEGIN IMMEDIATE ... COMMIT as a libSQL batch.
// Interactive transactions would hold a connection across round trips (slow over HTTP) and, on an
// embedded file, fail with SQLITE_BUSY under concurrent writers; a batch does neither.
export const writeBatch = (db: Db, queries: BuildsSql[]): Promise<ResultSet[]> => {
  const statements: InStatement[] = queries.map((q) => {
    const { sql, params } = q.toSQL()
    return { sql, args: params as InStatement extends { args?: infer A } ? A : never }
  })
  return db.$client.batch(statements, 'write')
}

export const isUniqueViolation = (error: unknown, column?: string): boolean => {
  const text = `${(error as { message?: string })?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /UNIQUE constraint failed/i.test(text) && (!column || text.includes(column))
}
