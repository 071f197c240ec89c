import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { EWAY_BILL_OVER_PAISE, type EwayBillStatus, type ewayBillQuery } from '../../contract/admin-gst-files'
import { isValidGstin } from '../../contract/gstin'
import type { IssuedInvoiceFigures } from '../../contract/invoices'
import { toRupees } from '../../contract/money'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { shipments } from '../../db/schema-dispatch'
import { invoices } from '../../db/schema-quotes'
import { AppError } from '../../lib/errors'
import { formatIndiaDateTime, indiaDate } from '../../lib/time'
import { type EwayTransport, ewayBillFile, pinOfAddress } from './eway-bill'

type EwayQuery = z.output<typeof ewayBillQuery>

const readSource = async (db: Db, id: string) => {
  const [orderRows, invoiceRows, shipmentRows] = await db.batch([
    db
      .select({ ewayBillNo: orders.ewayBillNo, ewayBillAt: orders.ewayBillAt })
      .from(orders)
      .where(eq(orders.id, id)),
    db.select().from(invoices).where(eq(invoices.orderId, id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)),
  ])
  const order = orderRows[0]
  if (!order) throw new AppError('NOT_FOUND', 'Enquiry not found')
  const row = invoiceRows[0]
  const invoice = row
    ? { invoiceNo: row.invoiceNo, figures: JSON.parse(row.figures) as IssuedInvoiceFigures }
    : undefined
  return { order, invoice, shipment: shipmentRows[0] }
}

const statusOf = ({ order, invoice }: Awaited<ReturnType<typeof readSource>>): EwayBillStatus => ({
  needed: invoice ? invoice.figures.totals.total > EWAY_BILL_OVER_PAISE : false,
  invoice_no: invoice?.invoiceNo ?? null,
  invoice_total: invoice ? toRupees(invoice.figures.totals.total) : null,
  eway_bill_no: order.ewayBillNo,
  eway_bill_at: order.ewayBillAt === null ? null : formatIndiaDateTime(order.ewayBillAt),
})

export const getEwayBillStatus = async (db: Db, id: string) => statusOf(await readSource(db, id))

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message)

// The transporter and branch chosen on the dispatch form (before dispatch), else the dispatch's.
const transportOf = (
  settings: StoredSettings,
  query: EwayQuery,
  shipment: Awaited<ReturnType<typeof readSource>>['shipment'],
  now: number,
): EwayTransport => {
  const transporterId = query.transporter_id || shipment?.transporterId
  const branchId = query.branch_id || shipment?.branchId
  const transporter = settings.transport.transporters.find((t) => t.id === transporterId)
  const branch = transporter?.branches.find((b) => b.id === branchId)
  if (!transporter || !branch) throw unprocessable('Choose the transporter and branch first.')
  if (!transporter.gstin)
    throw unprocessable(`Type ${transporter.name}'s GSTIN or TRANSIN in Settings, under Transport.`)
  if (!branch.distance_km)
    throw unprocessable(`Type the distance to ${branch.town} in km in Settings, under Transport.`)
  const lrNumber = query.lr_number ?? shipment?.lrNumber ?? ''
  const lrDay = shipment ? indiaDate(shipment.dispatchedAt) : lrNumber ? indiaDate(now) : ''
  return { transporter, branch, lrNumber, lrDay }
}

export const getEwayBillFile = async (
  db: Db,
  id: string,
  query: EwayQuery,
  ctx: { settings: StoredSettings; now: number },
) => {
  const source = await readSource(db, id)
  const { invoice } = source
  if (!invoice)
    throw new AppError('NOT_FOUND', 'No tax invoice for this enquiry yet: the e-way bill is made from it.')
  const { billing, contact } = ctx.settings
  // The portal checks the supplier's GSTIN by its check character; the invoice took it by shape.
  if (!isValidGstin(billing.gstin))
    throw new AppError(
      'BILLING_NOT_SET',
      'An e-way bill needs your own GSTIN, as registered, in Settings: the one there is missing or mistyped.',
    )
  if (!pinOfAddress(contact.store_address))
    throw unprocessable('Add the PIN code to the shop address in Settings, under Contact.')
  const transport = transportOf(ctx.settings, query, source.shipment, ctx.now)
  const seller = { gstin: billing.gstin, legalName: billing.legal_name, address: contact.store_address }
  return {
    invoiceNo: invoice.invoiceNo,
    file: ewayBillFile(invoice.invoiceNo, invoice.figures, seller, transport),
  }
}

// The seller has made the e-way bill on the portal and types its number: kept with the time, so
// the reminder leaves the Needs attention queue. Typing it again corrects it.
export const markEwayBillDone = async (db: Db, id: string, number: string, now: number) => {
  const source = await readSource(db, id)
  if (!source.invoice)
    throw new AppError('NOT_FOUND', 'No tax invoice for this enquiry yet: the e-way bill is made from it.')
  await db.update(orders).set({ ewayBillNo: number, ewayBillAt: now }).where(eq(orders.id, id))
  return statusOf({ ...source, order: { ewayBillNo: number, ewayBillAt: now } })
}
