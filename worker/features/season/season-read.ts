import { and, eq, gte, lt, ne, sql } from 'drizzle-orm'
import { ORDER_STATUSES } from '../../contract/order-status'
import type { Db } from '../../db/client'
import { orderLines, orders } from '../../db/schema'
import { INDIA_OFFSET_MS, indiaMidnight } from '../../lib/time'
import { owedColumns } from '../orders/amount-owed'

export const DAY_MS = 24 * 60 * 60_000

// The instants a season's India days span: [from, to).
export const seasonSpan = (year: number) => ({
  from: indiaMidnight(`${year}-07-01`),
  to: indiaMidnight(`${year + 1}-07-01`),
})

// The India day of an instant as a whole number of days since 1970-01-01: India keeps one offset,
// so shifting by it and dividing is exact, in the database as in the worker. The constants are
// written into the SQL: bound, a JavaScript number arrives as a real and the division would not
// be a whole one.
const indiaDayNo = sql<number>`((${orders.createdAt} + ${sql.raw(String(INDIA_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))})`

// The furthest step of the lifecycle an enquiry ever stood at, from its history (which records
// every move, the current status included), as the status's place in ORDER_STATUSES; Cancelled
// counts as no step, so a cancelled enquiry keeps the steps it reached before. Null: never moved.
const stageCase = sql.raw(
  `case h.to_status ${ORDER_STATUSES.filter((s) => s !== 'CANCELLED')
    .map((s) => `when '${s}' then ${ORDER_STATUSES.indexOf(s)}`)
    .join(' ')} end`,
)
const orderId = sql.raw('"orders"."id"')
const furthestStage = sql<
  number | null
>`(select max(${stageCase}) from order_status_history h where h.order_id = ${orderId})`

// The seller's first move on the enquiry (a quote sent, a deal confirmed, a cancellation): the
// buyer's own moves (accepting, telling a payment) are not an answer.
const firstAnswerAt = sql<
  number | null
>`(select min(h.at) from order_status_history h where h.order_id = ${orderId} and h.actor <> 'buyer')`

// Everything the season's page shows, read in one batch: one round trip to the database.
export const readSeason = async (db: Db, year: number) => {
  const season = seasonSpan(year)
  const last = seasonSpan(year - 1)
  const inSeason = and(gte(orders.createdAt, season.from), lt(orders.createdAt, season.to))
  const [days, rows, products] = await db.batch([
    // Both seasons' enquiries per India day.
    db
      .select({ day: indiaDayNo, n: sql<number>`count(*)` })
      .from(orders)
      .where(and(gte(orders.createdAt, last.from), lt(orders.createdAt, season.to)))
      .groupBy(indiaDayNo),
    db
      .select({
        createdAt: orders.createdAt,
        status: orders.status,
        referenceBy: orders.referenceBy,
        stateCode: orders.stateCode,
        stateName: orders.stateName,
        pinCode: orders.pinCode,
        netAmountPaise: orders.netAmountPaise,
        latestQuotePaise: owedColumns.latestQuotePaise,
        acceptedQuotePaise: owedColumns.acceptedQuotePaise,
        invoicedPaise: owedColumns.invoicedPaise,
        furthestStage,
        firstAnswerAt,
      })
      .from(orders)
      .where(inSeason),
    // What buyers asked for, enquiry lines of the season's enquiries not cancelled, by product code.
    db
      .select({
        productCode: orderLines.productCode,
        productName: sql<string>`max(${orderLines.productName})`,
        quantity: sql<number>`sum(${orderLines.qty})`,
        valuePaise: sql<number>`sum(${orderLines.subTotalPaise})`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inSeason, ne(orders.status, 'CANCELLED')))
      .groupBy(orderLines.productCode),
  ])
  return { season, last, days, rows, products }
}

export type SeasonRead = Awaited<ReturnType<typeof readSeason>>
export type SeasonRow = SeasonRead['rows'][number]
