import type { PrintLine } from '@contract/orders'
import { rupees } from '../../lib/format'
import './order-display.css'

// The products of one enquiry as the buyer's bill and the seller's console show them: serial
// number, code, name (with its Tamil name), MRP, discount, price after discount, quantity, total.
export function OrderLinesTable({
  lines,
  caption,
  className,
  showPer = false,
}: {
  lines: readonly PrintLine[]
  // Read by screen readers only (the page's heading already says what the table is).
  caption: string
  className?: string
  // Adds the unit ("per box") after the name.
  showPer?: boolean
}) {
  return (
    <div className="table-wrap">
      <table className={`data lines-table${className ? ` ${className}` : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              S.No
            </th>
            <th scope="col">Code</th>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              MRP
            </th>
            <th scope="col" className="num">
              Disc. %
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.product_id ?? l.product_code}>
              <td className="num">{i + 1}</td>
              <td>{l.product_code}</td>
              <td className="lines-product">
                {l.product_name}
                {showPer && l.per && <span className="muted"> ({l.per})</span>}
                {l.tamil_name && (
                  <span className="tamil lines-tamil" lang="ta">
                    {l.tamil_name}
                  </span>
                )}
              </td>
              <td className="num">{rupees(l.price)}</td>
              <td className="num">{l.discount_percentage}%</td>
              <td className="num">{rupees(l.after_discount_price)}</td>
              <td className="num">{l.qty}</td>
              <td className="num">{rupees(l.sub_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
