import { and, eq, ne, type SQL } from 'drizzle-orm'
import { ORDER_STATUS_LABELS } from '../../contract/order-status'
import type { StoredSettings } from '../../contract/settings'
import { paymentSubmittedAlert } from '../../db/alert-rows'
import type { Db } from '../../db/client'
import { failedGuard, guard } from '../../db/guard'
import { orders } from '../../db/schema'
import { payments } from '../../db/schema-quotes'
import { isUniqueViolation, writeBatch } from '../../db/write'
import { AppError } from '../../lib/errors'
import { retryGuarded, type Stale, stale } from '../../lib/retry-guarded'
import { moveStatements } from '../orders/order-moves'
import { enquiryNumber } from '../orders/orders-views'
import { moveAfterPayments, paiseFigures } from './payments-figures'
import { loadOrderPayments, type OrderPayments, type PaymentRow } from './payments-read'

export interface PaymentCtx {
  now: number
  actor: string
  settings: StoredSettings
}

type Statement = Parameters<typeof writeBatch>[1][number]

// The write holds only if the order and its payments are still as they were read: its status and
// accepted version, how many payments wait for a check, for how much, and how much has come in.
// Two checks of the same order's payments at once would otherwise each derive the status from half
// the truth, and two tells at once would each fit the balance beside only the claims before them.
const unchangedGuard = ({ order, figures }: OrderPayments) =>
  guard(
    'STATUS_CHANGED',
    `exists (select 1 from orders where id = ? and status = ? and accepted_version is ?)
      and (select count(*) from payments where order_id = ? and status = 'submitted') = ?
      and (select coalesce(sum(claimed_paise), 0) from payments where order_id = ? and status = 'submitted') = ?
      and (select coalesce(sum(received_paise), 0) from payments where order_id = ?) = ?`,
    [
      order.id,
      order.status,
      order.acceptedVersion,
      order.id,
      figures.pendingCount,
      order.id,
      figures.pendingPaise,
      order.id,
      figures.receivedPaise,
    ],
  )

// One batch: the guard, the payment's own write, and the status move its outcome leads to.
// Stale means someone else changed the order or its payments meanwhile: read again and decide again.
export const commitPayments = async (
  db: Db,
  state: OrderPayments,
  after: PaymentRow[],
  write: Statement,
  ctx: PaymentCtx,
  note: string,
  guards: Statement[] = [],
): Promise<OrderPayments | Stale> => {
  const figures = paiseFigures(state.figures.totalPaise, after)
  const to = moveAfterPayments(state.order.status, figures)
  const move = to
    ? await moveStatements(db, {
        id: state.order.id,
        from: state.order.status,
        to,
        note,
        actor: ctx.actor,
        now: ctx.now,
        settings: ctx.settings,
      })
    : []
  try {
    const told = after.filter((p) => p.status === 'submitted' && !state.payments.some((q) => q.id === p.id))
    await writeBatch(db, [
      unchangedGuard(state),
      ...guards,
      write,
      ...move,
      ...told.map((p) => paymentSubmittedAlert(p.id, ctx.now)),
    ])
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('PAYMENT_DUPLICATE', 'This reference was already given for this enquiry.')
    }
    if (failedGuard(error) === 'STATUS_CHANGED') return stale(tooBusy())
    throw error
  }
  return { order: { ...state.order, status: to ?? state.order.status }, payments: after, figures }
}

// A new payment (told by the buyer, or recorded by the seller) joins the order's payments.
export const commitNewPayment = (
  db: Db,
  state: OrderPayments,
  row: PaymentRow,
  ctx: PaymentCtx,
  note: string,
  guards: Statement[],
) => commitPayments(db, state, [...state.payments, row], db.insert(payments).values(row), ctx, note, guards)

export const notPayable = (state: OrderPayments) =>
  new AppError(
    'NOT_PAYABLE',
    state.order.totalPaise
      ? `This enquiry is not open for payment: it is ${ORDER_STATUS_LABELS[state.order.status]}.`
      : 'This enquiry is not open for payment until its quote is accepted.',
    { details: { order_status: state.order.status } },
  )

// A UTR or bank reference names one transaction: told for a second enquiry, it would wait in the
// seller's list beside the first and could be marked received twice. A reference the seller marked
// not found may be told again, for the enquiry it really paid. The write guard's names are fixed by
// the migrations; NOT_PAYABLE is this payment's: it cannot be taken with that reference.
export const referenceFreeGuard = (orderId: string, reference: string) =>
  guard(
    'NOT_PAYABLE',
    `not exists (select 1 from payments where reference = ? and order_id <> ? and status <> 'not_found')`,
    [reference, orderId],
  )

// The seller's record names the enquiry that already holds the reference, so they can tell a
// slip of the keyboard from one transfer that paid two enquiries (which they may then confirm).
export const referenceHeldBy = async (db: Db, orderId: string, reference: string) => {
  const rows = await db
    .select({ orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(eq(payments.reference, reference), ne(payments.orderId, orderId), ne(payments.status, 'not_found')),
    )
    .limit(1)
  const held = rows[0] && enquiryNumber(rows[0].orderNo)
  return new AppError(
    'PAYMENT_DUPLICATE',
    `This reference is already recorded for ${held ? `enquiry ${held}` : 'another enquiry'}. If one payment paid both, confirm to record it here too.`,
    { details: { reference, ...(held ? { enquiry_number: held } : {}) } },
  )
}

export const referenceElsewhere = (reference: string) =>
  new AppError(
    'PAYMENT_DUPLICATE',
    'This reference was already given for another enquiry. If one payment was for both, please call the shop.',
    { details: { reference } },
  )

// A buyer tells one payment, sometimes two; past this many still waiting for the seller's check,
// a further one waits until the seller has looked. Without it, made-up references with screenshots,
// sent from many addresses, would fill the seller's list, their phone's alerts and the disk.
export const MAX_WAITING_PAYMENTS = 5

// The buyer's words come from the contract's Tamil table too (web/src/lib/i18n/validation-ta.ts).
export const MORE_THAN_LEFT_AFTER_WAITING =
  "The amount is more than the balance left after the payments waiting for the shop's check"

export const tooManyWaiting = () =>
  new AppError(
    'RATE_LIMITED',
    'Several payments for this enquiry already wait for the shop to check them. Please wait for the check, or call the shop.',
  )

export const duplicateOf = (payments: readonly PaymentRow[], reference: string) =>
  payments.some((p) => p.reference === reference)
    ? new AppError('PAYMENT_DUPLICATE', 'This reference was already given for this enquiry.', {
        details: { reference },
      })
    : undefined

// Reads raced by other writers three times in a row: let the person look again.
export const tooBusy = () =>
  new AppError('CONFLICT', 'This enquiry was changed meanwhile. Please look at it again.')

const ATTEMPTS = 3

// Reads the order and its payments, decides and writes; when the write finds them changed meanwhile
// (Stale), reads and decides again. `first`, a state the caller already read, serves the first try.
export const onFreshPayments = (
  db: Db,
  where: SQL,
  notFound: string,
  decide: (state: OrderPayments) => Promise<OrderPayments | Stale>,
  first?: OrderPayments,
) =>
  retryGuarded(ATTEMPTS, async (attempt) =>
    decide(attempt === 1 && first ? first : await loadOrderPayments(db, where, notFound)),
  )
