import * as z from 'zod'
import { GSTIN_PATTERN } from './gst'
import { dispatchSettingsShape } from './settings-dispatch'

// The seller's business constants. Stored per key in the settings table (paise inside),
// answered by settings/public in rupees.

const pinPrefix = z.string().regex(/^[0-9]{1,6}$/, 'PIN prefix must be 1 to 6 digits')

const indiaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-mm-dd')

// A banned area: PIN prefixes or GST State codes, for India days from/to (inclusive; none: always),
// no sale at all or green crackers only (none: no sale, as areas stored before kinds existed).
export const bannedAreaSchema = z
  .object({
    name: z.string().min(1),
    pin_prefixes: z.array(pinPrefix),
    states: z.array(z.string().regex(/^[0-9]{2}$/, 'State must be a GST State code, e.g. 07')).optional(),
    from: indiaDay.optional(),
    to: indiaDay.optional(),
    kind: z.enum(['no_sale', 'green_only']).optional(),
  })
  .refine((a) => a.pin_prefixes.length > 0 || (a.states?.length ?? 0) > 0, {
    message: 'Give PIN prefixes or States',
    path: ['pin_prefixes'],
  })
  .refine((a) => !a.from || !a.to || a.from <= a.to, {
    message: 'From must be on or before To',
    path: ['to'],
  })

export const referrerSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().regex(/^[0-9]{10}$/, 'Phone must be 10 digits'),
})
export type Referrer = z.infer<typeof referrerSchema>

export const MAX_REFERRERS = 10

export const SEASON_MAX = 40

export const storedSettingsSchema = z.object({
  minimum_order: z.object({
    regions: z.array(
      z.object({
        name: z.string().min(1),
        pin_prefixes: z.array(pinPrefix).min(1),
        minimum_paise: z.number().int().min(0),
      }),
    ),
    other_regions_minimum_paise: z.number().int().min(0),
  }),
  banned_areas: z.array(bannedAreaSchema),
  // The last India day enquiries from outside Tamil Nadu are taken ('' none). A save without it
  // (a console from before it existed) keeps what is stored.
  other_states_last_day: z.union([z.literal(''), indiaDay]).optional(),
  gst_rate_percent: z.number().min(0).max(100),
  referrers: z.array(referrerSchema).min(1).max(MAX_REFERRERS),
  contact: z.object({
    support_phone: z.string(),
    whatsapp_phone: z.string(),
    support_email: z.string(),
    store_address: z.string(),
    map_link: z.string(),
  }),
  payment: z.object({ upi_numbers: z.array(z.string()), bank_accounts: z.array(z.string()) }),
  // The seller's identity on quotes, payment requests and tax invoices.
  billing: z.object({
    // The UPI ID buyers pay to (name@bank), and the name their UPI app shows for it.
    upi_id: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'UPI ID must look like name@bank'),
    ]),
    payee_name: z.string().trim().max(100),
    // The name registered for GST, printed at the head of the tax invoice.
    legal_name: z.string().trim().max(150),
    gstin: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(GSTIN_PATTERN, 'GSTIN must be 15 characters, e.g. 33ABCDE1234F1Z5'),
    ]),
    // The explosives licence (PESO) for storing and selling fireworks, and its last valid day.
    licence_no: z.string().trim().max(80),
    licence_valid_until: z.union([
      z.literal(''),
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-mm-dd'),
    ]),
    // Starts every invoice number: "SC" gives SC/2026-27/0001. GST allows 16 characters in an
    // invoice number, and the year and the number take 13 of them.
    invoice_prefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,3}$/, 'Invoice prefix must be 1 to 3 capital letters or digits'),
    // How many days a new quote stays open, unless the seller picks a date.
    quote_valid_days: z.number().int().min(1).max(90),
  }),
  ...dispatchSettingsShape,
  announcement: z.string().max(300),
  // The same line for Tamil pages; empty shows them the English one. A save without it (a console
  // from before it existed) stores it empty rather than refusing.
  announcement_ta: z.string().max(300).default(''),
  // The season the price list is named for ("Price List · Diwali 2026"), in English and Tamil
  // (empty: the plain name; empty Tamil: the English name). A save without them (a console from
  // before they existed) keeps what is stored.
  season_name: z.string().trim().max(SEASON_MAX).optional(),
  season_name_ta: z.string().trim().max(SEASON_MAX).optional(),
})
export type StoredSettings = z.infer<typeof storedSettingsSchema>
