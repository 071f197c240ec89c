import * as z from 'zod'
import { hasHiddenCharacters } from './fields'
import { FREIGHT_TERMS, type FreightTerms } from './freight'
import { GSTIN_PATTERN } from './gst'
import { isValidGstin } from './gstin'
import { isWholePaise } from './money'
import type { OrderStatus } from './order-status'
import type { AmountOwed, TimelineEntry } from './orders'

// The seller's quotes and the buyer's answers to them.
//
// POST admin/orders/{id}/quote                 quoteRevisionSchema -> AdminQuotes
// GET  admin/orders/{id}/quotes                                    -> AdminQuotes
// GET  quote/public/{token}                                        -> PublicQuote
// POST quote/public/{token}/accept             quoteAcceptSchema   -> PublicQuote
// POST quote/public/{token}/change             quoteChangeSchema   -> PublicQuote

const rupees = z.number().finite().min(0).max(10_000_000).refine(isWholePaise, 'At most two decimals (paise)')
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-mm-dd')

export const quoteLineInputSchema = z.object({
  product_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, 'Unknown product')),
  // The seller's price for this buyer, per unit, in rupees.
  unit_price: rupees,
  qty: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(99_999),
})

export const quoteRevisionSchema = z
  .object({
    // The version the seller edited; a quote sent meanwhile by someone else makes this one a conflict.
    based_on_version: z.number().int().min(0),
    lines: z.array(quoteLineInputSchema).min(1, 'A quote needs at least one line').max(300),
    // Freight paid with the order: in the taxable value and the total.
    freight: rupees.default(0),
    // How freight is paid (freight.ts); left out, freightTermsOf decides from `freight`.
    freight_terms: z.enum(FREIGHT_TERMS, 'Say how freight is paid').optional(),
    // With 'to_pay': what the buyer should expect to pay the transporter (0: not known yet).
    freight_to_pay: rupees.default(0),
    packing: rupees.default(0),
    discount: rupees.default(0),
    note: z.string().trim().max(1000).default(''),
    // The last India day the buyer may accept; empty takes the settings' default length.
    valid_until: isoDay.optional(),
  })
  .superRefine((v, ctx) => {
    // One freight, paid one way: never a line in the total and an amount at the branch too.
    if (v.freight_terms === 'to_pay' && v.freight > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['freight'],
        message: 'Freight paid at the branch is not part of the quote: give it as freight_to_pay',
      })
    if (v.freight_terms === 'with_order' && v.freight_to_pay > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['freight_to_pay'],
        message: 'Freight paid with the order has nothing to pay at the branch',
      })
  })
export type QuoteRevisionInput = z.input<typeof quoteRevisionSchema>

export const quoteTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'This quote link is not valid'),
})

// A business buyer's GSTIN, or '' for none: capitals, well formed, its check character right.
const buyerGstinField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSTIN_PATTERN, 'Please check the GSTIN: 15 letters and digits')
    .refine(isValidGstin, 'This GSTIN is not valid: a letter or digit is wrong'),
])

export const quoteAcceptSchema = z.object({
  version: z.number().int().min(1),
  // A business buyer's GSTIN, printed on the tax invoice; empty for a family buying for Diwali.
  // Its State must be the delivery State too (gstinMatchesDelivery), unless the seller confirmed it.
  buyer_gstin: buyerGstinField.optional(),
})

// POST admin/orders/{id}/gstin -> AdminOrderDetail. The seller records the buyer's GSTIN ('' clears
// it), as the buyer gave it on the phone. One registered in another State than the delivery State
// is refused (GSTIN_STATE_MISMATCH) unless `other_state_confirmed`: the seller has checked it, and
// the buyer's acceptance with that GSTIN is then allowed. Refused once the invoice is issued.
export const sellerGstinSchema = z.object({
  buyer_gstin: buyerGstinField,
  other_state_confirmed: z.boolean().default(false),
})
export type SellerGstinInput = z.input<typeof sellerGstinSchema>

