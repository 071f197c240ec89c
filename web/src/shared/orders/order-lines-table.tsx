import type { PrintLine } from '@contract/orders'
import type { ReactNode } from 'react'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { ColumnHeads } from '../../ui/column-heads'
import { orderLinesMessages } from './order-display.messages'
import './order-display.css'

// The products of one enquiry as the buyer's bill and the seller's console show them: serial
// number, code, name (with its Tamil name), MRP, discount, price after discount, quantity, total.
// In Tamil the Tamil name leads and the English follows; in English the reverse.
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
  const m = useMessages(orderLinesMessages)
  return (
    <LinesTable
      caption={caption}
      className={className}
      labels={[m.serial, m.code, m.product, m.mrp, m.discount, m.price, m.qty, m.total]}
      classes={['num', '', '', 'num', 'num', 'num', 'num', 'num']}
    >
      {lines.map((l, i) => (
        <tr key={l.product_id ?? l.product_code}>
          <td className="num">{i + 1}</td>
          <td>{l.product_code}</td>
          <td className="lines-product">
            <LineProductNames
              name={l.product_name}
              tamilName={l.tamil_name}
              afterLead={showPer && l.per && <span className="muted"> ({l.per})</span>}
            />
          </td>
          <td className="num">{rupees(l.price)}</td>
          <td className="num">{l.discount_percentage}%</td>
          <td className="num">{rupees(l.after_discount_price)}</td>
          <td className="num">{l.qty}</td>
          <td className="num">{rupees(l.sub_total)}</td>
        </tr>
      ))}
    </LinesTable>
  )
}

// The frame of every table of an enquiry's lines (bill, console, tax invoice): a region that
// scrolls sideways on a phone, the caption for screen readers, the column headings, then the rows.
export function LinesTable({
  caption,
  className,
  labels,
  classes,
  children,
}: {
  caption: string
  className?: string
  labels: readonly ReactNode[]
  classes: readonly string[]
  children: ReactNode
}) {
  return (
    // A wide table scrolls sideways on a phone: the region takes focus so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" aria-label={caption} tabIndex={0}>
      <table className={`data lines-table${className ? ` ${className}` : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads labels={labels} classes={classes} />
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}

// A line's product names, for every table of lines (bill, console, tax invoice): in Tamil the Tamil
// name leads and the English follows; in English the reverse. `afterLead` sits right after the
// leading name.
export function LineProductNames({
  name,
  tamilName,
  afterLead,
}: {
  name: string
  tamilName: string
  afterLead?: ReactNode
}) {
  return useLocale() === 'ta' && tamilName ? (
    <>
      <span className="tamil" lang="ta">
        {tamilName}
      </span>
      {afterLead}
      <span className="lines-second" lang="en">
        {name}
      </span>
    </>
  ) : (
    <>
      {name}
      {afterLead}
      {tamilName && (
        <span className="tamil lines-second" lang="ta">
          {tamilName}
        </span>
      )}
    </>
  )
}
