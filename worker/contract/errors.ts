// Every error code a caller can meet, with its HTTP status. The server throws these codes and the
// web matches them, both typed by this one list, so a code cannot be misspelt on either side.
// The wire body is always { error: { code, message, issues?, details? } } (see ErrorBody).

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_ID: 400,
  // A limited call whose client address cannot be known; it never shares one budget with others.
  CLIENT_ADDRESS_UNKNOWN: 400,
  UNAUTHENTICATED: 401,
  LOGIN_FAILED: 401,
  ONE_TIME_PASSWORD_EXPIRED: 401,
  FORBIDDEN: 403,
  // Signed in with a one-time password: only choosing a new one is allowed.
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  MOBILE_TAKEN: 409,
  PRICE_CHANGED: 409,
  SLUG_TAKEN: 409,
  PRODUCT_CODE_TAKEN: 409,
  // The console: a status move the lifecycle does not allow, an LR photo before dispatch.
  INVALID_TRANSITION: 409,
  NOT_DISPATCHED: 409,
  // The quote loop: a newer version was sent meanwhile; the enquiry is not (or no longer) open for
  // payment; a payment reference already told for this enquiry.
  QUOTE_CHANGED: 409,
  NOT_PAYABLE: 409,
  PAYMENT_DUPLICATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  PRODUCT_SOLD_OUT: 422,
  UNKNOWN_PRODUCT: 422,
  MINIMUM_ORDER_NOT_MET: 422,
  DELIVERY_NOT_AVAILABLE: 422,
  // A green-crackers-only area in force, and a cart with other products (named in the details).
  GREEN_ONLY_AREA: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  // The quote's valid-until day has passed: the buyer can only ask for a new one.
  QUOTE_EXPIRED: 422,
  // A tax invoice needs the seller's GSTIN and licence in Settings.
  BILLING_NOT_SET: 422,
  // A dispatch whose freight parts from the quote the buyer agreed to, sent without the reason the
  // buyer will read (contract/freight.ts).
  FREIGHT_REASON_REQUIRED: 422,
  RATE_LIMITED: 429,
  // A quote version has had its full share of change requests (MAX_CHANGE_REQUESTS_PER_VERSION).
  CHANGE_REQUESTS_FULL: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503>

export type ErrorCode = keyof typeof ERROR_STATUS

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code)
