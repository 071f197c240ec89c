import type { QuoteFigures, QuoteVersion } from '@contract/quotes'
import { rupees } from '../../lib/format'

export type FreightSaid = Pick<QuoteVersion, 'freight_terms' | 'freight_to_pay'>

// Freight to pay at the branch is no figure of the quote: it is said after the total, never added in.
export const toPayText = (f: FreightSaid) =>
  f.freight_to_pay > 0 ? `about ${rupees(f.freight_to_pay)}, not in the total` : 'amount not known yet'

// A quote's figures as the buyer's page lists them: what is taxed, the tax by the buyer's state,
// and the total they pay; freight either in them, or to pay at the branch after the total.
export function QuoteFiguresList({ figures: f, freight }: { figures: QuoteFigures; freight: FreightSaid }) {
  const half = f.gst_rate_percent / 2
  const toPay = freight.freight_terms === 'to_pay'
  const rows: [string, number][] = [
    ['Sub total', f.sub_total],
    ...(toPay ? [] : ([['Freight', f.freight]] as [string, number][])),
    ['Packing', f.packing],
    // Shown as taken off; a zero discount stays a plain zero.
    ['Discount', f.discount ? -f.discount : 0],
    ['Taxable value', f.taxable],
    ...(f.tax_kind === 'intra'
      ? ([
          [`CGST ${half}%`, f.cgst],
          [`SGST ${half}%`, f.sgst],
        ] as [string, number][])
      : ([[`IGST ${f.gst_rate_percent}%`, f.igst]] as [string, number][])),
  ]
  return (
    <dl className="admin-totals admin-quote-figures">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{amount < 0 ? `- ${rupees(-amount)}` : rupees(amount)}</dd>
        </div>
      ))}
      <div className="admin-total-net">
        <dt>Total</dt>
        <dd className="price">{rupees(f.total)}</dd>
      </div>
      {toPay && (
        <div>
          <dt>Freight to pay at the branch</dt>
          <dd>{toPayText(freight)}</dd>
        </div>
      )}
    </dl>
  )
}
