import Papa from 'papaparse'
import type { TaxInvoice } from '../../worker/contract/invoices'
import { GST_RATES, gstinOk, invoiceNoOk, paiseOf, posCellOk, taxOf, UQC } from './gst-file-rules'

// Checks the GSTR-1 sheets (b2b.csv, b2cl.csv, b2cs.csv, hsn(b2b).csv, hsn(b2c).csv) against the Returns Offline
// Tool's column headers and field rules, and against the month's invoices: every invoice reported
// once in the right sheet, each row's figures adding up to its invoice total to the paisa, and the
// sheets' totals to the month's. Answers the problems found, none when the files pass.

const SELLER_STATE = '33'
const B2CL_OVER = 1_00_000_00

const HSN_HEADER =
  'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount'

export const HEADERS: Record<string, string> = {
  'b2b.csv':
    'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  'b2cl.csv':
    'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  'b2cs.csv': 'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  'hsn(b2b).csv': HSN_HEADER,
  'hsn(b2c).csv': HSN_HEADER,
}

type Row = Record<string, string>
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec'

const rowsOf = (csv: string): Row[] => Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data

// The place of supply of each invoice: its own code, else (an invoice issued before the State was
// asked for) the State the test delivered it to, by invoice number.
let places: Record<string, string> = {}
const posOf = (inv: TaxInvoice) => inv.place_of_supply.state_code ?? places[inv.invoice_no] ?? null

// One invoice-wise row (B2B or B2CL) against the rules and against its invoice.
const checkInvoiceRow = (row: Row, sheet: string, byNo: Map<string, TaxInvoice>, month: string): string[] => {
  const no = row['Invoice Number'] ?? ''
  const at = `${sheet} ${no}`
  const problems: string[] = []
  if (!invoiceNoOk(no)) problems.push(`${at}: invoice number must be 1-16 letters, digits, / or -`)
  const date = row['Invoice date'] ?? ''
  if (!new RegExp(`^\\d{2}-(${MONTHS})-\\d{2}$`).test(date))
    problems.push(`${at}: date ${date} is not dd-mmm-yy`)
  else if (!date.endsWith(month)) problems.push(`${at}: date ${date} is outside the month`)
  const pos = row['Place Of Supply'] ?? ''
  if (!posCellOk(pos)) problems.push(`${at}: place of supply ${pos} is not a GST State as "nn-Name"`)
  const rate = Number(row.Rate)
  if (!GST_RATES.includes(rate)) problems.push(`${at}: rate ${row.Rate} is not a GST rate`)
  const value = paiseOf(row['Invoice Value'] ?? '')
  const taxable = paiseOf(row['Taxable Value'] ?? '')
  const intra = pos.startsWith(`${SELLER_STATE}-`)
  if (value !== taxable + taxOf(taxable, rate, intra))
    problems.push(`${at}: invoice value ${row['Invoice Value']} is not taxable value plus tax at ${rate}%`)
  const inv = byNo.get(no)
  if (!inv) return [...problems, `${at}: no such invoice in the month`]
  if (value !== paiseOf(inv.totals.total)) problems.push(`${at}: invoice value differs from the invoice`)
  if (taxable !== paiseOf(inv.totals.taxable)) problems.push(`${at}: taxable value differs from the invoice`)
  const code = posOf(inv)
  if (code && !pos.startsWith(`${code}-`)) problems.push(`${at}: place of supply differs from the invoice`)
  if (sheet === 'b2cl.csv') {
    if (value <= B2CL_OVER) problems.push(`${at}: B2CL is only for invoices over Rs 1,00,000`)
    if (intra) problems.push(`${at}: B2CL is only for supplies to another State`)
  }
  if (sheet === 'b2b.csv') {
    const gstin = row['GSTIN/UIN of Recipient'] ?? ''
    if (!gstinOk(gstin)) problems.push(`${at}: GSTIN ${gstin} is malformed or its check character is wrong`)
    if (gstin !== inv.buyer.gstin) problems.push(`${at}: GSTIN differs from the invoice`)
  }
  return problems
}

const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + paiseOf(r[key] ?? ''), 0)

// B2CS: one row per place of supply and rate, type OE, adding up to the small invoices.
const checkB2cs = (rows: Row[], small: TaxInvoice[]): string[] => {
  const problems: string[] = []
  const want = new Map<string, number>()
  for (const inv of small) {
    const key = `${posOf(inv) ?? '?'}|${inv.totals.gst_rate_percent}`
    want.set(key, (want.get(key) ?? 0) + paiseOf(inv.totals.taxable))
  }
  for (const r of rows) {
    const pos = r['Place Of Supply'] ?? ''
    if (r.Type !== 'OE') problems.push(`b2cs.csv ${pos}: type must be OE`)
    if (!posCellOk(pos)) problems.push(`b2cs.csv: place of supply ${pos} is not a GST State as "nn-Name"`)
    if (!GST_RATES.includes(Number(r.Rate)))
      problems.push(`b2cs.csv ${pos}: rate ${r.Rate} is not a GST rate`)
    const key = `${pos.slice(0, 2)}|${Number(r.Rate)}`
    if (want.get(key) !== paiseOf(r['Taxable Value'] ?? ''))
      problems.push(`b2cs.csv ${pos} at ${r.Rate}%: taxable value does not add up to the invoices`)
    want.delete(key)
  }
  for (const key of want.keys()) problems.push(`b2cs.csv: no row for ${key}`)
  return problems
}

