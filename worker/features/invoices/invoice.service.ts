import { eq } from 'drizzle-orm'
import type { HsnRowFigures, HsnSummaryOf } from '../../contract/hsn-summary'
import type { InvoiceTotalsOf, IssuedInvoiceFigures, TaxInvoice } from '../../contract/invoices'
import { type Paise, toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { invoices } from '../../db/schema-quotes'
import { AppError } from '../../lib/errors'
import { formatIndiaDateTime } from '../../lib/time'

// An issued invoice keeps its figures in paise as they were printed (orders/invoice-figures.ts);
// the wire has rupees.
const totalsInRupees = (t: InvoiceTotalsOf<Paise>): InvoiceTotalsOf<number> => ({
  ...t,
  sub_total: toRupees(t.sub_total),
  freight: toRupees(t.freight),
  packing: toRupees(t.packing),
  discount: toRupees(t.discount),
  taxable: toRupees(t.taxable),
  cgst: toRupees(t.cgst),
  sgst: toRupees(t.sgst),
  igst: toRupees(t.igst),
  tax: toRupees(t.tax),
  total: toRupees(t.total),
})

const hsnFiguresInRupees = <T extends HsnRowFigures<Paise>>(r: T) => ({
  ...r,
  taxable_value: toRupees(r.taxable_value),
  cgst: toRupees(r.cgst),
  sgst: toRupees(r.sgst),
  igst: toRupees(r.igst),
  tax: toRupees(r.tax),
})

const hsnSummaryInRupees = (s: HsnSummaryOf<Paise>): HsnSummaryOf<number> => ({
  rows: s.rows.map(hsnFiguresInRupees),
  total: hsnFiguresInRupees(s.total),
})

export const toTaxInvoice = (row: {
  orderId: string
  invoiceNo: string
  fy: string
  issuedAt: number
  figures: string
}): TaxInvoice => {
  const f = JSON.parse(row.figures) as IssuedInvoiceFigures
  return {
    ...f,
    freight_terms: f.freight_terms ?? null,
    freight_to_pay: toRupees(f.freight_to_pay ?? 0),
    order_id: row.orderId,
    invoice_no: row.invoiceNo,
    financial_year: row.fy,
    issued_at: formatIndiaDateTime(row.issuedAt),
    lines: f.lines.map((l) => ({ ...l, rate: toRupees(l.rate), taxable_value: toRupees(l.taxable_value) })),
    totals: totalsInRupees(f.totals),
    hsn_summary: f.hsn_summary ? hsnSummaryInRupees(f.hsn_summary) : null,
  }
}

export const getInvoice = async (db: Db, id: string): Promise<TaxInvoice> => {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, id))
  const row = rows[0]
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      'No tax invoice for this enquiry yet: it is issued once the payment is received.',
    )
  return toTaxInvoice(row)
}
