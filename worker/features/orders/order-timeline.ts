import { asc, eq, inArray } from 'drizzle-orm'
import { INITIAL_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order-status'
import type { TimelineEntry } from '../../contract/orders'
import type { Db } from '../../db/client'
import { orderStatusHistory, orders } from '../../db/schema'
import { formatIndiaDate, formatIndiaDateTime, indiaDate } from '../../lib/time'

export type { TimelineEntry }

// How a moment is written: to the minute (and the instant) for whoever holds the enquiry's link;
// to the India day for tracking by mobile alone (see TrackedOrder).
export type Stamp = (ms: number) => Pick<TimelineEntry, 'at' | 'at_iso'>
const instantStamp: Stamp = (ms) => ({
  at: formatIndiaDateTime(ms),
  at_iso: new Date(ms).toISOString(),
})
export const dayStamp: Stamp = (ms) => ({ at: formatIndiaDate(ms), at_iso: indiaDate(ms) })

// The stages an enquiry went through, for the buyer: the receipt (the order's own created_at, not
// a history row) and every status it was moved to. Notes and who moved it stay the seller's.
export const timelineOf = (
  createdAt: number,
  history: readonly { toStatus: OrderStatus; at: number }[],
  stamp: Stamp = instantStamp,
): TimelineEntry[] => [
  { status: INITIAL_ORDER_STATUS, label: ORDER_STATUS_LABELS[INITIAL_ORDER_STATUS], ...stamp(createdAt) },
  ...history.map((h) => ({ status: h.toStatus, label: ORDER_STATUS_LABELS[h.toStatus], ...stamp(h.at) })),
]

// The history rows of every enquiry of one mobile number, for tracking's batch.
export const timelinesOfMobileQuery = (db: Db, mobileNo: string) =>
  db
    .select({
      orderId: orderStatusHistory.orderId,
      toStatus: orderStatusHistory.toStatus,
      at: orderStatusHistory.at,
    })
    .from(orderStatusHistory)
    .where(
      inArray(
        orderStatusHistory.orderId,
        db.select({ id: orders.id }).from(orders).where(eq(orders.mobileNo, mobileNo)),
      ),
    )
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))

// The history rows timelineOf needs, as a query to put in a caller's db.batch (one round trip).
export const timelineQuery = (db: Db, orderId: string) =>
  db
    .select({ toStatus: orderStatusHistory.toStatus, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
