import { eq } from 'drizzle-orm'
import type { AdminOrderDetail } from '../../contract/admin'
import type { DispatchInput } from '../../contract/admin-transport'
import { fromRupees } from '../../contract/money'
import { MANUAL_TRANSITIONS, ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order-status'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { shipments } from '../../db/schema-dispatch'
import { AppError, fieldError } from '../../lib/errors'
import { currentStatus, moveOrder } from '../orders/order-moves'
import { getAdminOrder } from '../orders/orders-admin.service'
import { freightReasonOf } from './transport-freight'
import { type ShipmentRow, toShipmentView } from './transport-views'

interface Ctx {
  actor: string
  now: number
  settings: StoredSettings
}

// Dispatch, arrival and collection each have one status they start from; anything else is the
// seller's 409 with where the enquiry stands.
const requireFrom = async (db: Db, id: string, from: OrderStatus, to: OrderStatus) => {
  const now = await currentStatus(db, id)
  if (now !== from) {
    throw new AppError(
      'INVALID_TRANSITION',
      `${ORDER_STATUS_LABELS[to]} needs an enquiry that is ${ORDER_STATUS_LABELS[from]}; this one is ${ORDER_STATUS_LABELS[now]}.`,
      { details: { from_status: now, to_status: to, allowed_next: [...MANUAL_TRANSITIONS[now]] } },
    )
  }
}

// The branch is looked up in today's settings and copied into the record, so a later edit of the
// settings never changes where this buyer is told to collect.
const findBranch = (settings: StoredSettings, input: { transporter_id: string; branch_id: string }) => {
  const transporter = settings.transport.transporters.find((t) => t.id === input.transporter_id)
  if (!transporter) throw fieldError('transporter_id', 'Unknown transporter; add it in Settings first')
  const branch = transporter.branches.find((b) => b.id === input.branch_id)
  if (!branch)
    throw fieldError('branch_id', `${transporter.name} has no such branch; add it in Settings first`)
  return { transporter, branch }
}

// PACKED -> DISPATCHED, the dispatch record and the order's LR fields (which the LR photo upload
// and older pages read) in one transaction.
export const dispatchOrder = async (
  db: Db,
  id: string,
  input: DispatchInput,
  ctx: Ctx,
): Promise<AdminOrderDetail> => {
  const { transporter, branch } = findBranch(ctx.settings, input)
  await requireFrom(db, id, 'PACKED', 'DISPATCHED')
  // No quote can be sent once Packed, so the one read here is still the agreed one at the write.
  const freightReason = await freightReasonOf(db, id, input)
  const lrNumber = input.lr_number.trim()
  await moveOrder(db, { id, from: 'PACKED', to: 'DISPATCHED', note: input.note || null, ...ctx }, [
    db.insert(shipments).values({
      orderId: id,
      transporterId: transporter.id,
      transporterName: transporter.name,
      branchId: branch.id,
      branchTown: branch.town,
      branchTownTa: branch.town_ta,
      branchAddress: branch.address,
      branchPhone: branch.phone,
      branchMapLink: branch.map_link,
      freeDays: branch.free_days,
      parcels: input.parcels,
      freightMode: input.freight_mode,
      freightPaise: fromRupees(input.freight),
      freightReason,
      lrNumber,
      dispatchedAt: ctx.now,
    }),
    db
      .update(orders)
      .set({ lrNumber, transporter: `${transporter.name}, ${branch.town}` })
      .where(eq(orders.id, id)),
  ])
  return getAdminOrder(db, id)
}

export const markArrived = async (db: Db, id: string, note: string | undefined, ctx: Ctx) => {
  await requireFrom(db, id, 'DISPATCHED', 'ARRIVED')
  await moveOrder(db, { id, from: 'DISPATCHED', to: 'ARRIVED', note: note || null, ...ctx }, [
    db.update(shipments).set({ arrivedAt: ctx.now }).where(eq(shipments.orderId, id)),
  ])
  return getAdminOrder(db, id)
}

export const markCollected = async (db: Db, id: string, note: string | undefined, ctx: Ctx) => {
  await requireFrom(db, id, 'ARRIVED', 'COLLECTED')
  await moveOrder(db, { id, from: 'ARRIVED', to: 'COLLECTED', note: note || null, ...ctx }, [
    db.update(shipments).set({ collectedAt: ctx.now }).where(eq(shipments.orderId, id)),
  ])
  return getAdminOrder(db, id)
}

const readShipment = async (db: Db, id: string): Promise<ShipmentRow | undefined> =>
  (await db.select().from(shipments).where(eq(shipments.orderId, id)))[0]

export const getShipment = async (db: Db, id: string, ctx: { now: number; settings: StoredSettings }) => {
  await currentStatus(db, id)
  const row = await readShipment(db, id)
  return row ? toShipmentView(row, ctx.now, ctx.settings.transport) : null
}
