import { z } from 'zod'

// The seller's business constants. Stored per key in the settings table (paise inside),
// answered by settings/public in rupees.

const pinPrefix = z.string().regex(/^[0-9]{1,6}$/, 'PIN prefix must be 1 to 6 digits')

export const referrerSchema = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().regex(/^[0-9]{10}$/, 'Phone must be 10 digits'),
})
export type Referrer = z.infer<typeof referrerSchema>

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
  referrers: z.array(referrerSchema).min(1).max(10),
  contact: z.object({
    support_phone: z.string(),
    whatsapp_phone: z.string(),
    support_email: z.string(),
    store_address: z.string(),
  }),
  payment: z.object({ upi_numbers: z.array(z.string()), bank_accounts: z.array(z.string()) }),
  announcement: z.string().max(300),
})
export type StoredSettings = z.infer<typeof storedSettingsSchema>

export interface PublicSettings {
  minimum_order: {
    regions: { name: string; pin_prefixes: string[]; amount: number }[]
    other_regions_amount: number
    // The lowest figure: what catalogue pages warn about before the PIN code is known.
    lowest_amount: number
  }
  banned_areas: { name: string; pin_prefixes: string[] }[]
  gst_rate_percent: number
  referrers: Referrer[]
  contact: StoredSettings['contact']
  payment: StoredSettings['payment']
  announcement: string
}

// Longest matching prefix wins, so a region can carve an exception out of a wider one.
export const matchPin = <T extends { pin_prefixes: readonly string[] }>(
  pin: string,
  areas: readonly T[],
): T | undefined => {
  let best: T | undefined
  let bestLength = 0
  for (const area of areas) {
    for (const prefix of area.pin_prefixes) {
      if (pin.startsWith(prefix) && prefix.length > bestLength) {
        best = area
        bestLength = prefix.length
      }
    }
  }
  return best
}

// "Name - phone", as the reference's checkout fills reference_by.
export const referenceLabel = (r: Referrer) => `${r.name} - ${r.phone}`

// Spec §8 wording, e.g. 'Minimum order value should not under Rs. 2,500./-'.
export const minimumOrderMessage = (rupees: number) =>
  `Minimum order value should not under Rs. ${rupees.toLocaleString('en-IN')}./-`
