import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { AppError, type ErrorCode, type ErrorIssue } from './errors'

export const zodIssues = (error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): ErrorIssue[] => error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))

// zValidator that throws into the one onError instead of answering in its own shape.
export const valid = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  code: ErrorCode = target === 'param' ? 'INVALID_ID' : 'VALIDATION_FAILED',
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = zodIssues(result.error)
      // The first message alone reads as the form messages buyers know ('Invalid PIN Code').
      throw new AppError(code, issues[0]?.message ?? 'Invalid request', { issues })
    }
  })
