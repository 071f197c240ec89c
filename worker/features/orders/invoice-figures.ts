import { deliveryState } from '../../contract/delivery-state'
import type { FreightTerms } from '../../contract/freight'
import { HSN_FIREWORKS } from '../../contract/gst'
import { hsnSummary } from '../../contract/hsn-summary'
import {
  type InvoiceTotalsOf,
  SELLER_STATE,
  SELLER_STATE_CODE,
  type StoredInvoiceFigures,
} from '../../contract/invoices'
import { lineTotal, type Paise } from '../../contract/money'
import { type QuoteFiguresPaise, quoteFigures } from '../../contract/quote-figures'
import type { StoredSettings } from '../../contract/settings'
import { AppError } from '../../lib/errors'
import { indiaDate } from '../../lib/time'
import { amountInWords } from '../../lib/words'
import { amountInWordsTamil } from '../../lib/words-ta'

// What an invoice is made from: the order's buyer, and the lines and figures the buyer agreed to
// (the accepted quote version, else the latest one sent, else the enquiry as placed).
export interface InvoiceSource {
  order: {
    enquiryNumber: string
    customerName: string
    address: string
    city: string
    pinCode: string
    mobileNo: string
    buyerGstin: string | null
    // The delivery State the buyer chose; null on an enquiry stored before the checkout asked.
    stateCode: string | null
  }
  version: number
  lines: {
    productCode: string
    productName: string
    tamilName: string
    per: string
    unitPaise: number
    qty: number
  }[]
  // The figures a quote version was sent with; an enquiry without a quote has none and is taxed
  // now, at the rate in settings, with no freight, packing or discount.
  quoted: (Omit<InvoiceTotalsOf<Paise>, 'gst_rate_percent'> & { gst_rate_bp: number }) | null
  // How that version said the freight is paid, and what to expect at the branch (paise).
  freight: { terms: FreightTerms; toPayPaise: number }
}

// A tax invoice cannot be issued without the seller's GST registration and explosives licence.
export const missingBilling = (billing: StoredSettings['billing']): string[] => {
  const missing: string[] = []
  if (!billing.legal_name.trim()) missing.push('legal name')
  if (!billing.gstin.trim()) missing.push('GSTIN')
  if (!billing.licence_no.trim()) missing.push('explosives licence number')
  if (!billing.licence_valid_until) missing.push('licence valid until')
  return missing
}

export const assertBillingSet = (billing: StoredSettings['billing']) => {
  const missing = missingBilling(billing)
  if (missing.length) {
    throw new AppError(
      'BILLING_NOT_SET',
      `A tax invoice needs the seller's ${missing.join(', ')}. Fill them in Settings, under Quotes, UPI and tax invoices, then mark the order paid again.`,
      { details: { missing } },
    )
  }
}

const totalsOf = (source: InvoiceSource, settings: StoredSettings): InvoiceTotalsOf<Paise> => {
  if (source.quoted) {
    const { gst_rate_bp, ...q } = source.quoted
    return { ...q, gst_rate_percent: gst_rate_bp / 100 }
  }
  const f = quoteFigures({
    lines: source.lines.map((l) => ({ unit: l.unitPaise, qty: l.qty })),
    freight: 0,
    packing: 0,
    discount: 0,
    gstRatePercent: settings.gst_rate_percent,
    pin: source.order.pinCode,
    stateCode: source.order.stateCode,
  })
  return invoiceTotalsOf(f)
}

// A quote's figures as an invoice's totals: the rate in percent (the figures carry basis points).
export const invoiceTotalsOf = (f: QuoteFiguresPaise): InvoiceTotalsOf<Paise> => ({
  sub_total: f.sub_total,
  freight: f.freight,
  packing: f.packing,
  discount: f.discount,
  taxable: f.taxable,
  gst_rate_percent: f.rate_bp / 100,
  tax_kind: f.kind,
  cgst: f.cgst,
  sgst: f.sgst,
  igst: f.igst,
  tax: f.tax,
  total: f.total,
})

// The whole invoice, computed once when the order is marked paid and stored as it is.
export const invoiceFigures = (
  source: InvoiceSource,
  settings: StoredSettings,
  now: number,
): StoredInvoiceFigures => {
  const { billing, contact } = settings
  const o = source.order
  const totals = totalsOf(source, settings)
  const supply = deliveryState(o.pinCode, o.stateCode)
  const lines = source.lines.map((l, i) => ({
    line_no: i + 1,
    product_code: l.productCode,
    product_name: l.productName,
    tamil_name: l.tamilName,
    hsn: HSN_FIREWORKS,
    qty: l.qty,
    per: l.per,
    rate: l.unitPaise,
    taxable_value: lineTotal(l.unitPaise, l.qty),
  }))
  return {
    seller: {
      legal_name: billing.legal_name,
      address: contact.store_address,
      gstin: billing.gstin,
      licence_no: billing.licence_no,
      licence_valid_until: billing.licence_valid_until,
      state: SELLER_STATE,
      state_code: SELLER_STATE_CODE,
    },
    buyer: {
      name: o.customerName,
      address: o.address,
      city: o.city,
      pin: o.pinCode,
      mobile: o.mobileNo,
      gstin: o.buyerGstin || null,
    },
    // The delivery State, named and numbered (Rule 46). Only a PIN whose digits name no State (an
    // Army post office) has none: then, as before, a registered buyer's GSTIN gives the code.
    place_of_supply: supply
      ? { state: supply.en, state_code: supply.code }
      : { state: 'Other state', state_code: o.buyerGstin ? o.buyerGstin.slice(0, 2) : null },
    enquiry_number: o.enquiryNumber,
    quote_version: source.version,
    issue_date: indiaDate(now),
    lines,
    totals,
    total_in_words: amountInWords(totals.total),
    total_in_words_ta: amountInWordsTamil(totals.total),
    freight_terms: source.freight.terms,
    freight_to_pay: source.freight.toPayPaise,
    hsn_summary: hsnSummary(lines, totals),
  }
}
