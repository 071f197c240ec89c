import { and, asc, eq, gt, gte, or, type SQL, sql } from 'drizzle-orm'
import Papa from 'papaparse'
import type { z } from 'zod'
import type { adminOrderExportQuery } from '../../contract/admin'
import { toRupees } from '../../contract/money'
import { moneyIn, ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order-status'
import type { Db } from '../../db/client'
import { orderLines, orders } from '../../db/schema'
import { shipments } from '../../db/schema-dispatch'
import { invoices, payments, quotes } from '../../db/schema-quotes'
import { escapeFormula, UTF8_BOM } from '../../lib/csv-cells'
import { formatIndiaDateTime } from '../../lib/time'
import { amountOwedPaise, owedColumns } from './amount-owed'
import { orderFilter } from './orders-admin.service'
import { enquiryNumber, stateOfOrder } from './orders-views'

type ExportQuery = z.output<typeof adminOrderExportQuery>

// Rows are read in pages, keyed on the enquiry number (and the line number), so a season of
// 20,000 enquiries never becomes one giant query or one giant answer held by the database. Each
// page is one round trip; the export makes floor(rows / pageSize) + 1 of them.
export const EXPORT_PAGE_SIZE = 1000

const rupees = (paise: number) => toRupees(paise).toFixed(2)

export const ENQUIRY_COLUMNS = [
  'Enquiry',
  'Date (India)',
  'Status',
  'Buyer',
  'Mobile',
  'Email',
  'Address',
  'City',
  'PIN code',
  // The delivery State (the PIN code's for an enquiry sent before the checkout asked).
  'State',
  'State code',
  'Referred by',
  'Subtotal (Rs)',
  'Discount (Rs)',
  'Total (Rs)',
  'Accepted quote (Rs)',
  'Paid (Rs)',
  'Balance (Rs)',
  'Owed as',
  'Owed (Rs)',
  'Invoice',
  'Transporter',
  'LR number',
  'Last change (India)',
] as const

export const LINE_COLUMNS = [
  'Enquiry',
  'Date (India)',
  'Line',
  'Product code',
  'Product',
  'Tamil name',
  'Per',
  'Quantity',
  'Price (Rs)',
  'Line total (Rs)',
] as const

// What the seller has checked and taken in: the same sum the payment figures use.
const paidPaise = sql<number>`(select coalesce(sum(${payments.receivedPaise}), 0) from ${payments} where ${payments.orderId} = ${orders.id})`

const enquiryPage = (db: Db, where: SQL | undefined, afterNo: number, limit: number) =>
  db
    .select({
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      status: orders.status,
      customerName: orders.customerName,
      mobileNo: orders.mobileNo,
      emailId: orders.emailId,
      address: orders.address,
      city: orders.city,
      pinCode: orders.pinCode,
      stateCode: orders.stateCode,
      stateName: orders.stateName,
      referenceBy: orders.referenceBy,
      subTotalPaise: orders.subTotalPaise,
      discountPaise: orders.discountPaise,
      netAmountPaise: orders.netAmountPaise,
      quotePaise: quotes.totalPaise,
      latestQuotePaise: owedColumns.latestQuotePaise,
      invoicedPaise: owedColumns.invoicedPaise,
      paidPaise,
      invoiceNo: invoices.invoiceNo,
      transporter: sql<string | null>`coalesce(${shipments.transporterName}, ${orders.transporter})`,
      lrNumber: sql<string | null>`coalesce(${shipments.lrNumber}, ${orders.lrNumber})`,
    })
    .from(orders)
    .leftJoin(quotes, and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.acceptedVersion)))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(where, gt(orders.orderNo, afterNo)))
    .orderBy(asc(orders.orderNo))
    .limit(limit)

type EnquiryRow = Awaited<ReturnType<typeof enquiryPage>>[number]

// Nothing is owed once the seller has marked the money in (a deal settled by phone records no
// payment) or the enquiry is cancelled, so a column of balances adds up to what is really due.
const settled = (status: OrderStatus) => moneyIn(status) || status === 'CANCELLED'

