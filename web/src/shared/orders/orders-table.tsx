import type { Locale } from '@contract/locale'
import type { OrderStatus } from '@contract/order-status'
import type { AmountOwed } from '@contract/orders'
import type { ReactNode } from 'react'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { OwedAmount } from './amount-owed'
import { orderDate } from './order-date'
import { orderDisplayMessages } from './order-display.messages'
import { StatusBadge } from './status-badge'
import './order-display.css'

type Words = (typeof orderDisplayMessages)['en']

// What a cell may need to speak the page's language.
export interface CellView {
  m: Words
  locale: Locale
}

// What every list of enquiries shows (My Orders, tracking, the console's inbox).
export interface OrderRow {
  // Absent from tracking by mobile, where the number is what the buyer types to open the bill.
  enquiry_number?: string
  order_date: string
  // The instant, for dates in the page's language; without it the server's words are shown.
  order_at?: string
  net_amount: number
  // What the buyer owes, named (the buyer's lists); the console's inbox shows the enquiry's total.
  amount_owed?: AmountOwed
  order_status: OrderStatus
  order_status_label: string
}

// A column's header is its words, or picks them from the shared catalogue in the page's language.
export interface OrderColumn<R> {
  header: string | ((m: Words) => string)
  cell: (row: R, view: CellView) => ReactNode
  numeric?: boolean
}

export const dateColumn: OrderColumn<OrderRow> = {
  header: (m) => m.date,
  cell: (r, { locale }) => orderDate(r, locale),
}
export const amountColumn: OrderColumn<OrderRow> = {
  header: (m) => m.amount,
  cell: (r) => (r.amount_owed ? <OwedAmount owed={r.amount_owed} /> : rupees(r.net_amount)),
  numeric: true,
}
export const statusColumn: OrderColumn<OrderRow> = {
  header: (m) => m.status,
  cell: (r) => <StatusBadge status={r.order_status} label={r.order_status_label} />,
}
export const lrColumn = (header: OrderColumn<unknown>['header']): OrderColumn<{ has_lr_photo: 0 | 1 }> => ({
  header,
  cell: (r, { m }) => (r.has_lr_photo ? m.yes : m.no),
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
  const m = useMessages(orderDisplayMessages)
  const view: CellView = { m, locale: useLocale() }
  const named = columns.map((c) => ({ ...c, title: typeof c.header === 'string' ? c.header : c.header(m) }))
  return (
    <table className={`data stack-table orders-table${className ? ` ${className}` : ''}`}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{m.enquiryNo}</th>
          {named.map((c) => (
            <th key={c.title} scope="col" className={c.numeric ? 'num' : undefined}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            <th scope="row" data-label={m.enquiryNo}>
              {enquiry(r)}
            </th>
            {named.map((c) => (
              <td key={c.title} data-label={c.title} className={c.numeric ? 'num' : undefined}>
                {c.cell(r, view)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
