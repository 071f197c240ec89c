import { asc, eq } from 'drizzle-orm'
import { INITIAL_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order-status'
import type { Db } from '../../db/client'
import { orderStatusHistory } from '../../db/schema'
import { formatIndiaDateTime } from '../../lib/time'

export interface TimelineEntry {
  status: OrderStatus
  label: string
  at: string // dd/MM/yyyy hh:mm aa, India time
}

// The stages an enquiry went through, for the buyer: the receipt (the order's own created_at, not
// a history row) and every status it was moved to. Notes and who moved it stay the seller's.
export const timelineOf = (
  createdAt: number,
  history: readonly { toStatus: OrderStatus; at: number }[],
): TimelineEntry[] => [
  {
    status: INITIAL_ORDER_STATUS,
    label: ORDER_STATUS_LABELS[INITIAL_ORDER_STATUS],
    at: formatIndiaDateTime(createdAt),
  },
  ...history.map((h) => ({
    status: h.toStatus,
    label: ORDER_STATUS_LABELS[h.toStatus],
    at: formatIndiaDateTime(h.at),
  })),
]

// The history rows timelineOf needs, as a query to put in a caller's db.batch (one round trip).
export const timelineQuery = (db: Db, orderId: string) =>
  db
    .select({ toStatus: orderStatusHistory.toStatus, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
