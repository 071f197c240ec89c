import { and, asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import { showAccessCode } from '../../contract/access-code'
import { deliveryState } from '../../contract/delivery-state'
import { gstState } from '../../contract/gst-state-list'
import { toRupees } from '../../contract/money'
import { ORDER_STATUS_LABELS, type OrderStatus, paymentOpen } from '../../contract/order-status'
import type {
  OpenEnquiryKey,
  OpenedEnquiry,
  OrderPublicInfo,
  OrderRecord,
  PrintLine,
  PrintRecord,
  SavedEnquiry,
  TrackedOrder,
} from '../../contract/orders'
import type { Db } from '../../db/client'
import { orderLines, orders } from '../../db/schema'
import { invoices } from '../../db/schema-quotes'
import { AppError } from '../../lib/errors'
import { formatIndiaDate, formatIndiaDateTime, indiaDate } from '../../lib/time'
import { amountInWordsTamil } from '../../lib/words-ta'
import { amountOwed, owedColumns } from './amount-owed'
import { dayStamp, timelineOf, timelinesOfMobileQuery } from './order-timeline'

// An enquiry as the buyer's views read it: the row and the figures of what is owed.
type OrderRow = typeof orders.$inferSelect & {
  [K in keyof typeof owedColumns]: (typeof owedColumns)[K]['_']['type']
}

// Every buyer's view reads the order with what amountOwed needs, in the same query.
const orderWithOwed = (db: Db) => db.select({ ...getTableColumns(orders), ...owedColumns }).from(orders)

export const enquiryNumber = (orderNo: number) => `ENQ-${String(orderNo).padStart(5, '0')}`

export const lrPhotoPath = (orderId: string) => `/api/website-management/order/public/lr/${orderId}`

// What the buyer is told once an enquiry is accepted (and again on a retry of it).
export const toSaved = (
  o: Pick<
    OrderRow,
    'id' | 'orderNo' | 'createdAt' | 'netAmountPaise' | 'amountInWords' | 'status' | 'accessCode'
  >,
): SavedEnquiry => ({
  order_id: o.id,
  order_no: o.orderNo,
  enquiry_number: enquiryNumber(o.orderNo),
  access_code: showAccessCode(o.accessCode),
  enquiry_time: formatIndiaDateTime(o.createdAt),
  payable_amount: toRupees(o.netAmountPaise),
  net_amount: toRupees(o.netAmountPaise),
  amount_in_words: o.amountInWords,
  // Written at read time from the amount, so enquiries placed before it existed have it too.
  amount_in_words_ta: amountInWordsTamil(o.netAmountPaise),
  order_status: o.status,
})

const findOrder = async (db: Db, id: string) => {
  const rows = await orderWithOwed(db).where(eq(orders.id, id))
  const order = rows[0]
  if (!order) throw new AppError('NOT_FOUND', 'Enquiry not found')
  return order
}

export const getOrderPublic = async (db: Db, id: string): Promise<OrderPublicInfo> => {
  const o = await findOrder(db, id)
  return {
    _id: o.id,
    order_no: o.orderNo,
    enquiry_number: enquiryNumber(o.orderNo),
    access_code: showAccessCode(o.accessCode),
    enquiry_time: formatIndiaDateTime(o.createdAt),
    payable_amount: toRupees(o.netAmountPaise),
    payable_mode: 'Manual',
    order_status: o.status,
    order_status_label: ORDER_STATUS_LABELS[o.status],
    amount_owed: amountOwed(o),
    payment_open: paymentOpen(o.status),
  }
}

type LineRow = typeof orderLines.$inferSelect

const groupLines = (rows: LineRow[]) => {
  const byOrder = new Map<string, PrintLine[]>()
  for (const l of rows) {
    const list = byOrder.get(l.orderId) ?? []
    list.push({
      product_id: l.productId === null ? null : String(l.productId),
      product_code: l.productCode,
      product_name: l.productName,
      tamil_name: l.tamilName,
      per: l.per,
      price: toRupees(l.mrpPaise),
      discount_percentage: l.discountPercentage,
      after_discount_price: toRupees(l.unitPaise),
      qty: l.qty,
      sub_total: toRupees(l.subTotalPaise),
    })
    byOrder.set(l.orderId, list)
  }
  return byOrder
}

// The delivery State as every view names it: stored with the enquiry, else its PIN code's.
export const stateOfOrder = (o: Pick<OrderRow, 'pinCode' | 'stateCode' | 'stateName'>) => {
  if (o.stateCode)
    return { state_code: o.stateCode, state_name: o.stateName ?? gstState(o.stateCode)?.en ?? null }
  const state = deliveryState(o.pinCode)
  return { state_code: state?.code ?? null, state_name: state?.en ?? null }
}

const toRecord = (o: OrderRow, lines: PrintLine[]): OrderRecord => ({
  _id: o.id,
  order_no: o.orderNo,
  enquiry_number: enquiryNumber(o.orderNo),
  access_code: showAccessCode(o.accessCode),
  order_date: formatIndiaDateTime(o.createdAt),
  order_at: new Date(o.createdAt).toISOString(),
  reference_by: o.referenceBy,
  customer_name: o.customerName,
  customer_city: o.city,
  city: o.city,
  address: o.address,
  pin_code: o.pinCode,
  ...stateOfOrder(o),
  adult_confirmed_at: o.adultConfirmedAt === null ? null : formatIndiaDateTime(o.adultConfirmedAt),
  customer_mobile_no: o.mobileNo,
  email_id: o.emailId,
  sub_total: toRupees(o.subTotalPaise),
  discount_amount: toRupees(o.discountPaise),
  net_amount: toRupees(o.netAmountPaise),
  amount_in_words: o.amountInWords,
  amount_in_words_ta: amountInWordsTamil(o.netAmountPaise),
  order_status: o.status,
  order_status_label: ORDER_STATUS_LABELS[o.status],
  lr_photo_path: o.lrPhotoKey ? lrPhotoPath(o.id) : null,
  lr_number: o.lrNumber,
  transporter: o.transporter,
  product_list: lines,
  amount_owed: amountOwed(o),
})

// The printable bill: whoever holds the unguessable id (the buyer's thank-you link) may see it.
// One round trip: the order, its lines and its invoice number.
export const getOrderForPrint = async (db: Db, id: string): Promise<PrintRecord> => {
  const [orderRows, lineRows, invoiceRows] = await db.batch([
    orderWithOwed(db).where(eq(orders.id, id)),
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.lineNo)),
    db.select({ invoiceNo: invoices.invoiceNo }).from(invoices).where(eq(invoices.orderId, id)),
  ])
  const o = orderRows[0]
  if (!o) throw new AppError('NOT_FOUND', 'Enquiry not found')
  return {
    ...toRecord(o, groupLines(lineRows).get(o.id) ?? []),
    invoice_no: invoiceRows[0]?.invoiceNo ?? null,
    locale: o.locale,
    payment_open: paymentOpen(o.status),
  }
}

