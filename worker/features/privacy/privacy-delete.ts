import type { InStatement, InValue } from '@libsql/client'
import type { Db } from '../../db/client'
import { writeBatch } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { checkCountedPassword } from '../accounts/guesses'
import type { Account } from '../accounts/sessions.service'
import { PERSONAL_DATA_MAP } from './personal-data-map'
import { type ColumnRule, reaches, type TableRule } from './personal-data-rules'
import { type Buyer, columnOf, DELETION_ORDER, reachOf } from './privacy-reach'

// Deleting an account, built by walking the personal-data map: each table's personal columns are
// blanked, redacted or kept as the map says, rows that are only the buyer's are deleted, and the
// photos the buyer's rows name are queued for deletion. One batch (one transaction): the database
// holds either the whole deletion or none of it. The photos go after it commits (object-deletions.ts).

const quoted = (name: string) => `"${name}"`

// The SET expression for one column, or none when the value stays.
const assignment = (
  rule: TableRule,
  name: string,
  c: ColumnRule,
): { sql: string; args: InValue[] } | null => {
  if (!c.personal) return null
  const col = quoted(name)
  switch (c.onDelete) {
    case 'row':
    case 'keep':
      return null
    case 'blank':
      return { sql: `${col} = ${columnOf(rule, name).notNull ? "''" : 'null'}`, args: [] }
    case 'object':
      if (columnOf(rule, name).notNull) throw new Error(`${rule.name}.${name} must be able to hold null`)
      return { sql: `${col} = null`, args: [] }
    case 'redact': {
      const marker = c.uniqueBy ? `? || ' ' || ${quoted(c.uniqueBy)}` : '?'
      return {
        sql: `${col} = case when ${col} is null or ${col} = '' then ${col} else ${marker} end`,
        args: [c.marker],
      }
    }
    case 'json': {
      let expr = col
      const args: InValue[] = []
      for (const [path, part] of Object.entries(c.parts)) {
        if (part.onDelete === 'keep') continue
        expr = `json_set(${expr}, ?, ?)`
        args.push(path, part.onDelete === 'blank' ? '' : part.marker)
      }
      return args.length ? { sql: `${col} = ${expr}`, args } : null
    }
  }
}

const tableStatement = (rule: TableRule, buyer: Buyer): InStatement | null => {
  const reach = reachOf(rule, buyer)
  if (rule.rows === 'delete') {
    return { sql: `delete from ${quoted(rule.name)} where (${reach.where})`, args: reach.args }
  }
  const sets = Object.entries(rule.columns).flatMap(([name, c]) => assignment(rule, name, c) ?? [])
  if (!sets.length) return null
  return {
    sql: `update ${quoted(rule.name)} set ${sets.map((s) => s.sql).join(', ')} where (${reach.where})`,
    args: [...sets.flatMap((s) => s.args), ...reach.args],
  }
}

// Before the rows forget them: the name of every photo the buyer's rows point at goes into the
// queue, and comes back from the batch so the photos can be deleted at once after it commits.
const queueObjects = (rule: TableRule, buyer: Buyer, now: number): InStatement[] =>
  Object.entries(rule.columns).flatMap(([name, c]) => {
    if (!c.personal || c.onDelete !== 'object') return []
    const reach = reachOf(rule, buyer)
    return [
      {
        sql: `insert or ignore into object_deletions (key, queued_at, attempts)
          select ${quoted(name)}, ?, 0 from ${quoted(rule.name)}
          where ${quoted(name)} is not null and (${reach.where}) returning key`,
        args: [now, ...reach.args],
      },
    ]
  })

// Every statement of one account's deletion, in the order that keeps each reach finding its rows.
export const deletionStatements = (buyer: Buyer, now: number) => {
  const reached = PERSONAL_DATA_MAP.filter(reaches)
  const queue = reached.flatMap((r) => queueObjects(r, buyer, now))
  const changes = DELETION_ORDER.flatMap((reach) =>
    reached.filter((r) => r.reach === reach).flatMap((r) => tableStatement(r, buyer) ?? []),
  )
  return { queue, changes }
}

// The account goes with everything the map says is the buyer's; what the seller must keep stays
// without them. Answers the names of the photos queued for deletion.
export const deleteAccount = async (
  db: Db,
  account: Account,
  password: string,
  ctx: { pepper: string; now: number; client: string },
): Promise<string[]> => {
  if (account.role === 'admin') {
    throw new AppError('FORBIDDEN', "The shop's own account cannot be deleted here.")
  }
  // Counted as a guess at the number before it is checked, so a borrowed session cannot try many.
  if (!(await checkCountedPassword(db, account, password, ctx))) {
    throw fieldError('password', 'Your password is not correct')
  }
  const { queue, changes } = deletionStatements(
    { accountId: account.id, mobileNo: account.mobileNo },
    ctx.now,
  )
  const results = await writeBatch(db, [...queue, ...changes])
  return results.slice(0, queue.length).flatMap((r) => r.rows.map((row) => String(row.key)))
}
