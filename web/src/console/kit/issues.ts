import { parseRupees } from '@contract/rupees-text'
import type { z } from 'zod'
import { type FieldErrors, issuesToErrors } from '../../ui/form'

// The contract's schemas decide what is valid; the console only says it in the seller's words.

type Issue = z.core.$ZodIssue

// The seller's words for a field, by its path with each index as '#' ('media_list.#.photo_path').
// A function answers per issue; undefined keeps the contract's own message.
export type SellerWords = Record<string, string | ((issue: Issue) => string | undefined)>

const pattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.#')

// Where the contract gives no message of its own, zod's default wording becomes a plain one.
const plainWords = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`
  if (issue.code === 'too_small' && issue.origin === 'string') return 'This is required'
  return undefined
}

// Checks a wire value with a contract schema: the parsed value, or the first message per field.
// `field` places a wire path on the form field that shows it.
export const checkWith = <S extends z.ZodType>(
  schema: S,
  wire: unknown,
  {
    words = {},
    field = (path: string) => path,
  }: { words?: SellerWords; field?: (path: string) => string } = {},
): { value: z.output<S>; errors: FieldErrors } | { value: null; errors: FieldErrors } => {
  const result = schema.safeParse(wire, { error: plainWords })
  if (result.success) return { value: result.data, errors: {} }
  const issues = result.error.issues.map((issue) => {
    const path = field(issue.path.join('.'))
    const said = words[pattern(path)]
    return { path, message: (typeof said === 'function' ? said(issue) : said) ?? issue.message }
  })
  return { value: null, errors: issuesToErrors(issues) }
}

// An amount as the seller typed it ('1,250.50', ' 80 ', '₹250'), or NaN: decimal text only, as
// the server reads rupees (parseRupees).
export const amountOf = (text: string) => parseRupees(text.replace(/^\s*₹/, '')) / 100
