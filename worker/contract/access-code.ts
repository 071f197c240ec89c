import * as z from 'zod'

// The code each enquiry's buyer is given (thank-you page, bill, WhatsApp, My Orders) to open it
// again without its link. Enquiry numbers run in order and can be worked out; this cannot: 8
// characters drawn at random from 31 that are hard to mix up when read out or typed (no 0/O, no
// 1/I/L), about 8.5 × 10¹¹ codes, so guessing one under the way back's limits is hopeless.
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const ACCESS_CODE_LENGTH = 8

const wellFormed = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`)

// Shown in two groups of four, as it is read out on the phone: "K7M4-P9QX".
export const showAccessCode = (code: string): string =>
  wellFormed.test(code) ? `${code.slice(0, 4)}-${code.slice(4)}` : code

// What the buyer types, in either case and with the spaces or dashes they like, as it is stored.
export const accessCodeField = z
  .string({ error: 'Access code is required' })
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().min(1, 'Access code is required').regex(wellFormed, 'Invalid access code'))
