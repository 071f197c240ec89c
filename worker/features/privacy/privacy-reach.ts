import type { InValue } from '@libsql/client'
import { getTableConfig } from 'drizzle-orm/sqlite-core'
import type { Reach, TableRule } from './personal-data-rules'

export interface Buyer {
  accountId: string
  mobileNo: string
}

// The SQL condition that picks one buyer's rows of a table, as the map's `reach` names them.
// Table and column names come from the schema, never from a request; values are bound.
export const reachOf = (rule: TableRule, buyer: Buyer): { where: string; args: InValue[] } => {
  const own = 'select id from orders where account_id = ?'
  switch (rule.reach) {
    case 'the-account':
      return { where: 'id = ?', args: [buyer.accountId] }
    case 'by-account':
    case 'the-orders':
      return { where: 'account_id = ?', args: [buyer.accountId] }
    case 'by-order':
      return { where: `order_id in (${own})`, args: [buyer.accountId] }
    case 'ages-out':
    case 'none':
      throw new Error(`${rule.name} holds no buyer's rows`)
  }
}

// The order a deletion must run in: rows found through the account's enquiries before the
// enquiries let go of the account, and the account last.
export const DELETION_ORDER: Reach[] = ['by-order', 'the-orders', 'by-account', 'the-account']

export const columnOf = (rule: TableRule, name: string) => {
  const column = getTableConfig(rule.table).columns.find((c) => c.name === name)
  if (!column) throw new Error(`${rule.name}.${name} is not in the schema`)
  return column
}
