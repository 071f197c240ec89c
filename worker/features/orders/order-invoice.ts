import type { InStatement } from '@libsql/client'
import { asc, eq, sql } from 'drizzle-orm'
import { freightTermsOf } from '../../contract/freight'
import { financialYear } from '../../contract/gst'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { guard } from '../../db/guard'
import { orderLines, orders } from '../../db/schema'
import { invoices, quoteLines, quotes } from '../../db/schema-quotes'
import { AppError } from '../../lib/errors'
import { assertBillingSet, type InvoiceSource, invoiceFigures } from './invoice-figures'
import { enquiryNumber } from './orders-views'

// The quote version an invoice is made from: the one the buyer accepted, else the latest sent.
export const chosenVersion = (id: string) =>
  sql`coalesce((select accepted_version from orders where id = ${id}), (select max(q.version) from quotes q where q.order_id = ${id}))`

// Everything the invoice needs, in one round trip.
const readSource = async (db: Db, id: string) => {
  const [orderRows, quoteRows, quoteLineRows, enquiryLines, issued] = await db.batch([
    db.select().from(orders).where(eq(orders.id, id)),
    db
      .select()
      .from(quotes)
      .where(sql`${quotes.orderId} = ${id} and ${quotes.version} = ${chosenVersion(id)}`),
    db
      .select()
      .from(quoteLines)
      .where(sql`${quoteLines.orderId} = ${id} and ${quoteLines.version} = ${chosenVersion(id)}`)
      .orderBy(asc(quoteLines.lineNo)),
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.lineNo)),
    db.select({ invoiceNo: invoices.invoiceNo }).from(invoices).where(eq(invoices.orderId, id)),
  ])
  const o = orderRows[0]
  if (!o) throw new AppError('NOT_FOUND', 'Enquiry not found')
  const q = quoteRows[0]
  const source: InvoiceSource = {
    order: {
      enquiryNumber: enquiryNumber(o.orderNo),
      customerName: o.customerName,
      address: o.address,
      city: o.city,
      pinCode: o.pinCode,
      mobileNo: o.mobileNo,
      buyerGstin: o.buyerGstin,
      stateCode: o.stateCode,
    },
    version: q ? q.version : 0,
    lines: q ? quoteLineRows : enquiryLines,
    quoted: q
      ? {
          sub_total: q.subTotalPaise,
          freight: q.freightPaise,
          packing: q.packingPaise,
          discount: q.discountPaise,
          taxable: q.taxablePaise,
          gst_rate_bp: q.gstRateBp,
          tax_kind: q.taxKind,
          cgst: q.cgstPaise,
          sgst: q.sgstPaise,
          igst: q.igstPaise,
          tax: q.cgstPaise + q.sgstPaise + q.igstPaise,
          total: q.totalPaise,
        }
      : null,
    // An enquiry invoiced without a quote charged no freight: the buyer pays at the branch, as a
    // quote sent without terms is read (freightTermsOf).
    freight: q
      ? { terms: q.freightTerms, toPayPaise: q.freightToPayPaise }
      : { terms: freightTermsOf(undefined, 0), toPayPaise: 0 },
  }
  return { source, alreadyInvoiced: issued.length > 0 }
}

// The statements that issue an order's tax invoice, for the same write batch as its move to paid
// (order-moves.ts): issuing is a step of that move, so it lives with the order; the invoices
// feature serves what was issued.
// The number comes from the financial year's counter inside that batch: concurrent confirmations
// are serialised by the write transaction, and a batch that aborts takes its number back with it,
// so the series has no gaps and no duplicates. An order already invoiced keeps its invoice.
export const invoiceStatements = async (
  db: Db,
  move: { id: string; now: number; settings: StoredSettings },
): Promise<InStatement[]> => {
  const billing = move.settings.billing
  assertBillingSet(billing)
  const { source, alreadyInvoiced } = await readSource(db, move.id)
  if (alreadyInvoiced) return []
  const figures = JSON.stringify(invoiceFigures(source, move.settings, move.now))
  const fy = financialYear(move.now)
  return [
    guard('ALREADY_INVOICED', 'not exists (select 1 from invoices where order_id = ?)', [move.id]),
    {
      sql: 'insert into invoice_series (fy, last_seq) values (?, 1) on conflict(fy) do update set last_seq = last_seq + 1',
      args: [fy],
    },
    {
      sql:
        'insert into invoices (order_id, fy, seq, invoice_no, issued_at, figures) ' +
        `select ?, fy, last_seq, ? || '/' || fy || '/' || printf('%04d', last_seq), ?, ? from invoice_series where fy = ?`,
      args: [move.id, billing.invoice_prefix, move.now, figures, fy],
    },
  ]
}
