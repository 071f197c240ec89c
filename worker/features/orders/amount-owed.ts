import { sql } from 'drizzle-orm'
import { toRupees } from '../../contract/money'
import { moneyIn, type OrderStatus } from '../../contract/order-status'
import type { AmountOwed } from '../../contract/orders'

// What the buyer owes, decided once here for every page, export, message and push. The figure
// changes name as the enquiry moves: the estimate (the enquiry's own total, before any quote),
// the quoted total (the latest version; the accepted one once accepted), the balance once the
// seller has checked or recorded money in (told payments count only once checked), and paid.
// Once the tax invoice is issued its total is the figure agreed: the quote's own total where there
// was one, and for a deal settled by phone without a quote the enquiry with GST added.

export interface OwedInputs {
  status: OrderStatus
  netAmountPaise: number
  latestQuotePaise: number | null
  acceptedQuotePaise: number | null
  receivedPaise: number
  // The issued tax invoice's total, if any (absent: none issued).
  invoicedPaise?: number | null
}

export const amountOwedPaise = (o: OwedInputs) => {
  const agreedPaise = o.invoicedPaise ?? o.acceptedQuotePaise ?? o.latestQuotePaise
  const totalPaise = agreedPaise ?? o.netAmountPaise
  const received = Math.max(0, o.receivedPaise)
  if (moneyIn(o.status) || (received > 0 && received >= totalPaise)) {
    const paid = received > 0 ? received : totalPaise
    return { kind: 'paid', amount: paid, paid, total: totalPaise } as const
  }
  if (received > 0) {
    return { kind: 'balance', amount: totalPaise - received, paid: received, total: totalPaise } as const
  }
  if (agreedPaise === null) return { kind: 'estimate', amount: o.netAmountPaise } as const
  return { kind: 'quoted', amount: agreedPaise } as const
}

// The same, in rupees for the wire: `amount` is the figure its name says (the estimate, the
// quote's total, what is left, what was paid).
export const amountOwed = (o: OwedInputs): AmountOwed => {
  const p = amountOwedPaise(o)
  if (p.kind === 'estimate' || p.kind === 'quoted') return { kind: p.kind, amount: toRupees(p.amount) }
  return { kind: p.kind, amount: toRupees(p.amount), paid: toRupees(p.paid), total: toRupees(p.total) }
}

// Named with their table: drizzle writes a column of a one-table select bare ("id"), which inside
// the subquery would name the payment's own id.
const orderId = sql.raw('"orders"."id"')
const acceptedVersion = sql.raw('"orders"."accepted_version"')

// The figures amountOwed needs, as columns of a read of `orders`, so each view keeps its one query.
export const owedColumns = {
  latestQuotePaise: sql<
    number | null
  >`(select q.total_paise from quotes q where q.order_id = ${orderId} order by q.version desc limit 1)`,
  acceptedQuotePaise: sql<
    number | null
  >`(select q.total_paise from quotes q where q.order_id = ${orderId} and q.version = ${acceptedVersion})`,
  receivedPaise: sql<number>`(select coalesce(sum(p.received_paise), 0) from payments p where p.order_id = ${orderId})`,
  invoicedPaise: sql<
    number | null
  >`(select json_extract(i.figures, '$.totals.total') from invoices i where i.order_id = ${orderId})`,
}