// Requests for a change to one quote version: a family asks more than once, but past this many
// the seller has heard them, and more (from rotating addresses) only fill the inbox. Refused with
// CHANGE_REQUESTS_FULL; the next version starts afresh.
export const MAX_CHANGE_REQUESTS_PER_VERSION = 5

export const changeRequestsFull = (responses: readonly QuoteResponse[], version: number) =>
  responses.filter((r) => r.kind === 'change_requested' && r.version === version).length >=
  MAX_CHANGE_REQUESTS_PER_VERSION

export const quoteChangeSchema = z.object({
  version: z.number().int().min(0),
  // Read by the seller in the console: visible text only, as names and addresses (new lines kept).
  message: z
    .string()
    .trim()
    .min(1, 'Please say what you would like changed')
    .max(1000)
    .refine((s) => !hasHiddenCharacters(s, true), 'Contains characters that are not allowed'),
})

export interface QuoteLine {
  line_no: number
  product_id: string | null
  product_code: string
  product_name: string
  tamil_name: string
  per: string
  unit_price: number
  qty: number
  sub_total: number
}

// Rupees on the wire; tax_kind 'intra' is CGST + SGST (a Tamil Nadu PIN), 'inter' is IGST.
export interface QuoteFigures {
  sub_total: number
  freight: number
  packing: number
  discount: number
  taxable: number
  gst_rate_percent: number
  tax_kind: 'intra' | 'inter'
  cgst: number
  sgst: number
  igst: number
  total: number
}

export interface QuoteVersion {
  version: number // 0 is the enquiry as the buyer sent it
  created_at: string // dd/MM/yyyy hh:mm aa, India time
  created_by: string
  note: string
  valid_until: string | null // yyyy-MM-dd, the last India day to accept
  expired: boolean
  lines: QuoteLine[]
  figures: QuoteFigures
  // How freight is paid: 'with_order' is figures.freight, in the total; 'to_pay' is paid at the
  // branch, freight_to_pay rupees (0: not known yet), never in the total. Version 0: 'to_pay', 0.
  freight_terms: FreightTerms
  freight_to_pay: number
}

export interface QuoteLineChange {
  product_id: string | null
  product_code: string
  product_name: string
  tamil_name: string
  before: { unit_price: number; qty: number; sub_total: number }
  after: { unit_price: number; qty: number; sub_total: number }
}

export interface QuoteDiff {
  from_version: number
  added: QuoteLine[]
  removed: QuoteLine[]
  changed: QuoteLineChange[]
  total_before: number
  total_after: number
  // What the buyer is shown as the change of the total, like with like: from the enquiry (whose
  // estimate has no GST) the figures before GST; between two quotes, the totals with GST.
  compared: 'before_gst' | 'with_gst'
  compared_before: number
  compared_after: number
}

export interface QuoteResponse {
  version: number
  kind: 'accepted' | 'change_requested'
  message: string | null
  at: string
}

export interface PublicQuote {
  _id: string // the bill's id, for /print?id=
  enquiry_number: string
  // The delivery State (GST code, English name) the tax follows: CGST and SGST in Tamil Nadu ('33'),
  // IGST elsewhere. The PIN code's State for an enquiry sent before the checkout asked.
  state_code: string | null
  state_name: string | null
  order_status: OrderStatus
  order_status_label: string
  current: QuoteVersion
  diff: QuoteDiff | null
  accepted_version: number | null
  // Accept is offered for the current version while it is open and not yet accepted.
  can_accept: boolean
  responses: QuoteResponse[]
  timeline: TimelineEntry[]
  amount_owed: AmountOwed
}

export interface AdminQuotes {
  versions: QuoteVersion[] // oldest first, version 0 included
  accepted_version: number | null
  responses: QuoteResponse[]
  quote_link: string | null // https://<the shop>/quote?t=..., for the seller to send
}
