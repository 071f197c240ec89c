import type { ContentfulStatusCode } from 'hono/utils/http-status'

// Every error a buyer's browser can see has one of these codes; the status follows from the code,
// so a service never has to know about HTTP.
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_ID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  // Signed in with a first or one-time password: only choosing a new one is allowed.
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>

export type BaseErrorCode = keyof typeof errorStatus

export interface ErrorIssue {
  path: string
  message: string
}

export class AppError extends Error {
  readonly status: ContentfulStatusCode
  constructor(
    readonly code: string,
    message: string,
    options: { status?: ContentfulStatusCode; issues?: ErrorIssue[]; details?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.status = options.status ?? errorStatus[code as BaseErrorCode] ?? 400
    this.issues = options.issues
    this.details = options.details
  }
  readonly issues: ErrorIssue[] | undefined
  readonly details: Record<string, unknown> | undefined
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`)
