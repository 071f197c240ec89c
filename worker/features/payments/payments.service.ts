import { and, eq, type SQL, sql } from 'drizzle-orm'
import type * as z from 'zod'
import type { paymentRecordSchema, paymentVerifySchema } from '../../contract/admin-payments'
import { fromRupees } from '../../contract/money'
import { methodOfReference } from '../../contract/payments'
import type { Db } from '../../db/client'
import { failedGuard } from '../../db/guard'
import { orders } from '../../db/schema'
import { payments } from '../../db/schema-quotes'
import { AppError, fieldError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import type { ObjectStore } from '../../lib/object-store'
import { isPayable } from './payments-figures'
import { byOrderId, type OrderPayments, type PaymentRow } from './payments-read'
import type { Screenshot } from './payments-screenshot'
import {
  commitNewPayment,
  commitPayments,
  duplicateOf,
  MAX_WAITING_PAYMENTS,
  MORE_THAN_LEFT_AFTER_WAITING,
  notPayable,
  onFreshPayments,
  type PaymentCtx,
  referenceElsewhere,
  referenceFreeGuard,
  referenceHeldBy,
  tooManyWaiting,
} from './payments-write'

export type { PaymentCtx } from './payments-write'

const newPayment = (
  orderId: string,
  p: Pick<PaymentRow, 'reference' | 'method' | 'claimedPaise' | 'screenshotKey' | 'status' | 'receivedPaise'>,
  ctx: PaymentCtx,
): PaymentRow => ({
  id: randomId(),
  orderId,
  ...p,
  submittedBy: ctx.actor,
  submittedAt: ctx.now,
  verifiedBy: p.status === 'submitted' ? null : ctx.actor,
  verifiedAt: p.status === 'submitted' ? null : ctx.now,
  note: null,
})

const checkNewPayment = (state: OrderPayments, reference: string) => {
  if (!isPayable(state.order.status, state.figures.totalPaise)) throw notPayable(state)
  const duplicate = duplicateOf(state.payments, reference)
  if (duplicate) throw duplicate
}

// The buyer's tell also waits its turn behind those the seller has not checked yet, and together
// with them may not claim more than is still owed. The write's guard holds the waiting count and
// sum as read, so tells racing each other cannot pass either limit together.
const checkBuyerTell = (state: OrderPayments, reference: string, claimedPaise: number) => {
  checkNewPayment(state, reference)
  if (state.figures.pendingCount >= MAX_WAITING_PAYMENTS) throw tooManyWaiting()
  const { balancePaise, pendingPaise } = state.figures
  if (claimedPaise > balancePaise - pendingPaise) {
    const message =
      pendingPaise > 0 ? MORE_THAN_LEFT_AFTER_WAITING : 'The amount is more than the balance due'
    throw fieldError('amount', message, 'VALIDATION_FAILED', {
      details: { balance: balancePaise / 100, pending: pendingPaise / 100 },
    })
  }
}

// The buyer tells a payment: a UTR (or bank reference), the amount, maybe a screenshot. It waits
// for the seller's check; the enquiry shows "Payment submitted" meanwhile. `first` is the state
// the route already read (with its rate-limit count).
export const submitPayment = async (
  db: Db,
  objects: ObjectStore,
  first: OrderPayments,
  input: { reference: string; amount: number; screenshot?: Screenshot | undefined },
  ctx: PaymentCtx,
): Promise<OrderPayments> => {
  const claimedPaise = fromRupees(input.amount)
  checkBuyerTell(first, input.reference, claimedPaise)
  const orderId = first.order.id
  const key = input.screenshot ? `payments/${orderId}/${randomId()}.${input.screenshot.ext}` : null
  if (input.screenshot && key) {
    await objects.put(key, input.screenshot.bytes, input.screenshot.contentType)
  }
  const row = newPayment(
    orderId,
    {
      reference: input.reference,
      method: methodOfReference(input.reference),
      claimedPaise,
      screenshotKey: key,
      status: 'submitted',
      receivedPaise: 0,
    },
    ctx,
  )
  try {
    return await onFreshPayments(
      db,
      byOrderId(orderId),
      'Quote not found',
      (state) => {
        checkBuyerTell(state, input.reference, claimedPaise)
        return commitNewPayment(db, state, row, ctx, `Buyer told payment ${input.reference}`, [
          referenceFreeGuard(orderId, input.reference),
        ]).catch((error: unknown) => {
          throw failedGuard(error) === 'NOT_PAYABLE' ? referenceElsewhere(input.reference) : error
        })
      },
      first,
    )
  } catch (error) {
    if (key) await objects.delete(key).catch(() => {})
    throw error
  }
}

type VerifyInput = z.output<typeof paymentVerifySchema>
type RecordInput = z.output<typeof paymentRecordSchema>

const byPaymentId = (id: string): SQL =>
  sql`${orders.id} = (select ${payments.orderId} from ${payments} where ${payments.id} = ${id})`

// The seller's check of a told payment: received (all, or less for a part payment) or not found.
export const verifyPayment = (db: Db, paymentId: string, input: VerifyInput, ctx: PaymentCtx) =>
  onFreshPayments(db, byPaymentId(paymentId), 'Payment not found', async (state) => {
    const payment = state.payments.find((p) => p.id === paymentId)
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found')
    if (payment.status !== 'submitted') {
      throw new AppError('CONFLICT', 'This payment was already checked. Please look at it again.', {
        details: { payment_status: payment.status },
      })
    }
    const checked: PaymentRow = {
      ...payment,
      status: input.outcome,
      receivedPaise:
        input.outcome === 'received'
          ? input.received_amount === undefined
            ? payment.claimedPaise
            : fromRupees(input.received_amount)
          : 0,
      verifiedBy: ctx.actor,
      verifiedAt: ctx.now,
      note: input.note || null,
    }
    const update = db
      .update(payments)
      .set({
        status: checked.status,
        receivedPaise: checked.receivedPaise,
        verifiedBy: checked.verifiedBy,
        verifiedAt: checked.verifiedAt,
        note: checked.note,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'submitted')))
    const label = input.outcome === 'received' ? 'received' : 'not found'
    return commitPayments(
      db,
      state,
      state.payments.map((p) => (p.id === paymentId ? checked : p)),
      update,
      ctx,
      `Payment ${payment.reference} ${label}`,
    )
  })

