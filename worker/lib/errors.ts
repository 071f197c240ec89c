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

// What a log line calls an error, by its kind, never its message. The worker is minified without
// keeping function names (wrangler.toml keep_names: 19 KB gzipped), so a class's own name there is
// a short mangled one: the error's `name`, which the libraries we log set themselves (LibsqlError,
// HttpServerError, AppError, TypeError), says it instead. drizzle's query wrapper sets none.
export const errorKind = (error: unknown): string => {
  if (!(error instanceof Error)) return typeof error
  if (error.name !== 'Error') return error.name
  return 'query' in error && 'params' in error ? 'DrizzleQueryError' : 'Error'
}
