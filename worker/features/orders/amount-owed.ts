import { sql } from 'drizzle-orm'
import { toRupees } from '../../contract/money'
import type { OrderStatus } from '../../contract/order-status'
import type { AmountOwed } from '../../contract/orders'

// What the buyer owes, decided once here for every page, export, message and push. The figure
// changes name as the enquiry moves: the estimate (the enquiry's own total, before any quote),
// the quoted total (the latest version; the accepted one once accepted), the balance once the
// seller has checked or recorded money in (told payments count only once checked), and paid.

export interface OwedInputs {
  status: OrderStatus
  netAmountPaise: number
  latestQuotePaise: number | null
  acceptedQuotePaise: number | null
  receivedPaise: number
}

// Past the payment stages the money is in, whether checked payment by payment or a deal the
// seller marked paid by hand.
const PAID_STATUSES: readonly OrderStatus[] = [
  'PAYMENT_RECEIVED',
  'PACKED',
  'DISPATCHED',
  'ARRIVED',
  'COLLECTED',
  'DELIVERED',
]

export const amountOwedPaise = (o: OwedInputs) => {
  const quotedPaise = o.acceptedQuotePaise ?? o.latestQuotePaise
  const totalPaise = quotedPaise ?? o.netAmountPaise
  const received = Math.max(0, o.receivedPaise)
  if (PAID_STATUSES.includes(o.status) || (received > 0 && received >= totalPaise)) {
    const paid = received > 0 ? received : totalPaise
    return { kind: 'paid', amount: paid, paid, total: totalPaise } as const
  }
  if (received > 0) {
    return { kind: 'balance', amount: totalPaise - received, paid: received, total: totalPaise } as const
  }
  if (quotedPaise === null) return { kind: 'estimate', amount: o.netAmountPaise } as const
  return { kind: 'quoted', amount: quotedPaise } as const
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
}
