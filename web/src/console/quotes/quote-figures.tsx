import type { QuoteFigures } from '@contract/quotes'
import { rupees } from '../../lib/format'

// A quote's figures as the buyer's page lists them: what is taxed, the tax by the buyer's state,
// and the total they pay.
export function QuoteFiguresList({ figures: f }: { figures: QuoteFigures }) {
  const half = f.gst_rate_percent / 2
  const rows: [string, number][] = [
    ['Sub total', f.sub_total],
    ['Freight', f.freight],
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
    </dl>
  )
}
