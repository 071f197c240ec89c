import { eq } from 'drizzle-orm'
import { ORDER_STATUS_LABELS } from '../../contract/order-status'
import type { StoredSettings } from '../../contract/settings'
import type { TransportView } from '../../contract/transport'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { shipments } from '../../db/schema-dispatch'
import { AppError } from '../../lib/errors'
import { enquiryNumber, lrPhotoPath } from '../orders/orders-views'
import { toShipmentView } from './transport-views'

// The buyer's collection page, by the enquiry's unguessable id, in one read. It names the branch,
// the LR and the transporter's tracking page (from the settings in memory), nothing of the buyer.
export const getTransportView = async (
  db: Db,
  id: string,
  ctx: { now: number; settings: StoredSettings },
): Promise<TransportView> => {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      lrNumber: orders.lrNumber,
      transporter: orders.transporter,
      lrPhotoKey: orders.lrPhotoKey,
      shipment: shipments,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.id, id))
  const o = rows[0]
  if (!o) throw new AppError('NOT_FOUND', 'Enquiry not found')
  return {
    _id: o.id,
    enquiry_number: enquiryNumber(o.orderNo),
    order_status: o.status,
    order_status_label: ORDER_STATUS_LABELS[o.status],
    lr_number: o.lrNumber,
    transporter: o.transporter,
    lr_photo_path: o.lrPhotoKey ? lrPhotoPath(o.id) : null,
    shipment: o.shipment ? toShipmentView(o.shipment, ctx.now, ctx.settings.transport) : null,
  }
}
