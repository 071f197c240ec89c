import * as z from 'zod'
import { hasHiddenCharacters } from './fields'
import { FREIGHT_REASON_MAX } from './freight'
import { isWholePaise } from './money'
import { FREIGHT_MODES } from './transport'

// The seller's transport steps (routes in worker/contract/transport.ts). Console only: English.

const key = z.string().trim().min(1).max(40)

// Freight in rupees: with 'to_pay' the amount the buyer pays at the branch (must be above 0, so
// the buyer knows what to carry); with 'paid' what the seller paid, shown for information (0 allowed).
export const dispatchSchema = z
  .object({
    transporter_id: key,
    branch_id: key,
    parcels: z
      .number()
      .int('Parcels must be a whole number')
      .min(1, 'At least 1 parcel')
      .max(999, 'At most 999 parcels'),
    freight_mode: z.enum(FREIGHT_MODES, 'Choose to-pay or paid'),
    freight: z
      .number()
      .finite()
      .min(0, 'Freight cannot be negative')
      .max(1_000_000, 'Freight is too large')
      .refine(isWholePaise, 'Freight has at most 2 decimals'),
    lr_number: z.string().trim().min(1, 'LR number is required').max(40),
    note: z.string().trim().max(500).optional(),
    // Why the freight parts from the agreed quote (freightDifference): required then, and shown
    // to the buyer; ignored when the freight keeps to the quote.
    freight_reason: z
      .string()
      .trim()
      .max(FREIGHT_REASON_MAX, `Keep the reason under ${FREIGHT_REASON_MAX} characters`)
      .refine((s) => !hasHiddenCharacters(s), 'Contains characters that are not allowed')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.freight_mode === 'to_pay' && v.freight <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['freight'],
        message: 'Enter the freight the buyer pays at the branch',
      })
    }
  })
export type DispatchInput = z.input<typeof dispatchSchema>

export const transportMoveSchema = z.object({ note: z.string().trim().max(500).optional() })
