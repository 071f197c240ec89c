import * as z from 'zod'
import { accessCodeField } from './access-code'
import {
  addressField,
  cityField,
  customerNameField,
  emailField,
  formGuardFields,
  mobileField,
  pinCodeField,
} from './fields'
import { LOCALES, type Locale } from './locale'
import type { OrderStatus } from './order-status'

const rupees = z.number().finite().min(0).max(100_000_000)

export const enquiryLineSchema = z.object({
  product_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, 'Unknown product')),
  price: rupees,
  qty: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(9999, 'Quantity must be at most 9999'),
  sub_total: rupees,
})

// The delivery State, as the checkout asks it: a GST State code ('33'), one of DELIVERY_STATES,
// checked against the PIN code by the server (contract/gst-states.ts, pinMatchesState).
export const CHOOSE_STATE_MESSAGE = 'Please choose your State'
export const stateCodeField = z
  .string({ error: CHOOSE_STATE_MESSAGE })
  .trim()
  .regex(/^[0-9]{2}$/, CHOOSE_STATE_MESSAGE)
// STATE_PIN_MISMATCH's field message.
export const STATE_PIN_MESSAGE =
  'This PIN code is not in the State you chose. Please check the PIN code or the State'
// ADULT_CONFIRMATION_REQUIRED's field message: the shop's licence forbids sale to persons under 18.
export const ADULT_MESSAGE = 'Please confirm that you are 18 or older'

// The enquiry payload (order/save). Money fields are the browser's view; the server recomputes them all.
export const enquiryPayloadSchema = z.object({
  sub: z.string().max(64).optional(),
  customer_name: customerNameField,
  mobile_no: mobileField,
  email_id: emailField,
  address: addressField,
  city: cityField,
  pin_code: pinCodeField,
  reference_by: z
    .string({ error: 'Please choose a reference person' })
    .trim()
    .min(1, 'Please choose a reference person')
    .max(200),
  sub_total: rupees,
  discount_amount: rupees.optional(),
  net_amount: rupees,
  amount_in_words: z.string().max(500).optional(),
  // The page's language: the seller's messages about this enquiry are drafted in it.
  locale: z.enum(LOCALES).optional(),
  // The checkout always sends it; a client older than the field gets its PIN code's State.
  state_code: stateCodeField.optional(),
  // Must be true: an enquiry without it is refused with ADULT_CONFIRMATION_REQUIRED.
  adult_confirmed: z.boolean().optional(),
  product_list: z
    .array(enquiryLineSchema, { error: 'No products found' })
    .min(1, 'No products found')
    .max(500, 'Too many products in one enquiry')
    .refine(
      (lines) => new Set(lines.map((l) => l.product_id)).size === lines.length,
      'Each product may appear only once',
    ),
  ...formGuardFields,
})
export type EnquiryPayload = z.input<typeof enquiryPayloadSchema>

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _')

export interface SavedEnquiry {
  order_id: string
  order_no: number
  enquiry_number: string
  // The buyer's code to open the enquiry again from tracking ("K7M4-P9QX"); only its owner sees it.
  access_code: string
  enquiry_time: string
  payable_amount: number
  net_amount: number
  amount_in_words: string
  // The same amount as a Tamil bill writes it: "இரண்டாயிரத்து ஐந்நூறு ரூபாய் மட்டும்".
  amount_in_words_ta: string
  order_status: OrderStatus
}

// What the buyer's cart needs to refresh when prices changed under it (409 PRICE_CHANGED details).
export interface RepricedLine {
  product_id: string
  product_code: string
  product_name: string
  price: number
  qty: number
  sub_total: number
  is_sold_out: 0 | 1
}

// What the buyer owes now, as every page, message and export states it (rupees): the estimate
// before a quote, the quote's total once quoted (the accepted version once accepted), the balance
// left once money is in (with what was paid of which total), paid when nothing is left.
// `amount` is the figure its name says: for `paid`, what was paid.
export const OWED_KINDS = ['estimate', 'quoted', 'balance', 'paid'] as const
export type OwedKind = (typeof OWED_KINDS)[number]
export type AmountOwed =
  | { kind: 'estimate' | 'quoted'; amount: number }
  | { kind: 'balance' | 'paid'; amount: number; paid: number; total: number }

export interface OrderPublicInfo {
  _id: string
  order_no: number
  enquiry_number: string
  access_code: string
  enquiry_time: string
  payable_amount: number
  payable_mode: 'Manual'
  order_status: OrderStatus
  order_status_label: string
  amount_owed: AmountOwed
  // Payment details are offered once there is a quote the buyer accepted or a deal the seller
  // confirmed; before that the buyer waits for the quote.
  payment_open: boolean
}

