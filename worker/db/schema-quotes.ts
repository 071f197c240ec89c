import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { FREIGHT_TERMS } from '../contract/freight'
import { autoId, childOf, lineAmountColumns, lineProductColumns } from './columns'
import { orders } from './schema'

// The loop after an enquiry: the seller's quote versions, the buyer's answers, payments and the
// tax invoice. Money in integer paise, times in UTC milliseconds, as everywhere.

// One version of the seller's quote. Version 0 is never stored: it is the enquiry as placed.
// Every figure is computed by the server when the version is sent, and kept as sent.
export const quotes = sqliteTable(
  'quotes',
  {
    orderId: childOf('order_id', () => orders.id),
    version: integer('version').notNull(),
    note: text('note').notNull().default(''),
    // The last India calendar day on which the buyer may accept, yyyy-MM-dd.
    validUntil: text('valid_until').notNull(),
    subTotalPaise: integer('sub_total_paise').notNull(),
    freightPaise: integer('freight_paise').notNull().default(0),
    // How freight is paid (contract/freight.ts): with the order (freight_paise, in the total) or to
    // pay at the branch (freight_to_pay_paise, what the buyer should expect; 0 when not known).
    freightTerms: text('freight_terms', { enum: FREIGHT_TERMS }).notNull().default('with_order'),
    freightToPayPaise: integer('freight_to_pay_paise').notNull().default(0),
    packingPaise: integer('packing_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    taxKind: text('tax_kind', { enum: ['intra', 'inter'] }).notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.version] })],
)

export const quoteLines = sqliteTable(
  'quote_lines',
  {
    orderId: text('order_id').notNull(),
    version: integer('version').notNull(),
    lineNo: integer('line_no').notNull(),
    ...lineProductColumns(),
    ...lineAmountColumns(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.version, t.lineNo] })],
)

// The buyer's answers to a version: an acceptance (at most one per version) or a request for a change.
export const quoteResponses = sqliteTable(
  'quote_responses',
  {
    id: autoId(),
    orderId: childOf('order_id', () => orders.id),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['accepted', 'change_requested'] }).notNull(),
    message: text('message'),
    at: integer('at').notNull(),
  },
  (t) => [
    index('quote_responses_order').on(t.orderId, t.at),
    uniqueIndex('quote_responses_one_acceptance').on(t.orderId, t.version).where(sql`${t.kind} = 'accepted'`),
  ],
)

// A payment: told by the buyer (a UTR, maybe a screenshot) and checked by the seller, or recorded
// by the seller directly (cash at the counter, a transfer seen in the bank statement).
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: childOf('order_id', () => orders.id),
    // The transaction reference: a UPI UTR, a bank reference, or the seller's receipt number.
    reference: text('reference').notNull(),
    method: text('method', { enum: ['upi', 'bank', 'cash'] }).notNull(),
    claimedPaise: integer('claimed_paise').notNull(),
    screenshotKey: text('screenshot_key'),
    status: text('status', { enum: ['submitted', 'received', 'not_found'] }).notNull(),
    receivedPaise: integer('received_paise').notNull().default(0),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: integer('submitted_at').notNull(),
    verifiedBy: text('verified_by'),
    verifiedAt: integer('verified_at'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('payments_order_reference').on(t.orderId, t.reference),
    index('payments_status').on(t.status, t.submittedAt),
  ],
)

// The last invoice number issued in each financial year ('2026-27'); the next is issued in the
// same write as the move to paid, so numbers have no gaps and no duplicates.
export const invoiceSeries = sqliteTable('invoice_series', {
  fy: text('fy').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
})

// The tax invoice of a paid order. Its figures (seller, buyer, lines, taxes, words) are computed
// once and kept as JSON: a later change of settings or prices never changes an issued invoice.
export const invoices = sqliteTable(
  'invoices',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    invoiceNo: text('invoice_no').notNull().unique(),
    issuedAt: integer('issued_at').notNull(),
    figures: text('figures').notNull(),
  },
  (t) => [uniqueIndex('invoices_fy_seq').on(t.fy, t.seq)],
)
