import { type ExecutionContext, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import type { AppDeps, AppEnv } from './app-env'
import { API_BASE, type ErrorBody } from './contract/common'
import { ERROR_STATUS } from './contract/errors'
import { readVersions } from './db/versions'
import { accountsRoutes } from './features/accounts/accounts.routes'
import { ADMIN_LARGE_BODIES, adminRoutes } from './features/admin/admin.routes'
import { alertsAfterEvents } from './features/alerts/alerts.routes'
import { catalogueRoutes } from './features/catalogue/catalogue.routes'
import { createCatalogueCache } from './features/catalogue/catalogue.service'
import { healthRoutes } from './features/health/health.routes'
import { createDatabaseProbe } from './features/health/health.service'
import { invoicesRoutes } from './features/invoices/invoices.routes'
import { masterRoutes } from './features/master/master.routes'
import { ordersRoutes } from './features/orders/orders.routes'
import { faultPage, wantsPage } from './features/pages/page-fault'
import { pagesRoutes } from './features/pages/pages.routes'
import { PAYMENT_LARGE_BODIES, paymentsRoutes } from './features/payments/payments.routes'
import { privacyRoutes } from './features/privacy/privacy.routes'
import { quotesRoutes } from './features/quotes/quotes.routes'
import { seoRoutes } from './features/seo/seo.routes'
import { settingsRoutes } from './features/settings/settings.routes'
import { createSettingsCache } from './features/settings/settings.service'
import { transportRoutes } from './features/transport/transport.routes'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './lib/db-unavailable'
import { createEdgeCache } from './lib/edge-cache'
import { AppError } from './lib/errors'
import { createFreshness } from './lib/freshness'
import { logPath, logSafe } from './lib/log-safe'
import { createPurger } from './lib/rate-limit'
import { contentSecurityPolicy } from './security'

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
    const name = e instanceof Error ? e.constructor.name || e.name : typeof e
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

export const createApp = (deps: AppDeps) => {
  const log = deps.log ?? ((line: string) => console.log(line))
  const catalogue = createCatalogueCache(deps.db, { compressor: deps.compressor, log })
  const settings = createSettingsCache(deps.db, { log })
  const edge = createEdgeCache(deps.edgeStore, isDatabaseUnavailable)
  const databaseState = createDatabaseProbe(
    deps.db,
    () => deps.clock.now(),
    (error) => log(`WARN health database down ${describeFailure(error)}`),
  )
  // Both versions in one query; each cache reloads only if its own moved.
  const freshness = createFreshness({
    everyMs: deps.config.catalogueCheckMs,
    now: deps.clock.now,
    check: async () => {
      const versions = await readVersions(deps.db)
      await Promise.all([
        catalogue.refresh(versions.catalogue_version),
        settings.refresh(versions.settings_version),
      ])
    },
    onError: (error) => log(`WARN freshness check failed ${describeFailure(error)}`),
  })

  // One purge of ended rate-limit counters at most once a minute for this app instance.
  const purger =
    deps.purger ??
    createPurger(deps.db, { onError: (error) => log(`ERROR rate-limit purge ${describeFailure(error)}`) })

  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large')
      },
    })
  // 64 KB is plenty for every JSON call. The uploads (a payment screenshot, an LR photo, a price
  // list) are limited by their own routes with uploadLimit, which reads nothing itself: this limit
  // reads a body sent without a Content-Length, and a stranger's upload must be refused first.
  const smallBodies = limitTo(64 * 1024)

  const api = new Hono<AppEnv>()
    .use((c, next) => {
      const path = c.req.path.slice(API_BASE.length)
      const upload = [...ADMIN_LARGE_BODIES, ...PAYMENT_LARGE_BODIES].some(
        (b) => b.method === c.req.method && b.path.test(path),
      )
      return upload ? next() : smallBodies(c, next)
    })
    .use(alertsAfterEvents)
    .route('/', healthRoutes)
    .route('/', catalogueRoutes)
    .route('/', masterRoutes)
    .route('/', settingsRoutes)
    .route('/', ordersRoutes)
    .route('/', invoicesRoutes)
    .route('/', accountsRoutes)
    .route('/', privacyRoutes)
    .route('/', quotesRoutes)
    .route('/', paymentsRoutes)
    .route('/', transportRoutes)
    .route('/admin', adminRoutes)

  // The pages ask this same app for their data; bound once the app exists.
  let fetchSelf: (request: Request, env: unknown, ctx?: ExecutionContext) => Response | Promise<Response>
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(async (c, next) => {
      // One line per request, no query string and no body: both can carry a buyer's details.
      const start = performance.now()
      const defer = (p: Promise<unknown>) => {
        try {
          c.executionCtx.waitUntil(p)
        } catch {
          // Node and tests have no execution context; the promise runs on by itself there.
          deps.background?.(p)
        }
      }
      c.set('deps', {
        ...deps,
        catalogue,
        settings,
        edge,
        databaseState,
        log,
        defer,
        purgeLimits: (now) => purger.purge(now, defer),
      })
      freshness.poke(defer)
      await next()
      // Set here, after the handler: prepared catalogue responses are built outside the context.
      c.res.headers.set('X-Request-Id', c.var.requestId)
      const ms = (performance.now() - start).toFixed(1)
      const code = c.var.errorCode ? ` ${c.var.errorCode}` : ''
      log(
        `${logSafe(c.req.method, 16)} ${logPath(c.req.path)} ${c.res.status}${code} ${ms}ms ${c.var.requestId}`,
      )
    })
    .use(
      secureHeaders({
        // The pages inline their stylesheets; each is allowed by its hash, nothing else inline is.
        contentSecurityPolicy: {
          ...contentSecurityPolicy,
          styleSrc: [
            ...contentSecurityPolicy.styleSrc,
            ...(deps.pages?.styleHashes ?? []).map((hash) => `'${hash}'`),
          ],
        },
        strictTransportSecurity: 'max-age=63072000; includeSubDomains',
        xFrameOptions: 'DENY',
        referrerPolicy: 'strict-origin-when-cross-origin',
        crossOriginEmbedderPolicy: false,
      }),
    )
    .route(API_BASE, api)
    .route('/', seoRoutes)
    .route(
      '/',
      pagesRoutes((request, c) => {
        // Node and tests have no execution context.
        let ctx: ExecutionContext | undefined
        try {
          ctx = c.executionCtx
        } catch {}
        return Promise.resolve(fetchSelf(request, c.env, ctx))
      }),
    )
  fetchSelf = app.fetch

  app.notFound(async (c) => {
    if (
      !c.req.path.startsWith('/api/') &&
      deps.assets &&
      (c.req.method === 'GET' || c.req.method === 'HEAD')
    ) {
      const res = await deps.assets(c.req.raw)
      if (res) return res
    }
    const err = new AppError('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`)
    c.set('errorCode', err.code)
    return c.json(toErrorBody(err, c.var.requestId), 404)
  })

  app.onError((caught, c) => {
    const id = c.var.requestId ?? 'unknown'
    let error = caught
    // The database could not answer in time: nothing was written (writes are one transaction), so
    // the caller may simply try again.
    if (isDatabaseUnavailable(error)) {
      log(
        `WARN ${logSafe(c.req.method, 16)} ${logPath(c.req.path)} ${id} database unavailable ${describeFailure(error)}`,
      )
      error = new AppError(
        'SERVICE_UNAVAILABLE',
        'We cannot reach our records just now. Please try again in a minute; nothing you sent was lost.',
      )
    }
    if (error instanceof AppError) {
      c.set('errorCode', logSafe(error.code, 40))
      if (error.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      if (error.status === 503 && wantsPage(c)) {
        c.header('Cache-Control', 'no-store')
        return c.html(faultPage(c.req.path, 503, RETRY_AFTER_SECONDS), 503)
      }
      return c.json(toErrorBody(error, id), error.status)
    }
    if (error instanceof HTTPException) {
      const status = error.status
      const code =
        status === 400
          ? 'BAD_REQUEST'
          : status === 404
            ? 'NOT_FOUND'
            : status < 500
              ? 'BAD_REQUEST'
              : 'INTERNAL'
      c.set('errorCode', code)
      return c.json(toErrorBody(new AppError(code, error.message || 'Bad request'), id), status)
    }
    // Unknown failures are ours, not the buyer's: log what failed (never its message), answer
    // without it. The request id ties the line to the buyer's report.
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
  })

  return app
}

export type App = ReturnType<typeof createApp>