export interface PrintLine {
  product_id: string | null
  product_code: string
  product_name: string
  tamil_name: string
  per: string
  price: number
  discount_percentage: number
  after_discount_price: number
  qty: number
  sub_total: number
}

// The whole enquiry, for those who already hold it: the bill's link, the signed-in owner (My
// Orders) and the seller.
export interface OrderRecord {
  _id: string
  order_no: number
  enquiry_number: string
  access_code: string
  order_date: string
  // The same instant as ISO 8601 (UTC), for pages that write the date in the buyer's language.
  order_at: string
  reference_by: string
  customer_name: string
  customer_city: string
  city: string
  address: string
  pin_code: string
  // The delivery State (GST code and English name): as the buyer chose it, or, for an enquiry sent
  // before the checkout asked, the PIN code's. Null only for a PIN whose digits name no State.
  state_code: string | null
  state_name: string | null
  // When the buyer confirmed being 18 or older (dd/MM/yyyy hh:mm aa); null before the checkout asked.
  adult_confirmed_at: string | null
  customer_mobile_no: string
  email_id: string | null
  sub_total: number
  discount_amount: number
  net_amount: number
  amount_in_words: string
  amount_in_words_ta: string
  order_status: OrderStatus
  order_status_label: string
  lr_photo_path: string | null
  lr_number: string | null
  transporter: string | null
  product_list: PrintLine[]
  amount_owed: AmountOwed
}

// The printable bill (order/public/print/get/{id}): the enquiry, and its tax invoice's number once
// the order is paid (the invoice is at order/public/invoice/{id}).
export interface PrintRecord extends OrderRecord {
  invoice_no: string | null
  // The language the enquiry was sent in: the seller's messages to the buyer use it.
  locale: Locale
  // As on the thank-you page (OrderPublicInfo): the bill says how to pay only once payment is open.
  payment_open: boolean
}

// A stage the enquiry went through, for the buyer: no notes, no names.
export interface TimelineEntry {
  status: OrderStatus
  label: string
  at: string // dd/MM/yyyy hh:mm aa, India time; in tracking by mobile, the day alone: dd/MM/yyyy
  at_iso: string // the instant, for dates in the page's language; in tracking, the India day yyyy-MM-dd
}

// Tracking by mobile number shows only what a tracking screen needs: no name, address or id, not
// the enquiry number or the access code (with the mobile they open the bill, order/public/open),
// and each date to the India day, not the instant: instants would tie each enquiry to its place in
// the run of enquiry numbers.
export interface TrackedOrder {
  order_date: string // dd/MM/yyyy
  order_at: string // yyyy-MM-dd, the same India day
  net_amount: number
  order_status: OrderStatus
  order_status_label: string
  city: string
  has_lr_photo: 0 | 1
  timeline: TimelineEntry[] // oldest first, the receipt included
  amount_owed: AmountOwed
}

export const orderSearchSchema = z.union([
  z.object({
    sub: z.string().min(1).max(64),
    search_by_date: z.boolean().optional(),
    show_all: z.boolean().optional(),
  }),
  z.object({
    mobile_no: z
      .string({ error: 'Mobile number is required' })
      .trim()
      .min(1, 'Mobile number is required')
      .regex(/^[0-9]{10}$/, 'Invalid Mobile number'),
    show_all: z.boolean().optional(),
  }),
])

export const orderIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'Invalid enquiry id') })

// "ENQ-00042", "enq 42", "00042" and "42" all name enquiry 42.
export const enquiryNumberField = z
  .string({ error: 'Enquiry number is required' })
  .trim()
  .min(1, 'Enquiry number is required')
  .regex(/^(?:enq)?[\s-]*0*[1-9][0-9]{0,8}$/i, 'Invalid enquiry number')
  .transform((v) => Number(v.replace(/^\D+/, '')))

// Opening one enquiry from tracking: the mobile number, the enquiry number and the access code the
// buyer was given must all name the same one.
export const openEnquirySchema = z.object({
  mobile_no: z
    .string({ error: 'Mobile number is required' })
    .trim()
    .min(1, 'Mobile number is required')
    .regex(/^[0-9]{10}$/, 'Invalid Mobile number'),
  enquiry_number: enquiryNumberField,
  access_code: accessCodeField,
})
export type OpenEnquiryInput = z.input<typeof openEnquirySchema>
export type OpenEnquiryKey = z.output<typeof openEnquirySchema>

// The way back to one enquiry: its unguessable id is the key to the bill and the transport page.
export interface OpenedEnquiry {
  order_id: string
  enquiry_number: string
  order_status: OrderStatus
  order_status_label: string
  net_amount: number
  has_lr_photo: 0 | 1
  // The buyer's quote page (/quote?t=…) once the seller has sent a quote, else null.
  quote_link: string | null
  amount_owed: AmountOwed
}