// A payment the seller saw directly (cash, a transfer in the bank statement): received at once,
// whatever the balance. A buyer does pay too much at times, and the seller records what the bank
// shows; the figures then show nothing left to pay, and any refund is the seller's to arrange.
export const recordPayment = (db: Db, orderId: string, input: RecordInput, ctx: PaymentCtx) =>
  onFreshPayments(db, byOrderId(orderId), 'Enquiry not found', async (state) => {
    checkNewPayment(state, input.reference)
    const amount = fromRupees(input.amount)
    const row: PaymentRow = {
      ...newPayment(
        orderId,
        {
          reference: input.reference,
          method: input.method,
          claimedPaise: amount,
          screenshotKey: null,
          status: 'received',
          receivedPaise: amount,
        },
        ctx,
      ),
      note: input.note || null,
    }
    return commitNewPayment(
      db,
      state,
      row,
      ctx,
      `Payment ${input.reference} recorded (${input.method})`,
      input.shared_reference ? [] : [referenceFreeGuard(orderId, input.reference)],
    ).catch(async (error: unknown) => {
      throw failedGuard(error) === 'NOT_PAYABLE' ? await referenceHeldBy(db, orderId, input.reference) : error
    })
  })

export const screenshotKeyOf = async (db: Db, paymentId: string): Promise<string> => {
  const rows = await db
    .select({ key: payments.screenshotKey })
    .from(payments)
    .where(eq(payments.id, paymentId))
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Payment not found')
  if (!rows[0].key) throw new AppError('NOT_FOUND', 'This payment has no screenshot')
  return rows[0].key
}
