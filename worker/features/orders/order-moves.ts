import type { InStatement } from '@libsql/client'
import { and, eq } from 'drizzle-orm'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order-status'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { failedGuard, guard } from '../../db/guard'
import { orderStatusHistory, orders } from '../../db/schema'
import { writeBatch } from '../../db/write'
import { AppError } from '../../lib/errors'
import { invoiceStatements } from './order-invoice'

// A status move, as every path makes it: the console's buttons, a quote sent, the buyer's
// acceptance, a payment checked. `settings` is what a move to paid prints on the tax invoice.
export interface OrderMove {
  id: string
  from: OrderStatus
  to: OrderStatus
  note: string | null
  actor: string
  now: number
  settings: StoredSettings
}

type Statement = InStatement | { toSQL(): { sql: string; params: unknown[] } }

// The statements of a move, for a write batch that may hold more (a quote version, a payment's
// check). The guard aborts the whole batch unless the order still has the status the move was
// decided from: two people working the same enquiry cannot both move it.
// A move to paid (PAYMENT_RECEIVED), by the console's button or by the payment check that completes
// the balance, also issues the tax invoice in the same batch (refused with BILLING_NOT_SET, before
// anything is written, while the seller's GST details are missing).
export const moveStatements = async (db: Db, move: OrderMove): Promise<Statement[]> => {
  const stillFrom = and(eq(orders.id, move.id), eq(orders.status, move.from))
  const invoice = move.to === 'PAYMENT_RECEIVED' ? await invoiceStatements(db, move) : []
  return [
    guard('STATUS_CHANGED', 'exists (select 1 from orders where id = ? and status = ?)', [
      move.id,
      move.from,
    ]),
    db.insert(orderStatusHistory).values({
      orderId: move.id,
      fromStatus: move.from,
      toStatus: move.to,
      note: move.note,
      actor: move.actor,
      at: move.now,
    }),
    db.update(orders).set({ status: move.to, updatedAt: move.now }).where(stillFrom),
    ...invoice,
  ]
}

export const currentStatus = async (db: Db, id: string): Promise<OrderStatus> => {
  const rows = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Enquiry not found')
  return rows[0].status
}

// A batch stopped by STATUS_CHANGED is the seller's 409, with where the enquiry stands now.
export const conflictOnStaleStatus = async (db: Db, id: string, error: unknown): Promise<never> => {
  // An invoice issued meanwhile means another path marked the order paid first.
  const failed = failedGuard(error)
  if (failed !== 'STATUS_CHANGED' && failed !== 'ALREADY_INVOICED') throw error
  const now = await currentStatus(db, id)
  throw new AppError(
    'CONFLICT',
    `This enquiry was changed meanwhile and is now ${ORDER_STATUS_LABELS[now]}. Please look at it again.`,
    { details: { order_status: now } },
  )
}

export const moveOrder = async (db: Db, move: OrderMove, extra: Statement[] = []) => {
  try {
    await writeBatch(db, [...(await moveStatements(db, move)), ...extra])
  } catch (error) {
    await conflictOnStaleStatus(db, move.id, error)
  }
}
