import * as z from 'zod'
import { isWholePaise } from './money'
import type { OrderStatus } from './order-status'
import { parseRupees } from './rupees-text'

// Paying for an accepted quote: the buyer tells a payment (UPI UTR or bank reference, maybe a
// screenshot), the seller checks it or records one seen directly. Rupees on the wire.
//
// GET  quote/public/{token}/payment                                   -> QuotePaymentView
// POST quote/public/{token}/payment   multipart (reference, amount, screenshot?) or JSON
//                                      paymentSubmitSchema             -> QuotePaymentView (201)
// The console's side is in admin-payments.ts.

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
export const PAYMENT_SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

// Rupees as a JSON number, or as text in plain decimal (parseRupees): never hex, an exponent or
// anything else Number() would take.
export const paymentAmount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .min(1, 'Please enter the amount you paid')
      .transform((text) => parseRupees(text) / 100),
  ])
  .pipe(
    z
      .number({ error: 'Please enter the amount in rupees' })
      .finite('Please enter the amount in rupees')
      .min(1, 'The amount must be at least ₹1')
      .max(10_000_000, 'The amount is too large')
      .refine(isWholePaise, 'At most two decimals (paise)'),
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
