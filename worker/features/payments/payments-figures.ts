import { canMoveOrder, type OrderStatus, PAYABLE_STATUSES } from '../../contract/order-status'
import type { PaymentStatus } from '../../contract/payments'

export interface PaymentAmounts {
  status: PaymentStatus
  claimedPaise: number
  receivedPaise: number
}

export interface PaiseFigures {
  totalPaise: number
  receivedPaise: number
  pendingPaise: number
  pendingCount: number
  balancePaise: number
}

export const paiseFigures = (totalPaise: number, payments: readonly PaymentAmounts[]): PaiseFigures => {
  let receivedPaise = 0
  let pendingPaise = 0
  let pendingCount = 0
  for (const p of payments) {
    receivedPaise += p.receivedPaise
    if (p.status === 'submitted') {
      pendingPaise += p.claimedPaise
      pendingCount++
    }
  }
  return {
    totalPaise,
    receivedPaise,
    pendingPaise,
    pendingCount,
    balancePaise: Math.max(0, totalPaise - receivedPaise),
  }
}

export const isPayable = (status: OrderStatus, totalPaise: number) =>
  PAYABLE_STATUSES.includes(status) && totalPaise > 0

// Where the payments leave the order: all the money in is paid; a payment still to check waits
// for the seller; some money in is part paid; none is back to accepted.
export const statusFromPayments = (f: PaiseFigures): OrderStatus =>
  f.receivedPaise >= f.totalPaise
    ? 'PAYMENT_RECEIVED'
    : f.pendingCount > 0
      ? 'PAYMENT_SUBMITTED'
      : f.receivedPaise > 0
        ? 'PART_PAID'
        : 'ACCEPTED'

// The move a check or a record makes, if any. Only an order still in the payment stages follows
// its payments: a cancelled order keeps its status while the seller records what came in.
export const moveAfterPayments = (current: OrderStatus, f: PaiseFigures): OrderStatus | undefined => {
  if (!PAYABLE_STATUSES.includes(current) || f.totalPaise <= 0) return undefined
  const next = statusFromPayments(f)
  return next !== current && canMoveOrder(current, next) ? next : undefined
}