// One of the two HSN sheets, against the invoices it covers (to buyers with a GSTIN, or without).
const checkHsn = (name: string, rows: Row[], invoices: TaxInvoice[]): string[] => {
  const problems: string[] = []
  for (const r of rows) {
    const at = `${name} ${r.HSN}`
    if (!/^\d{4,8}$/.test(r.HSN ?? '')) problems.push(`${at}: HSN must be 4 to 8 digits`)
    if (!UQC.includes((r.UQC ?? '').split('-')[0] ?? ''))
      problems.push(`${at}: UQC ${r.UQC} is not in the list`)
    if (!GST_RATES.includes(Number(r.Rate))) problems.push(`${at}: rate ${r.Rate} is not a GST rate`)
    const parts = [
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]
    if (paiseOf(r['Total Value'] ?? '') !== parts.reduce((s, k) => s + paiseOf(r[k] ?? ''), 0))
      problems.push(`${at}: total value is not taxable value plus taxes`)
  }
  const month = (key: 'total' | 'taxable' | 'igst' | 'cgst' | 'sgst') =>
    invoices.reduce((s, inv) => s + paiseOf(inv.totals[key]), 0)
  const pairs = [
    ['Total Value', 'total'],
    ['Taxable Value', 'taxable'],
    ['Integrated Tax Amount', 'igst'],
    ['Central Tax Amount', 'cgst'],
    ['State/UT Tax Amount', 'sgst'],
  ] as const
  for (const [column, key] of pairs)
    if (sum(rows, column) !== month(key))
      problems.push(`${name}: ${column} does not add up to the month's invoices`)
  return problems
}

// `month` is the tool's date suffix of the month, "Oct-26"; `delivered` the State code each
// invoice without one went to, by invoice number.
export const validateGstr1 = (
  files: Record<string, string>,
  invoices: TaxInvoice[],
  month: string,
  delivered: Record<string, string> = {},
): string[] => {
  places = delivered
  const problems: string[] = []
  for (const [name, header] of Object.entries(HEADERS)) {
    const text = files[name]
    if (text === undefined) problems.push(`${name} is missing`)
    else if (text.split(/\r?\n/)[0] !== header) problems.push(`${name}: header is not the offline tool's`)
  }
  if (problems.length) return problems
  const byNo = new Map(invoices.map((inv) => [inv.invoice_no, inv]))
  const sheet = (name: string) => rowsOf(files[name] ?? '')
  const listed = [...sheet('b2b.csv'), ...sheet('b2cl.csv')].map((r) => r['Invoice Number'])
  for (const name of ['b2b.csv', 'b2cl.csv'])
    for (const row of sheet(name)) problems.push(...checkInvoiceRow(row, name, byNo, month))
  if (new Set(listed).size !== listed.length) problems.push('an invoice is listed twice')
  const small = invoices.filter((inv) => !inv.buyer.gstin && !listed.includes(inv.invoice_no))
  for (const inv of invoices.filter((i) => i.buyer.gstin && !listed.includes(i.invoice_no)))
    problems.push(`b2b.csv: invoice ${inv.invoice_no} to a registered buyer is missing`)
  for (const inv of small) {
    const inter = posOf(inv) !== SELLER_STATE
    if (inter && paiseOf(inv.totals.total) > B2CL_OVER)
      problems.push(`b2cl.csv: invoice ${inv.invoice_no} is missing`)
  }
  problems.push(...checkB2cs(sheet('b2cs.csv'), small))
  const registered = invoices.filter((inv) => inv.buyer.gstin)
  problems.push(...checkHsn('hsn(b2b).csv', sheet('hsn(b2b).csv'), registered))
  problems.push(
    ...checkHsn(
      'hsn(b2c).csv',
      sheet('hsn(b2c).csv'),
      invoices.filter((inv) => !inv.buyer.gstin),
    ),
  )
  const reported = sum(sheet('b2b.csv'), 'Taxable Value') + sum(sheet('b2cl.csv'), 'Taxable Value')
  const all = reported + sum(sheet('b2cs.csv'), 'Taxable Value')
  if (all !== invoices.reduce((s, inv) => s + paiseOf(inv.totals.taxable), 0))
    problems.push("the sheets' taxable values do not add up to the month's invoices")
  return problems
}
