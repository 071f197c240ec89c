import { summaryOf, uqcOf } from '../../contract/admin-gst-files'
import type { IssuedInvoiceFigures } from '../../contract/invoices'
import type { Paise } from '../../contract/money'

// The month's HSN-wise summary (GSTR-1 table 12): one row per HSN code and rate, each the sum of
// the rows of the invoices' own HSN summaries, so it adds up to the invoices to the paisa.

export const money = (paise: Paise) => (paise / 100).toFixed(2)

const DESCRIPTIONS: Record<string, string> = { '3604': 'Fireworks' }

interface HsnGroup {
  hsn: string
  rate: number
  uqc: Set<string>
  qty: number
  taxable: Paise
  igst: Paise
  cgst: Paise
  sgst: Paise
}

const addInvoice = (groups: Map<string, HsnGroup>, f: IssuedInvoiceFigures) => {
  const rate = f.totals.gst_rate_percent
  for (const row of summaryOf(f).rows) {
    const key = `${row.hsn}|${rate}`
    const g = groups.get(key) ?? {
      hsn: row.hsn,
      rate,
      uqc: new Set<string>(),
      qty: 0,
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    }
    for (const line of f.lines.filter((l) => l.hsn === row.hsn)) {
      g.qty += line.qty
      g.uqc.add(uqcOf(line.per))
    }
    g.taxable += row.taxable_value
    g.igst += row.igst
    g.cgst += row.cgst
    g.sgst += row.sgst
    groups.set(key, g)
  }
}

// HSN, Description, UQC, Total Quantity, Total Value, Rate, Taxable Value, Integrated Tax Amount,
// Central Tax Amount, State/UT Tax Amount, Cess Amount.
export const hsnRows = (invoices: readonly IssuedInvoiceFigures[]): string[][] => {
  const groups = new Map<string, HsnGroup>()
  for (const f of invoices) addInvoice(groups, f)
  return [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((g) => [
      g.hsn,
      DESCRIPTIONS[g.hsn] ?? '',
      g.uqc.size === 1 ? ([...g.uqc][0] ?? 'OTH-OTHERS') : 'OTH-OTHERS',
      String(g.qty),
      money(g.taxable + g.igst + g.cgst + g.sgst),
      String(g.rate),
      money(g.taxable),
      money(g.igst),
      money(g.cgst),
      money(g.sgst),
      '0.00',
    ])
}
