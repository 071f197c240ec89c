import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { payments, quotes } from '../../db/schema-quotes'
import { AppError } from '../../lib/errors'
import { type PaiseFigures, paiseFigures } from './payments-figures'

export type PaymentRow = typeof payments.$inferSelect

// The order as the payment rules need it, with the total of the version the buyer accepted.
const orderQuery = (db: Db, where: SQL) =>
  db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerName: orders.customerName,
      status: orders.status,
      acceptedVersion: orders.acceptedVersion,
      totalPaise: quotes.totalPaise,
    })
    .from(orders)
    .leftJoin(quotes, and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.acceptedVersion)))
    .where(where)

const paymentsQuery = (db: Db, orderWhere: SQL) =>
  db
    .select()
    .from(payments)
    .where(sql`${payments.orderId} = (select ${orders.id} from ${orders} where ${orderWhere})`)
    .orderBy(asc(payments.submittedAt), asc(payments.id))

export type OrderForPayment = Awaited<ReturnType<typeof orderQuery>>[number]

export interface OrderPayments {
  order: OrderForPayment
  payments: PaymentRow[]
  figures: PaiseFigures
}

export const byToken = (token: string) => eq(orders.quoteToken, token)
export const byOrderId = (id: string) => eq(orders.id, id)

// The order and its payments in one round trip; `first` (a rate-limit count) may ride along.
export const orderPaymentsQueries = (db: Db, where: SQL) =>
  [orderQuery(db, where), paymentsQuery(db, where)] as const

export const toOrderPayments = (
  orderRows: OrderForPayment[],
  paymentRows: PaymentRow[],
  notFound: string,
): OrderPayments => {
  const order = orderRows[0]
  if (!order) throw new AppError('NOT_FOUND', notFound)
  return { order, payments: paymentRows, figures: paiseFigures(order.totalPaise ?? 0, paymentRows) }
}

export const loadOrderPayments = async (db: Db, where: SQL, notFound: string): Promise<OrderPayments> => {
  const [orderRows, paymentRows] = await db.batch(orderPaymentsQueries(db, where))
  return toOrderPayments(orderRows, paymentRows, notFound)
}
