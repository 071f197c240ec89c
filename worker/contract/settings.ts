import * as z from 'zod'

// The seller's business constants. Stored per key in the settings table (paise inside),
// answered by settings/public in rupees.

const pinPrefix = z.string().regex(/^[0-9]{1,6}$/, 'PIN prefix must be 1 to 6 digits')

export const referrerSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().regex(/^[0-9]{10}$/, 'Phone must be 10 digits'),
})
export type Referrer = z.infer<typeof referrerSchema>

export const MAX_REFERRERS = 10

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
  banned_areas: z.array(z.object({ name: z.string().min(1), pin_prefixes: z.array(pinPrefix).min(1) })),
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
  announcement: z.string().max(300),
  // The same line for Tamil pages; empty shows them the English one. A save without it (a console
  // from before it existed) stores it empty rather than refusing.
  announcement_ta: z.string().max(300).default(''),
})
export type StoredSettings = z.infer<typeof storedSettingsSchema>

export {
  CONTENT_TOKENS,
  type ContentToken,
  contentTokenValues,
  matchPin,
  minimumOrderMessage,
  type PublicSettings,
  referenceLabel,
  toPublicSettings,
} from './settings-rules'
