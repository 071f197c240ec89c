import * as z from 'zod'
import type { OrderStatus } from './order-status'
import {
  type BuyerPayment,
  PAYMENT_METHODS,
  type PaymentFigures,
  type PaymentMethod,
  paymentAmount,
} from './payments'

// The seller's side of payments (the console stays English).
//
// GET  admin/payments?status=submitted                                -> AdminPaymentsWaiting
// GET  admin/payments/{id}/screenshot                                 -> the image bytes
// POST admin/payments/{id}/verify     paymentVerifySchema             -> AdminOrderPayments
// GET  admin/orders/{id}/payments                                     -> AdminOrderPayments
// POST admin/orders/{id}/payments     paymentRecordSchema             -> AdminOrderPayments (201)

export const paymentIdParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'Invalid payment id'),
})

export const paymentListQuery = z.object({ status: z.enum(['submitted']).default('submitted') })

const note = z.string().trim().max(500, 'The note can be at most 500 characters').optional()

export const paymentVerifySchema = z.object({
  outcome: z.enum(['received', 'not_found'], { error: "Choose 'received' or 'not_found'" }),
  // What actually arrived; defaults to the amount the buyer told. Less records a part payment.
  received_amount: paymentAmount.optional(),
  note,
})
export type PaymentVerifyInput = z.input<typeof paymentVerifySchema>

// A payment the seller saw directly: cash at the counter, a transfer in the bank statement. A cash
// receipt number is looser than a bank reference, but still one token of letters, digits, / and -.
export const paymentRecordSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose cash, bank or UPI' }),
  reference: z
    .string({ error: 'Please enter a reference or receipt number' })
    .trim()
    .min(1, 'Please enter a reference or receipt number')
    .max(40, 'The reference can be at most 40 characters')
    .regex(/^[A-Za-z0-9/-]+$/, 'Use letters, digits, / or - in the reference')
    .transform((s) => s.toUpperCase()),
  amount: paymentAmount,
  note,
  // A reference already kept on another enquiry is refused (409 PAYMENT_DUPLICATE, naming it in
  // details.enquiry_number) unless the seller confirms one payment really paid both.
  shared_reference: z.boolean({ error: 'shared_reference is true or false' }).optional(),
})
export type PaymentRecordInput = z.input<typeof paymentRecordSchema>

export interface AdminPayment extends BuyerPayment {
  _id: string
  submitted_by: string
  verified_by: string | null
  verified_at: string | null
  note: string | null
  has_screenshot: boolean
}

export interface AdminOrderPayments extends PaymentFigures {
  order_id: string
  enquiry_number: string
  order_status: OrderStatus
  payable: boolean
  payments: AdminPayment[]
}

export interface AdminWaitingPayment {
  _id: string
  order_id: string
  enquiry_number: string
  customer_name: string
  reference: string
  method: PaymentMethod
  amount: number
  submitted_at: string
  order_status: OrderStatus
  balance: number
  has_screenshot: boolean
}

export interface AdminPaymentsWaiting {
  payments: AdminWaitingPayment[]
}
