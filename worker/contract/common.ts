import * as z from 'zod'

// The one error body every failing call answers with.
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

// Every answer is an object whose data field is read.
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data })

export const flag = z.union([z.literal(0), z.literal(1)])

// Ids travel as strings (`_id` on the wire); inside they are positive integers.
export const numericId = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'must be a positive whole number')
  .transform(Number)

export const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens')

// Zod-free, so the browser's first download does not carry the validator.
export { API_BASE } from './api-base'
