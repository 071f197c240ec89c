import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps, AppEnv } from './app-env'
import type { ErrorBody } from './contract/common'
import { ERROR_STATUS } from './contract/errors'
import { faultPage, wantsPage } from './features/pages/page-fault'
import { databaseFailureOf, type ProblemLog, RETRY_AFTER_SECONDS } from './lib/db-unavailable'
import { AppError, errorKind } from './lib/errors'
import { logPath, logSafe } from './lib/log-safe'

// Every failure leaves the app in the one JSON error shape (contract/common.ts), or as a fault
// page for a browser asking for a page.

const toErrorBody = (err: AppError, requestId: string): ErrorBody => ({
  error: {
    code: err.code,
    message: err.message,
    ...(err.issues ? { issues: err.issues } : {}),
    ...(err.details ? { details: err.details } : {}),
    requestId,
  },
})

// What an unexpected failure may say in the log: its class and machine codes (SQLITE_CONSTRAINT,
// CLIENT_CLOSED), never its message. A database error's message holds the statement and the values
// it was binding: a buyer's name, mobile, address, or a password hash.
export const describeFailure = (error: unknown) => {
  const parts: string[] = []
  let e: unknown = error
  for (let depth = 0; depth < 5 && e; depth++) {
    const name = errorKind(e)
    const code = (e as { code?: unknown }).code
    parts.push(
      logSafe(
        typeof code === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(code) ? `${name}(${code})` : name,
        80,
      ),
    )
    e = e instanceof Error ? e.cause : undefined
  }
  return parts.join(' <- ')
}

// A path nobody owns: on Node the web build may have the file; otherwise the JSON 404.
export const answerNotFound =
  (assets: AppDeps['assets']): NotFoundHandler<AppEnv> =>
  async (c) => {
    if (!c.req.path.startsWith('/api/') && assets && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const res = await assets(c.req.raw)
      if (res) return res
    }
    const err = new AppError('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`)
    c.set('errorCode', err.code)
    return c.json(toErrorBody(err, c.var.requestId), 404)
  }

const answerAppError = (c: Context<AppEnv>, error: AppError, id: string) => {
  c.set('errorCode', logSafe(error.code, 40))
  if (error.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS))
  if (error.status === 503 && wantsPage(c)) {
    c.header('Cache-Control', 'no-store')
    return c.html(faultPage(c.req.path, 503, RETRY_AFTER_SECONDS), 503)
  }
  return c.json(toErrorBody(error, id), error.status)
}

// Hono's own refusals (a malformed body it parsed, say) in the one shape.
const answerHttpException = (c: Context<AppEnv>, error: HTTPException, id: string) => {
  const status = error.status
  const code =
    status === 400 ? 'BAD_REQUEST' : status === 404 ? 'NOT_FOUND' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL'
  c.set('errorCode', code)
  return c.json(toErrorBody(new AppError(code, error.message || 'Bad request'), id), status)
}

// Unknown failures are ours, not the buyer's: log what failed (never its message), answer without
// it. The request id ties the line to the buyer's report.
const answerInternal = (c: Context<AppEnv>, error: unknown, id: string, log: (line: string) => void) => {
  c.set('errorCode', 'INTERNAL')
  log(`ERROR ${logSafe(c.req.method, 16)} ${logPath(c.req.path)} ${id} ${describeFailure(error)}`)
  if (wantsPage(c)) {
    c.header('Cache-Control', 'no-store')
    return c.html(faultPage(c.req.path, 500, RETRY_AFTER_SECONDS), ERROR_STATUS.INTERNAL)
  }
  const body = toErrorBody(
    new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'),
    id,
  )
  return c.json(body, ERROR_STATUS.INTERNAL)
}

export const answerError =
  (log: (line: string) => void, problems: ProblemLog): ErrorHandler<AppEnv> =>
  (caught, c) => {
    const id = c.var.requestId ?? 'unknown'
    let error = caught
    // The database could not answer in time: nothing was written (writes are one transaction), so
    // the caller may simply try again. A refused token or a quota block looks the same to the
    // buyer; the seller's line says which.
    const failure = databaseFailureOf(error)
    if (failure) {
      log(
        `WARN ${logSafe(c.req.method, 16)} ${logPath(c.req.path)} ${id} database unavailable (${failure.problem}) ${describeFailure(error)}`,
      )
      problems(failure)
      error = new AppError(
        'SERVICE_UNAVAILABLE',
        'We cannot reach our records just now. Please try again in a minute; nothing you sent was lost.',
      )
    }
    if (error instanceof AppError) return answerAppError(c, error, id)
    if (error instanceof HTTPException) return answerHttpException(c, error, id)
    return answerInternal(c, error, id, log)
  }
