import Papa from 'papaparse'
import { placeOfSupplyCode } from '../../contract/admin-gst-files'
import { gstState } from '../../contract/gst-state-list'
import { type IssuedInvoiceFigures, SELLER_STATE_CODE } from '../../contract/invoices'
import type { Paise } from '../../contract/money'
import { escapeFormula } from '../../lib/csv-cells'
import { hsnRows, money } from './gstr1-hsn'

// A month's tax invoices as the sheets of the GST Returns Offline Tool for GSTR-1, one CSV each,
// with the tool's own column headers: b2b (buyers with a GSTIN, invoice by invoice), b2cl
// (buyers without one, in another State, invoice value over Rs 1,00,000), b2cs (every other sale
// to a buyer without a GSTIN, added up by place of supply and rate), and the month's HSN-wise
// summary in two sheets, as the return asks since May 2025: hsn(b2b) for the sales to buyers with
// a GSTIN, hsn(b2c) for the rest. Figures come from each invoice as it was issued, so the sheets add up to the invoices.

export interface IssuedInvoice {
  invoiceNo: string
  figures: IssuedInvoiceFigures
}

export const B2B_HEADER = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const
export const B2CL_HEADER = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const
export const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const
export const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const

// Rule 59(4) as amended from 1 August 2024: an inter-State invoice to an unregistered buyer goes
// invoice by invoice (B2CL) when its value is over one lakh rupees.
export const B2CL_OVER_PAISE: Paise = 1_00_000_00

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// The tool's date: dd-mmm-yy ("05-Nov-26"), from the invoice's India day (yyyy-mm-dd).
export const toolDate = (day: string): string => {
  const [y = '', m = '', d = ''] = day.split('-')
  return `${d}-${MONTHS[Number(m) - 1] ?? ''}-${y.slice(2)}`
}

// "33-Tamil Nadu", as the tool lists States.
export const placeOfSupplyCell = (code: string): string => `${code}-${gstState(code)?.en ?? ''}`

const rateCell = (f: IssuedInvoiceFigures) => String(f.totals.gst_rate_percent)

export type SheetKind = 'b2b' | 'b2cl' | 'b2cs'

export const sheetOf = (f: IssuedInvoiceFigures): SheetKind => {
  if (f.buyer.gstin) return 'b2b'
  const inter = placeOfSupplyCode(f) !== SELLER_STATE_CODE
  return inter && f.totals.total > B2CL_OVER_PAISE ? 'b2cl' : 'b2cs'
}

const b2bRow = ({ invoiceNo, figures: f }: IssuedInvoice): string[] => [
  f.buyer.gstin ?? '',
  escapeFormula(f.buyer.name),
  invoiceNo,
  toolDate(f.issue_date),
  money(f.totals.total),
  placeOfSupplyCell(placeOfSupplyCode(f)),
  'N',
  '',
  'Regular B2B',
  '',
  rateCell(f),
  money(f.totals.taxable),
  '0.00',
]

const b2clRow = ({ invoiceNo, figures: f }: IssuedInvoice): string[] => [
  invoiceNo,
  toolDate(f.issue_date),
  money(f.totals.total),
  placeOfSupplyCell(placeOfSupplyCode(f)),
  '',
  rateCell(f),
  money(f.totals.taxable),
  '0.00',
  '',
]

// One row per place of supply and rate, type OE (not through an e-commerce operator).
const b2csRows = (invoices: readonly IssuedInvoice[]): string[][] => {
  const groups = new Map<string, { pos: string; rate: string; taxable: Paise }>()
  for (const { figures: f } of invoices) {
    const pos = placeOfSupplyCode(f)
    const rate = rateCell(f)
    const key = `${pos}|${rate}`
    const g = groups.get(key) ?? { pos, rate, taxable: 0 }
    g.taxable += f.totals.taxable
    groups.set(key, g)
  }
  return [...groups.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || Number(a.rate) - Number(b.rate))
    .map((g) => ['OE', placeOfSupplyCell(g.pos), '', g.rate, money(g.taxable), '0.00', ''])
}

export const csvOf = (header: readonly string[], rows: string[][]): string =>
  Papa.unparse({ fields: [...header], data: rows }, { newline: '\r\n' })

// Every sheet of the month, by file name.
export const gstr1Sheets = (invoices: readonly IssuedInvoice[]): Record<string, string> => {
  const by = (kind: SheetKind) => invoices.filter((i) => sheetOf(i.figures) === kind)
  return {
    'b2b.csv': csvOf(B2B_HEADER, by('b2b').map(b2bRow)),
    'b2cl.csv': csvOf(B2CL_HEADER, by('b2cl').map(b2clRow)),
    'b2cs.csv': csvOf(B2CS_HEADER, b2csRows(by('b2cs'))),
    'hsn(b2b).csv': csvOf(HSN_HEADER, hsnRows(by('b2b').map((i) => i.figures))),
    'hsn(b2c).csv': csvOf(
      HSN_HEADER,
      hsnRows(invoices.filter((i) => sheetOf(i.figures) !== 'b2b').map((i) => i.figures)),
    ),
  }
}
