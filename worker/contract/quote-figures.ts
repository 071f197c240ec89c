import { rateBpOf, type TaxSplit, taxSplit } from './gst'
import { lineTotal, type Paise, sumPaise } from './money'

// The figures of a quote version, computed once, here, for the server that stores them and the
// console that previews them: lines, freight and packing, less the discount, is the taxable
// value; GST on it by the delivery State; the total is what the buyer pays.
export interface QuoteFigureInput {
  lines: readonly { unit: Paise; qty: number }[]
  freight: Paise
  packing: Paise
  discount: Paise
  gstRatePercent: number
  pin: string
  // The enquiry's delivery State (GST code); null or absent: the PIN code's State.
  stateCode?: string | null | undefined
}

export interface QuoteFiguresPaise extends TaxSplit {
  sub_total: Paise
  freight: Paise
  packing: Paise
  discount: Paise
  taxable: Paise
  total: Paise
}

export const quoteFigures = (q: QuoteFigureInput): QuoteFiguresPaise => {
  const subTotal = sumPaise(q.lines.map((l) => lineTotal(l.unit, l.qty)))
  const taxable = subTotal + q.freight + q.packing - q.discount
  const tax = taxSplit(taxable, rateBpOf(q.gstRatePercent), q.pin, q.stateCode)
  return {
    ...tax,
    sub_total: subTotal,
    freight: q.freight,
    packing: q.packing,
    discount: q.discount,
    taxable,
    total: taxable + tax.tax,
  }
}