export const getLrPhotoKey = async (db: Db, id: string): Promise<string> => {
  const o = await findOrder(db, id)
  if (!o.lrPhotoKey) throw new AppError('NOT_FOUND', 'No lorry receipt photo yet for this enquiry')
  return o.lrPhotoKey
}

const RECENT = 50

// Newest first: the last 50, or up to 500 when the buyer asks for all.
const recentOrders = (db: Db, where: SQL, showAll: boolean) =>
  orderWithOwed(db)
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(showAll ? 500 : RECENT)

// Tracking's read, to run in the caller's batch with its rate-limit count.
export const trackingQuery = (db: Db, mobileNo: string, showAll: boolean) =>
  recentOrders(db, eq(orders.mobileNo, mobileNo), showAll)

export const toTracked = (
  rows: OrderRow[],
  history: readonly { orderId: string; toStatus: OrderStatus; at: number }[],
): TrackedOrder[] =>
  rows.map((o) => ({
    order_date: formatIndiaDate(o.createdAt),
    order_at: indiaDate(o.createdAt),
    net_amount: toRupees(o.netAmountPaise),
    order_status: o.status,
    order_status_label: ORDER_STATUS_LABELS[o.status],
    city: o.city,
    has_lr_photo: o.lrPhotoKey ? 1 : 0,
    timeline: timelineOf(
      o.createdAt,
      history.filter((h) => h.orderId === o.id),
      dayStamp,
    ),
    amount_owed: amountOwed(o),
  }))

// Opening one enquiry: the mobile number, the enquiry number and the access code (as stored, see
// accessCodeField) must match the same row.
export const openEnquiryQuery = (db: Db, key: OpenEnquiryKey) =>
  orderWithOwed(db)
    .where(
      and(
        eq(orders.mobileNo, key.mobile_no),
        eq(orders.orderNo, key.enquiry_number),
        eq(orders.accessCode, key.access_code),
      ),
    )
    .limit(1)

export const toOpened = (o: OrderRow): OpenedEnquiry => ({
  order_id: o.id,
  enquiry_number: enquiryNumber(o.orderNo),
  order_status: o.status,
  order_status_label: ORDER_STATUS_LABELS[o.status],
  net_amount: toRupees(o.netAmountPaise),
  has_lr_photo: o.lrPhotoKey ? 1 : 0,
  quote_link: o.quoteToken ? `/quote?t=${o.quoteToken}` : null,
  amount_owed: amountOwed(o),
})

export const trackByMobile = async (db: Db, mobileNo: string, showAll: boolean): Promise<TrackedOrder[]> => {
  const [rows, history] = await db.batch([
    trackingQuery(db, mobileNo, showAll),
    timelinesOfMobileQuery(db, mobileNo),
  ])
  return toTracked(rows, history)
}

// My Orders' reads (the orders, and the lines of those same orders), to run in one batch.
export const accountOrdersQueries = (db: Db, accountId: string, showAll: boolean) => {
  const where = eq(orders.accountId, accountId)
  const recent = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(showAll ? 500 : RECENT)
  return [
    recentOrders(db, where, showAll),
    db.select().from(orderLines).where(inArray(orderLines.orderId, recent)).orderBy(asc(orderLines.lineNo)),
  ] as const
}

export const toRecords = (rows: OrderRow[], lineRows: LineRow[]): OrderRecord[] => {
  const lines = groupLines(lineRows)
  return rows.map((o) => toRecord(o, lines.get(o.id) ?? []))
}

export const ordersOfAccount = async (
  db: Db,
  accountId: string,
  showAll: boolean,
): Promise<OrderRecord[]> => {
  const [rows, lineRows] = await db.batch(accountOrdersQueries(db, accountId, showAll))
  return toRecords(rows, lineRows)
}
