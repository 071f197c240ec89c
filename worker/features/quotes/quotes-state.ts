import { asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { toRupees } from '../../contract/money'
import { quoteFigures } from '../../contract/quote-figures'
import type { QuoteFigures, QuoteLine, QuoteResponse, QuoteVersion } from '../../contract/quotes'
import type { Db } from '../../db/client'
import { orderLines, orderStatusHistory, orders } from '../../db/schema'
import { quoteLines, quoteResponses, quotes } from '../../db/schema-quotes'
import { formatIndiaDateTime, indiaDate } from '../../lib/time'
import { owedColumns } from '../orders/amount-owed'

// Everything the quote pages show about one enquiry, read in one batch: the order, the enquiry's
// own lines (version 0), every version sent with its lines, the buyer's answers and the status history.
export type OrderKey = { id: string } | { token: string }

export const stateQueries = (db: Db, key: OrderKey) => {
  const ofOrder = (column: SQLiteColumn): SQL =>
    'id' in key
      ? eq(column, key.id)
      : inArray(column, db.select({ id: orders.id }).from(orders).where(eq(orders.quoteToken, key.token)))
  return [
    // With the money checked in, for what the buyer owes.
    db
      .select({
        ...getTableColumns(orders),
        receivedPaise: owedColumns.receivedPaise,
        invoicedPaise: owedColumns.invoicedPaise,
      })
      .from(orders)
      .where('id' in key ? eq(orders.id, key.id) : eq(orders.quoteToken, key.token)),
    db.select().from(orderLines).where(ofOrder(orderLines.orderId)).orderBy(asc(orderLines.lineNo)),
    db.select().from(quotes).where(ofOrder(quotes.orderId)).orderBy(asc(quotes.version)),
    db
      .select()
      .from(quoteLines)
      .where(ofOrder(quoteLines.orderId))
      .orderBy(asc(quoteLines.version), asc(quoteLines.lineNo)),
    db
      .select()
      .from(quoteResponses)
      .where(ofOrder(quoteResponses.orderId))
      .orderBy(asc(quoteResponses.at), asc(quoteResponses.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(ofOrder(orderStatusHistory.orderId))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ] as const
}

type Rows<Q> = Q extends PromiseLike<infer R> ? R : never
type Queries = ReturnType<typeof stateQueries>
const STATE_QUERY_COUNT = 6
type StateRows = { [K in keyof Queries]: Rows<Queries[K]> }

export interface QuoteState {
  order: StateRows[0][number]
  enquiryLines: StateRows[1]
  quotes: StateRows[2]
  quoteLines: StateRows[3]
  responses: StateRows[4]
  history: StateRows[5]
}

const toState = (rows: StateRows): QuoteState | undefined => {
  const order = rows[0][0]
  if (!order) return undefined
  return {
    order,
    enquiryLines: rows[1],
    quotes: rows[2],
    quoteLines: rows[3],
    responses: rows[4],
    history: rows[5],
  }
}

// The state from a batch that began with stateQueries (its first rows); undefined for no order.
export const stateOf = (rows: readonly unknown[]) =>
  toState(rows.slice(0, STATE_QUERY_COUNT) as unknown as StateRows)

export const readState = async (db: Db, key: OrderKey): Promise<QuoteState | undefined> =>
  stateOf(await db.batch(stateQueries(db, key)))

type LineRow = Pick<
  StateRows[3][number],
  | 'lineNo'
  | 'productId'
  | 'productCode'
  | 'productName'
  | 'tamilName'
  | 'per'
  | 'unitPaise'
  | 'qty'
  | 'subTotalPaise'
>

const lineOut = (l: LineRow): QuoteLine => ({
  line_no: l.lineNo,
  product_id: l.productId === null ? null : String(l.productId),
  product_code: l.productCode,
  product_name: l.productName,
  tamil_name: l.tamilName,
  per: l.per,
  unit_price: toRupees(l.unitPaise),
  qty: l.qty,
  sub_total: toRupees(l.subTotalPaise),
})

interface FiguresPaise {
  sub_total: number
  freight: number
  packing: number
  discount: number
  taxable: number
  rate_bp: number
  kind: 'intra' | 'inter'
  cgst: number
  sgst: number
  igst: number
  total: number
}

export const figuresOut = (f: FiguresPaise): QuoteFigures => ({
  sub_total: toRupees(f.sub_total),
  freight: toRupees(f.freight),
  packing: toRupees(f.packing),
  discount: toRupees(f.discount),
  taxable: toRupees(f.taxable),
  gst_rate_percent: f.rate_bp / 100,
  tax_kind: f.kind,
  cgst: toRupees(f.cgst),
  sgst: toRupees(f.sgst),
  igst: toRupees(f.igst),
  total: toRupees(f.total),
})

// The last India day to accept has passed once India's today is later.
export const isExpired = (validUntil: string, now: number) => indiaDate(now) > validUntil

// Version 0 is the enquiry as placed: its lines at the prices of that day, no freight, packing or
// discount, taxed at today's rate so the buyer compares like with like.
const enquiryVersion = (s: QuoteState, gstRatePercent: number): QuoteVersion => ({
  version: 0,
  created_at: formatIndiaDateTime(s.order.createdAt),
  created_by: 'buyer',
  note: '',
  valid_until: null,
  expired: false,
  lines: s.enquiryLines.map(lineOut),
  // An enquiry is sent before any freight is named: the branch, as the shop's pages always said.
  freight_terms: 'to_pay',
  freight_to_pay: 0,
  figures: figuresOut(
    quoteFigures({
      lines: s.enquiryLines.map((l) => ({ unit: l.unitPaise, qty: l.qty })),
      freight: 0,
      packing: 0,
      discount: 0,
      gstRatePercent,
      pin: s.order.pinCode,
      stateCode: s.order.stateCode,
    }),
  ),
})

// Oldest first, version 0 included.
export const versionsOf = (s: QuoteState, gstRatePercent: number, now: number): QuoteVersion[] => [
  enquiryVersion(s, gstRatePercent),
  ...s.quotes.map(
    (q): QuoteVersion => ({
      version: q.version,
      created_at: formatIndiaDateTime(q.createdAt),
      created_by: q.createdBy,
      note: q.note,
      valid_until: q.validUntil,
      expired: isExpired(q.validUntil, now),
      lines: s.quoteLines.filter((l) => l.version === q.version).map(lineOut),
      figures: figuresOut({
        sub_total: q.subTotalPaise,
        freight: q.freightPaise,
        packing: q.packingPaise,
        discount: q.discountPaise,
        taxable: q.taxablePaise,
        rate_bp: q.gstRateBp,
        kind: q.taxKind,
        cgst: q.cgstPaise,
        sgst: q.sgstPaise,
        igst: q.igstPaise,
        total: q.totalPaise,
      }),
      freight_terms: q.freightTerms,
      freight_to_pay: toRupees(q.freightToPayPaise),
    }),
  ),
]

export const responsesOf = (s: QuoteState): QuoteResponse[] =>
  s.responses.map((r) => ({
    version: r.version,
    kind: r.kind,
    message: r.message,
    at: formatIndiaDateTime(r.at),
  }))

export const currentVersionOf = (s: QuoteState) => s.quotes.at(-1)?.version ?? 0

export const quoteLink = (token: string | null) => (token ? `/quote?t=${token}` : null)
