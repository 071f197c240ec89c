import type { FreightTerms } from './freight'
import type { HsnSummaryOf } from './hsn-summary'
import type { Paise } from './money'

// GET order/public/invoice/{id} -> TaxInvoice (404 NOT_FOUND until the order is paid)
//
// The tax invoice of a paid order. Everything on it is computed once, by the server, when the
// order is marked paid, and kept as it was printed: a later change of settings or prices never
// changes an issued invoice. The bill's id is the capability, as for the printable estimate.

// The seller's state: the shop is in Sivakasi.
export const SELLER_STATE = 'Tamil Nadu'
export const SELLER_STATE_CODE = '33'

export interface InvoiceLineOf<Money> {
  line_no: number
  product_code: string
  product_name: string
  tamil_name: string
  hsn: string
  qty: number
  per: string
  rate: Money
  taxable_value: Money
}

export interface InvoiceTotalsOf<Money> {
  sub_total: Money
  freight: Money
  packing: Money
  discount: Money
  taxable: Money
  gst_rate_percent: number
  // 'intra': CGST and SGST, half the rate each; 'inter': IGST at the full rate.
  tax_kind: 'intra' | 'inter'
  cgst: Money
  sgst: Money
  igst: Money
  tax: Money
  total: Money
}

export interface InvoiceFiguresOf<Money> {
  seller: {
    legal_name: string
    address: string
    gstin: string
    licence_no: string
    licence_valid_until: string // yyyy-mm-dd
    state: string
    state_code: string
  }
  buyer: {
    name: string
    address: string
    city: string
    pin: string
    mobile: string
    gstin: string | null
  }
  // The delivery State: its English name and GST code ('Karnataka', '29'), printed "Karnataka,
  // Code 29". Invoices issued before the enquiry kept its State say 'Tamil Nadu' ('33') or 'Other
  // state' (the code of the buyer's GSTIN, else null), and stay as issued.
  place_of_supply: { state: string; state_code: string | null }
  enquiry_number: string
  // The quote version the invoice was made from; 0 is the enquiry as placed.
  quote_version: number
  issue_date: string // India calendar day, yyyy-mm-dd
  lines: InvoiceLineOf<Money>[]
  totals: InvoiceTotalsOf<Money>
  total_in_words: string
  total_in_words_ta: string
  // How the freight is paid, as the quote the invoice was made from said it (contract/freight.ts),
  // kept with the invoice when it is issued. 'to_pay': the buyer pays the transporter at the branch,
  // so the invoice has no freight line and says so, with the amount to expect (0: not known). An
  // enquiry invoiced without a quote charged no freight: to pay, amount not known. Null on an
  // invoice issued before the terms were kept: it stays as it was printed.
  freight_terms: FreightTerms | null
  freight_to_pay: Money
  // The HSN-wise summary under the lines (contract/hsn-summary.ts), computed and kept when the
  // invoice is issued. Null on an invoice issued before summaries were kept: it stays as printed.
  hsn_summary: HsnSummaryOf<Money> | null
}

// As written (invoices.figures): paise.
export type StoredInvoiceFigures = InvoiceFiguresOf<Paise>

// As read back: an invoice issued before the freight terms were kept has neither field, and one
// issued before the HSN summary was kept has none.
type AddedLater = 'freight_terms' | 'freight_to_pay' | 'hsn_summary'
export type IssuedInvoiceFigures = Omit<StoredInvoiceFigures, AddedLater> &
  Partial<Pick<StoredInvoiceFigures, AddedLater>>

// On the wire: rupees with 2 decimals.
export interface TaxInvoice extends InvoiceFiguresOf<number> {
  order_id: string
  invoice_no: string
  financial_year: string // '2026-27'
  issued_at: string // dd/MM/yyyy hh:mm AM/PM, India time
}
