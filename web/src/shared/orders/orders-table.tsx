import type { OrderStatus } from '@contract/order-status'
import type { ReactNode } from 'react'
import { rupees } from '../../lib/format'
import { StatusBadge } from './status-badge'
import './order-display.css'

// What every list of enquiries shows (My Orders, tracking, the console's inbox).
export interface OrderRow {
  enquiry_number: string
  order_date: string
  net_amount: number
  order_status: OrderStatus
  order_status_label: string
}

export interface OrderColumn<R> {
  header: string
  cell: (row: R) => ReactNode
  numeric?: boolean
}

export const dateColumn: OrderColumn<OrderRow> = { header: 'Date', cell: (r) => r.order_date }
export const amountColumn: OrderColumn<OrderRow> = {
  header: 'Amount',
  cell: (r) => rupees(r.net_amount),
  numeric: true,
}
export const statusColumn: OrderColumn<OrderRow> = {
  header: 'Status',
  cell: (r) => <StatusBadge status={r.order_status} label={r.order_status_label} />,
}
export const lrColumn = (header: string): OrderColumn<{ has_lr_photo: 0 | 1 }> => ({
  header,
  cell: (r) => (r.has_lr_photo ? 'Yes' : 'No'),
})

// A table on desktop, one card per enquiry on phones (each cell shows its header as a label). The
// enquiry number heads each row; the columns after it are the page's (date, amount and status by
// default).
export function OrdersTable<R extends OrderRow>({
  rows,
  rowKey,
  caption,
  columns = [dateColumn, amountColumn, statusColumn],
  enquiry = (r) => r.enquiry_number,
  className,
}: {
  rows: readonly R[]
  rowKey: (row: R) => string | number
  caption?: string
  columns?: readonly OrderColumn<R>[]
  // The row header's content: the enquiry number, or a link to it.
  enquiry?: (row: R) => ReactNode
  className?: string
}) {
  return (
    <table className={`data orders-table${className ? ` ${className}` : ''}`}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Enquiry No.</th>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            <th scope="row" data-label="Enquiry No.">
              {enquiry(r)}
            </th>
            {columns.map((c) => (
              <td key={c.header} data-label={c.header} className={c.numeric ? 'num' : undefined}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
