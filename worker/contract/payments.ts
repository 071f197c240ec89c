import * as z from 'zod'
import type { OrderStatus } from './order-status'

// Paying for an accepted quote: the buyer tells a payment (UPI UTR or bank reference, maybe a
// screenshot), the seller checks it or records one seen directly. Rupees on the wire.
//
// GET  quote/public/{token}/payment                                   -> QuotePaymentView
// POST quote/public/{token}/payment   multipart (reference, amount, screenshot?) or JSON
//                                      paymentSubmitSchema             -> QuotePaymentView (201)
// GET  admin/payments?status=submitted                                -> AdminPaymentsWaiting
// GET  admin/payments/{id}/screenshot                                 -> the image bytes
// POST admin/payments/{id}/verify     paymentVerifySchema             -> AdminOrderPayments
// GET  admin/orders/{id}/payments                                     -> AdminOrderPayments
// POST admin/orders/{id}/payments     paymentRecordSchema             -> AdminOrderPayments (201)

export const PAYMENT_METHODS = ['upi', 'bank', 'cash'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_STATUSES = ['submitted', 'received', 'not_found'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

// A UPI transaction's UTR is 12 digits; a bank transfer's reference (NEFT/IMPS/RTGS) is letters
// and digits. Spaces and dashes as apps print them ("1234 5678 9012") are dropped.
export const UTR_PATTERN = /^\d{12}$/
export const BANK_REFERENCE_PATTERN = /^[A-Z0-9]{6,30}$/
export const normaliseReference = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase()
export const methodOfReference = (reference: string): 'upi' | 'bank' =>
  UTR_PATTERN.test(reference) ? 'upi' : 'bank'

// The screenshot's ceiling: the same as an LR photo's.
export const PAYMENT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024

const paymentAmount = z
  .union([z.number(), z.string().trim().min(1, 'Please enter the amount you paid')])
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(/,/g, ''))))
  .pipe(
    z
      .number({ error: 'Please enter the amount in rupees' })
      .finite('Please enter the amount in rupees')
      .min(1, 'The amount must be at least ₹1')
      .max(10_000_000, 'The amount is too large')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals (paise)'),
  )

export const paymentReferenceField = z
  .string({ error: 'Please enter the UTR or transaction reference' })
  .max(60, 'Please check the reference: 12 digits for UPI, 6 to 30 letters or digits for a bank transfer')
  .transform(normaliseReference)
  .pipe(
    z
      .string()
      .min(1, 'Please enter the UTR or transaction reference')
      .regex(
        BANK_REFERENCE_PATTERN,
        'Please check the reference: 12 digits for UPI, 6 to 30 letters or digits for a bank transfer',
      ),
  )

export const paymentSubmitSchema = z.object({
  reference: paymentReferenceField,
  amount: paymentAmount,
})
export type PaymentSubmitInput = z.input<typeof paymentSubmitSchema>

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
})
export type PaymentRecordInput = z.input<typeof paymentRecordSchema>

// What the buyer sees of one payment they told (or the seller recorded).
export interface BuyerPayment {
  reference: string
  method: PaymentMethod
  amount: number // as told
  status: PaymentStatus
  submitted_at: string // dd/MM/yyyy hh:mm aa, India time
  received_amount: number
}

export interface PaymentFigures {
  total: number // the accepted quote's total
  received: number // checked and received
  pending: number // told, not yet checked
  balance: number // total - received, never below 0
}

export interface QuotePaymentView extends PaymentFigures {
  enquiry_number: string
  order_status: OrderStatus
  payable: boolean
  // Empty until the seller has set a UPI ID in Settings.
  upi: { id: string; payee: string; link: string } | null
  bank_accounts: string[]
  payments: BuyerPayment[]
}

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
