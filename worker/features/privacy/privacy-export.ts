import { toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { rawQuery } from '../../db/write'
import { formatIndiaDateTime } from '../../lib/time'
import type { Account } from '../accounts/sessions.service'
import { FILE_STORES, PERSONAL_DATA_MAP } from './personal-data-map'
import { type ColumnRule, type Out, reaches, type TableRule } from './personal-data-rules'
import { reachOf } from './privacy-reach'

// The buyer's copy of their data, built by walking the personal-data map: every table the map
// files under a name, the buyer's rows of it, the columns it marks for the copy. An enquiry's own
// rows (lines, quotes, answers, payments, invoices, dispatch) sit inside the enquiry. Photos are
// named, not embedded: the buyer sent the payment screenshot from their own phone, and a copy that
// embedded every 5 MB picture could outgrow what a Worker may hold, and then fail altogether.

type Row = Record<string, unknown>

const GROUP = '__group'

const outName = (name: string, out: Out) => (out === 'rupees' ? name.replace(/_paise$/, '') : name)

const outValue = (value: unknown, out: Out) => {
  if (typeof out === 'function') return out(value)
  if (value === null || value === undefined) return null
  if (out === 'rupees') return toRupees(Number(value))
  if (out === 'time') return formatIndiaDateTime(Number(value))
  return value
}

const exported = (rule: TableRule) =>
  Object.entries(rule.columns).filter((e): e is [string, ColumnRule & { out: Out }] => e[1].out !== undefined)

// One read per table, all in one batch; the rows carry what groups them under their enquiry.
const queryOf = (db: Db, rule: TableRule, accountId: string) => {
  const group = rule.reach === 'the-orders' ? 'id' : rule.reach === 'by-order' ? 'order_id' : 'null'
  const columns = exported(rule).map(([name]) => `"${name}"`)
  const reach = reachOf(rule, { accountId, mobileNo: '' })
  return rawQuery(db, {
    sql: `select ${[...columns, `${group} as ${GROUP}`].join(', ')} from "${rule.name}"
      where (${reach.where}) order by rowid`,
    args: reach.args,
  })
}

const shape = (rule: TableRule, row: Row): Row =>
  Object.fromEntries(exported(rule).map(([name, c]) => [outName(name, c.out), outValue(row[name], c.out)]))

// What a deletion leaves, from the same map, one entry per reason: the buyer is told before.
export const keptAfterDeletion = () => {
  const kept = new Map<string, string[]>()
  const add = (what: string, why: string) => kept.set(why, [...(kept.get(why) ?? []), what])
  for (const rule of PERSONAL_DATA_MAP) {
    for (const [name, c] of Object.entries(rule.columns)) {
      if (!c.personal) continue
      if (c.onDelete === 'keep') add(`${rule.name}.${name}`, c.why)
      if (c.onDelete !== 'json') continue
      for (const [path, p] of Object.entries(c.parts)) {
        if (p.onDelete === 'keep') add(`${rule.name}.${name} ${path}`, p.why)
      }
    }
  }
  for (const rule of PERSONAL_DATA_MAP) if (rule.reach === 'ages-out' && rule.why) add(rule.name, rule.why)
  for (const [name, s] of Object.entries(FILE_STORES)) if (s.onDelete === 'ages-out') add(name, s.why)
  return [...kept].map(([why, what]) => ({ what, why }))
}

export const exportAccountData = async (db: Db, account: Account, now: number) => {
  const rules = PERSONAL_DATA_MAP.filter((r) => r.exportAs && reaches(r) && exported(r).length)
  const [first, ...rest] = rules.map((r) => queryOf(db, r, account.id))
  const results = first ? await db.batch([first, ...rest]) : []
  const copy: Row = { exported_at: formatIndiaDateTime(now) }
  const enquiries = new Map<unknown, Row>()
  const children: { rule: TableRule; rows: Row[] }[] = []
  rules.forEach((rule, i) => {
    const rows = (results[i] ?? []) as Row[]
    const key = rule.exportAs as string
    if (rule.reach === 'the-account') copy[key] = rows[0] ? shape(rule, rows[0]) : null
    else if (rule.reach === 'the-orders') {
      copy[key] = rows.map((r) => {
        const enquiry = shape(rule, r)
        enquiries.set(r[GROUP], enquiry)
        return enquiry
      })
    } else if (rule.reach === 'by-order') children.push({ rule, rows })
    else copy[key] = rows.map((r) => shape(rule, r))
  })
  for (const { rule, rows } of children) {
    for (const enquiry of enquiries.values()) enquiry[rule.exportAs as string] = []
    for (const r of rows)
      (enquiries.get(r[GROUP])?.[rule.exportAs as string] as Row[] | undefined)?.push(shape(rule, r))
  }
  copy.kept_after_deletion = keptAfterDeletion()
  return copy
}
