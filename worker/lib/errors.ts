import { ERROR_STATUS, type ErrorCode } from '../contract/errors'

export type { ErrorCode } from '../contract/errors'

export interface ErrorIssue {
  path: string
  message: string
}

// The status follows from the code (see ERROR_STATUS), so a service never has to know about HTTP.
export class AppError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode]
  readonly issues: ErrorIssue[] | undefined
  readonly details: Record<string, unknown> | undefined
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { issues?: ErrorIssue[]; details?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.status = ERROR_STATUS[code]
    this.issues = options.issues
    this.details = options.details
  }
}

// One field at fault. The field's message is the error's too, unless a fuller sentence for the
// whole form is given as `summary`.
export const fieldError = (
  path: string,
  message: string,
  code: ErrorCode = 'VALIDATION_FAILED',
  options: { summary?: string; details?: Record<string, unknown> } = {},
) =>
  new AppError(code, options.summary ?? message, {
    issues: [{ path, message }],
    ...(options.details ? { details: options.details } : {}),
  })

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`)
