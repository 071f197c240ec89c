import * as z from 'zod'

// Field rules and messages, shared by the forms and the server.

// Names and addresses are shown to the seller, printed and put in CSV files, so they hold only
// visible text: no control characters (a newline is allowed in an address), no invisible format
// characters (zero-width spaces and joiners, soft hyphen, byte order mark), no bidi overrides or
// isolates that make text read differently from what is stored, no private-use or unassigned code
// points, no lone surrogates and no line or paragraph separators. Tamil letters, vowel signs and
// the virama are letters and marks, and pass.
const hidden = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/u
const hiddenExceptNewline = /(?!\n)[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/u
export const hasHiddenCharacters = (s: string, allowNewlines = false) =>
  (allowNewlines ? hiddenExceptNewline : hidden).test(s)
const noControl = (allowNewlines: boolean) => (s: string) => !hasHiddenCharacters(s, allowNewlines)

const required = (message: string, max: number, opts: { multiline?: boolean } = {}) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(noControl(opts.multiline ?? false), 'Contains characters that are not allowed')

export const customerNameField = required('Customer Name is required', 100)
export const addressField = required('Address is required', 1000, { multiline: true })
export const cityField = required('City is required', 100)
export const optionalPlace = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .refine(noControl(false), 'Contains characters that are not allowed')
  .optional()

export const pinCodeField = z
  .string({ error: 'PIN Code is required' })
  .trim()
  .min(1, 'PIN Code is required')
  .regex(/^[1-9][0-9]{5}$/, 'Invalid PIN Code')

export const mobileField = z
  .string({ error: 'Mobile Number is required' })
  .trim()
  .min(1, 'Mobile Number is required')
  .regex(/^[6-9][0-9]{9}$/, 'Invalid Mobile Number')

const email = z.email()

const emailText = z
  .string()
  .trim()
  .max(50, 'E-mail must be at most 50 characters')
  .refine((s) => s === '' || email.safeParse(s).success, 'Invalid E-mail')

// Optional: an empty string means "not given".
export const emailField = emailText.optional().transform((s) => (s ? s : undefined))

// On a profile update: left out keeps the saved address, an empty string clears it (null).
export const clearableEmailField = emailText
  .optional()
  .transform((s) => (s === undefined ? undefined : s || null))

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128, 'Invalid Range of Password')

export const newPasswordField = z
  .string({ error: 'New password is required' })
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters')

// The bot trap on the public forms (see docs/behaviour.md#decisions-beyond-the-reference):
// `company_website` is a field people never see or fill. A request that fills it is answered as if
// it succeeded and nothing is kept. `fill_ms` (how long the form was open) decided nothing since a
// fast person (autofill, a prefilled or kept form) was answered that way too; it is still accepted
// so that older pages and enquiries waiting in a phone's outbox stay valid, and is ignored.
export const formGuardFields = {
  company_website: z.string().max(500).optional(),
  fill_ms: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60 * 60_000)
    .optional(),
}

// True when a bot sent the form: the hidden field is filled.
export const caughtByTrap = (input: { company_website?: string | undefined }) =>
  Boolean(input.company_website?.trim())
