import * as z from 'zod'
import { gstState } from './gst-state-list'
import { gstinCheckCharacter } from './gstin'
import { TRACKING_URL_MAX, trackingUrlProblem } from './tracking-link'

// The seller's settings for the journey after payment: the transporters that carry fireworks with
// their branches, the WhatsApp message drafts in both languages, and the alerts' quiet hours.

const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens')
  .max(40)

export const branchSchema = z.object({
  id: key,
  town: z.string().trim().min(1, 'Town is required').max(60),
  // The town as a Tamil buyer reads it (மதுரை), for the Tamil pages and WhatsApp drafts; empty
  // keeps the English name there too. Settings saved before it existed read as empty.
  town_ta: z.string().trim().max(60, 'The Tamil town name can be at most 60 characters').default(''),
  address: z.string().trim().min(1, 'Address is required').max(300),
  phone: z.string().trim().min(1, 'Phone is required').max(30),
  // A maps link for the branch; empty shows the address as a maps search instead.
  map_link: z.string().trim().max(500),
  // Days the branch keeps a parcel free of charge after it arrives, before demurrage.
  free_days: z.number().int().min(0).max(30),
  // Road distance from the shop to the branch in km, for the e-way bill (1 to 4000); 0: not given
  // yet, as settings saved before it existed read.
  distance_km: z
    .number()
    .int('Give the distance in whole km')
    .min(0)
    .max(4000, 'The e-way bill takes at most 4000 km')
    .default(0),
})
export type Branch = z.infer<typeof branchSchema>

// The transporter's GSTIN, or the TRANSIN the e-way bill portal gives a transporter without one:
// 15 characters, a GST State code first and the GSTIN's check character last.
export const isTransporterId = (id: string): boolean =>
  /^[0-9]{2}[0-9A-Z]{13}$/.test(id) &&
  gstState(id.slice(0, 2)) !== undefined &&
  gstinCheckCharacter(id) === id[14]

export const transporterSchema = z.object({
  id: key,
  name: z.string().trim().min(1, 'Name is required').max(80),
  phone: z.string().trim().max(30),
  // For Part B of the e-way bill; empty until the seller types it (and in settings saved before).
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || isTransporterId(v),
      'GSTIN or TRANSIN: 15 characters, e.g. 33ABCDE1234F1Z5; check it on the LR or with the transporter',
    )
    .default(''),
  // The transporter's own tracking page with {lr} for the LR number (tracking-link.ts); empty: no
  // tracking link. Settings saved before it existed read as empty.
  tracking_url: z
    .string()
    .trim()
    .max(TRACKING_URL_MAX, `The tracking address can be at most ${TRACKING_URL_MAX} characters`)
    .superRefine((url, ctx) => {
      const problem = trackingUrlProblem(url)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .default(''),
  branches: z.array(branchSchema).min(1, 'Add at least one branch').max(200),
})
export type Transporter = z.infer<typeof transporterSchema>

// The moments the console offers a prefilled WhatsApp message to the buyer. A draft may use
// {name}, {enquiry}, {amount}, {link}, {transporter}, {branch}, {lr}, {parcels}, {free_days}, and
// {track}: the transporter's tracking page for this LR (a line holding it is left out without one).
export const WHATSAPP_MOMENTS = ['quote_sent', 'payment_received', 'dispatched', 'arrived'] as const
export type WhatsappMoment = (typeof WHATSAPP_MOMENTS)[number]
export const WHATSAPP_TOKENS = [
  'name',
  'enquiry',
  'code',
  'amount',
  'link',
  'transporter',
  'branch',
  'lr',
  'parcels',
  'free_days',
  'track',
] as const

// Tokens a draft names that the message cannot fill: a typo like {nmae} would reach the buyer as
// written, so the settings refuse it instead.
export const unknownWhatsappTokens = (text: string): string[] => {
  const known: readonly string[] = WHATSAPP_TOKENS
  const found = [...text.matchAll(/\{([^{}\s]{1,40})\}/g)].map((m) => m[1] ?? '')
  return [...new Set(found.filter((t) => !known.includes(t)))]
}

const draft = z
  .string()
  .trim()
  .min(1, 'A message is required')
  .max(700)
  .superRefine((text, ctx) => {
    const unknown = unknownWhatsappTokens(text)
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown token ${unknown.map((t) => `{${t}}`).join(', ')}: use ${WHATSAPP_TOKENS.map((t) => `{${t}}`).join(' ')}`,
      })
    }
  })
const drafts = z.object({ quote_sent: draft, payment_received: draft, dispatched: draft, arrived: draft })

const clock = z.union([
  z.literal(''),
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM, e.g. 22:00'),
])

export const dispatchSettingsShape = {
  transport: z.object({ transporters: z.array(transporterSchema).max(50) }),
  whatsapp: z.object({ en: drafts, ta: drafts }),
  // India time; alerts falling inside wait until it ends. Both empty: no quiet hours.
  // One time without the other would silently mean no quiet hours at all, so it is refused.
  alerts: z.object({ quiet_from: clock, quiet_to: clock }).superRefine((q, ctx) => {
    if (q.quiet_from && !q.quiet_to)
      ctx.addIssue({ code: 'custom', path: ['quiet_to'], message: 'Give the time quiet hours end too' })
    if (q.quiet_to && !q.quiet_from)
      ctx.addIssue({ code: 'custom', path: ['quiet_from'], message: 'Give the time quiet hours start too' })
  }),
}
