import type { Paise } from './money'

// The HSN-wise summary printed under a tax invoice's lines: one row per HSN code, its taxable value
// and its share of the invoice's CGST, SGST and IGST, and a totals row. It is made from the
// invoice's own figures and adds up to them to the paisa: the invoice's tax is computed once on
// the whole taxable value (contract/gst.ts), so each row's tax is that tax shared out by taxable
// value, never recomputed per row (which could differ from the invoice by a paisa).
//
// Freight and packing charged with the order, and the discount, are part of the taxable value.
// They are not a separate service: the seller delivers the goods and charges for getting them
// there, a composite supply whose principal supply is the goods, taxed at the goods' rate. So they
// are shared out over the goods' HSN codes by value, not put under SAC 9965 (goods transport).

export interface HsnRowFigures<Money> {
  taxable_value: Money
  cgst: Money
  sgst: Money
  igst: Money
  tax: Money
}

export interface HsnSummaryRowOf<Money> extends HsnRowFigures<Money> {
  hsn: string
  // Percent; 0 for a tax that does not apply (CGST and SGST outside the State, IGST inside).
  cgst_rate_percent: number
  sgst_rate_percent: number
  igst_rate_percent: number
}

export interface HsnSummaryOf<Money> {
  rows: HsnSummaryRowOf<Money>[]
  total: HsnRowFigures<Money>
}

// `total` shared out in proportion to `weights`, in whole paise that add up to `total` exactly:
// each share is rounded down, then the paise left over go one each to the largest remainders
// (the earlier row on a tie). BigInt keeps amount × weight exact beyond 2^53.
export const apportion = (total: Paise, weights: readonly Paise[]): Paise[] => {
  if (total < 0) return apportion(-total, weights).map((v) => -v || 0)
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n)
  if (sum <= 0n) return weights.map((_, i) => (i === 0 ? total : 0))
  const t = BigInt(total)
  const shares = weights.map((w) => (t * BigInt(w)) / sum)
  const order = weights
    .map((w, i) => ({ i, rest: (t * BigInt(w)) % sum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1))
  let left = t - shares.reduce((s, v) => s + v, 0n)
  for (const { i } of order) {
    if (left <= 0n) break
    shares[i] = (shares[i] ?? 0n) + 1n
    left -= 1n
  }
  return shares.map(Number)
}

// The goods' value per HSN code, in the order the codes first appear on the invoice.
const goodsByHsn = (lines: readonly { hsn: string; taxable_value: Paise }[]): Map<string, Paise> => {
  const goods = new Map<string, Paise>()
  for (const l of lines) goods.set(l.hsn, (goods.get(l.hsn) ?? 0) + l.taxable_value)
  return goods
}

// The invoice's totals it is made from (InvoiceTotalsOf in contract/invoices.ts, which holds the
// summary: named here by shape, so the two files do not import each other).
interface TotalsToShare {
  taxable: Paise
  gst_rate_percent: number
  tax_kind: 'intra' | 'inter'
  cgst: Paise
  sgst: Paise
  igst: Paise
}

export const hsnSummary = (
  lines: readonly { hsn: string; taxable_value: Paise }[],
  totals: TotalsToShare,
): HsnSummaryOf<Paise> => {
  const goods = goodsByHsn(lines)
  const codes = [...goods.keys()]
  const values = [...goods.values()]
  // Freight and packing less the discount (and nothing else, as lines add up to the sub total).
  const extra = apportion(totals.taxable - values.reduce((s, v) => s + v, 0), values)
  const taxable = values.map((v, i) => v + (extra[i] ?? 0))
  const cgst = apportion(totals.cgst, taxable)
  const sgst = apportion(totals.sgst, taxable)
  const igst = apportion(totals.igst, taxable)
  const intra = totals.tax_kind === 'intra'
  const half = totals.gst_rate_percent / 2
  const rows = codes.map((hsn, i) => {
    const c = cgst[i] ?? 0
    const s = sgst[i] ?? 0
    const g = igst[i] ?? 0
    return {
      hsn,
      taxable_value: taxable[i] ?? 0,
      cgst_rate_percent: intra ? half : 0,
      cgst: c,
      sgst_rate_percent: intra ? half : 0,
      sgst: s,
      igst_rate_percent: intra ? 0 : totals.gst_rate_percent,
      igst: g,
      tax: c + s + g,
    }
  })
  const add = (key: keyof HsnRowFigures<Paise>) => rows.reduce((sum, r) => sum + r[key], 0)
  return {
    rows,
    total: {
      taxable_value: add('taxable_value'),
      cgst: add('cgst'),
      sgst: add('sgst'),
      igst: add('igst'),
      tax: add('tax'),
    },
  }
}