const enquiryCells = (o: EnquiryRow): string[] => {
  const paid = Number(o.paidPaise)
  // Owed is the accepted quote's total (GST and freight included) or, before one, the enquiry's.
  const owed = settled(o.status) ? 0 : (o.quotePaise ?? o.netAmountPaise)
  // What the buyer's pages show, by the same name: estimate, quoted, balance or paid.
  const shown = amountOwedPaise({
    status: o.status,
    netAmountPaise: o.netAmountPaise,
    latestQuotePaise: o.latestQuotePaise,
    acceptedQuotePaise: o.quotePaise,
    receivedPaise: paid,
    invoicedPaise: o.invoicedPaise,
  })
  const state = stateOfOrder(o)
  return [
    enquiryNumber(o.orderNo),
    formatIndiaDateTime(o.createdAt),
    ORDER_STATUS_LABELS[o.status],
    o.customerName,
    o.mobileNo,
    o.emailId ?? '',
    o.address,
    o.city,
    o.pinCode,
    state.state_name ?? '',
    state.state_code ?? '',
    o.referenceBy,
    rupees(o.subTotalPaise),
    rupees(o.discountPaise),
    rupees(o.netAmountPaise),
    o.quotePaise === null ? '' : rupees(o.quotePaise),
    rupees(paid),
    rupees(Math.max(0, owed - paid)),
    shown.kind,
    rupees(shown.amount),
    o.invoiceNo ?? '',
    o.transporter ?? '',
    o.lrNumber ?? '',
    formatIndiaDateTime(o.updatedAt),
  ]
}

const linePage = (db: Db, where: SQL | undefined, after: { no: number; line: number }, limit: number) =>
  db
    .select({
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      lineNo: orderLines.lineNo,
      productCode: orderLines.productCode,
      productName: orderLines.productName,
      tamilName: orderLines.tamilName,
      per: orderLines.per,
      qty: orderLines.qty,
      unitPaise: orderLines.unitPaise,
      subTotalPaise: orderLines.subTotalPaise,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      // The plain range on order_no lets the database start at the page instead of the beginning.
      and(
        where,
        gte(orders.orderNo, after.no),
        or(gt(orders.orderNo, after.no), gt(orderLines.lineNo, after.line)),
      ),
    )
    .orderBy(asc(orders.orderNo), asc(orderLines.lineNo))
    .limit(limit)

type LineRow = Awaited<ReturnType<typeof linePage>>[number]

const lineCells = (l: LineRow): string[] => [
  enquiryNumber(l.orderNo),
  formatIndiaDateTime(l.createdAt),
  String(l.lineNo),
  l.productCode,
  l.productName,
  l.tamilName,
  l.per,
  String(l.qty),
  rupees(l.unitPaise),
  rupees(l.subTotalPaise),
]

// Reads page after page until one comes back short; `next` is the key after a page's last row.
const readAll = async <R, K>(
  page: (after: K) => Promise<R[]>,
  first: K,
  next: (last: R) => K,
  pageSize: number,
): Promise<R[]> => {
  const all: R[] = []
  let after = first
  for (;;) {
    const rows = await page(after)
    all.push(...rows)
    const last = rows.at(-1)
    if (rows.length < pageSize || !last) return all
    after = next(last)
  }
}

// The enquiries (or their lines) the console's list shows for the same filters, oldest first, as a
// CSV a spreadsheet opens: a byte order mark so Excel reads Tamil, and every cell that a
// spreadsheet would run as a formula (a buyer named '=HYPERLINK(...)') written as text.
export const exportOrdersCsv = async (
  db: Db,
  query: ExportQuery,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<string> => {
  const where = orderFilter(query)
  let fields: readonly string[]
  let data: string[][]
  if (query.kind === 'lines') {
    const rows = await readAll(
      (after) => linePage(db, where, after, pageSize),
      { no: 0, line: 0 },
      (l) => ({ no: l.orderNo, line: l.lineNo }),
      pageSize,
    )
    fields = LINE_COLUMNS
    data = rows.map(lineCells)
  } else {
    const rows = await readAll(
      (after) => enquiryPage(db, where, after, pageSize),
      0,
      (o) => o.orderNo,
      pageSize,
    )
    fields = ENQUIRY_COLUMNS
    data = rows.map(enquiryCells)
  }
  const cells = data.map((row) => row.map(escapeFormula))
  return UTF8_BOM + Papa.unparse({ fields: [...fields], data: cells }, { newline: '\r\n' })
}
