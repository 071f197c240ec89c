import { type ExecutionContext, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { API_BASE } from './contract/common'
import { accountsRoutes } from './features/accounts/accounts.routes'
import { accountsAdminRoutes } from './features/accounts/accounts-admin.routes'
import { type AdminEnv, requireAdmin } from './features/accounts/auth'
import { alertsAfterEvents } from './features/alerts/alerts.routes'
import { alertsAdminRoutes } from './features/alerts/alerts-admin.routes'
import { catalogueRoutes } from './features/catalogue/catalogue.routes'
import { CATALOGUE_LARGE_BODIES, catalogueAdminRoutes } from './features/catalogue/catalogue-admin.routes'
import { healthRoutes } from './features/health/health.routes'
import { invoicesRoutes } from './features/invoices/invoices.routes'
import { invoicesAdminRoutes } from './features/invoices/invoices-admin.routes'
import { masterRoutes } from './features/master/master.routes'
import { ordersRoutes } from './features/orders/orders.routes'
import { ordersAdminRoutes } from './features/orders/orders-admin.routes'
import { pagesRoutes } from './features/pages/pages.routes'
import { PAYMENT_LARGE_BODIES, paymentsRoutes } from './features/payments/payments.routes'
import { paymentsAdminRoutes } from './features/payments/payments-admin.routes'
import { priceListPdfRoutes } from './features/price-list-pdf/price-list-pdf.routes'
import { privacyRoutes } from './features/privacy/privacy.routes'
import { quotesRoutes } from './features/quotes/quotes.routes'
import { quotesAdminRoutes } from './features/quotes/quotes-admin.routes'
import { seasonAdminRoutes } from './features/season/season-admin.routes'
import { seoRoutes } from './features/seo/seo.routes'
import { settingsRoutes } from './features/settings/settings.routes'
import { settingsAdminRoutes } from './features/settings/settings-admin.routes'
import { transportRoutes } from './features/transport/transport.routes'
import { TRANSPORT_LARGE_BODIES, transportAdminRoutes } from './features/transport/transport-admin.routes'
import { whatsappAdminRoutes } from './features/whatsapp/whatsapp-admin.routes'
import { AppError } from './lib/errors'
import { isPublicWrite, WRITE_WINDOW_MS } from './lib/write-limit'

// The route table: each feature's public routes, and its seller routes under /admin.

// 64 KB is plenty for every JSON call. The uploads (a payment screenshot, an LR photo, a price
// list) are limited by their own routes with uploadLimit, which reads nothing itself: this limit
// reads a body sent without a Content-Length, and a stranger's upload must be refused first.
const UPLOADS = [...TRANSPORT_LARGE_BODIES, ...CATALOGUE_LARGE_BODIES, ...PAYMENT_LARGE_BODIES]
const smallBodies = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large')
  },
})
const limitBodies = createMiddleware<AppEnv>((c, next) => {
  const path = c.req.path.slice(API_BASE.length)
  const upload = UPLOADS.some((b) => b.method === c.req.method && b.path.test(path))
  return upload ? next() : smallBodies(c, next)
})

// A flood of writes from one client stops here, before any database call. Nothing is lost: the
// browser keeps what was being sent and tries again (429 with Retry-After).
const limitWrites = createMiddleware<AppEnv>(async (c, next) => {
  const { writeLimit, clientAddress, clock } = c.var.deps
  const key =
    writeLimit && isPublicWrite(c.req.method, c.req.path, `${API_BASE}/admin/`) && clientAddress?.(c)
  if (key && !(await writeLimit(key, clock.now()))) {
    c.header('Retry-After', String(WRITE_WINDOW_MS / 1000))
    throw new AppError(
      'RATE_LIMITED',
      'Too many requests from here just now. Please wait a minute and try again.',
    )
  }
  return next()
})

// The seller's console. Every path under /admin, even one that is not there, answers only an admin.
const adminRoutes = new Hono<AdminEnv>()
  .use(requireAdmin)
  .route('/accounts', accountsAdminRoutes)
  .route('/orders', quotesAdminRoutes)
  .route('/orders', whatsappAdminRoutes)
  .route('/orders', transportAdminRoutes)
  .route('/', paymentsAdminRoutes)
  .route('/', alertsAdminRoutes)
  .route('/orders', ordersAdminRoutes)
  .route('/', catalogueAdminRoutes)
  .route('/settings', settingsAdminRoutes)
  .route('/exports', invoicesAdminRoutes)
  .route('/season', seasonAdminRoutes)

// Under API_BASE.
export const apiRoutes = new Hono<AppEnv>()
  .use(limitWrites)
  .use(limitBodies)
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

export type FetchSelf = (
  request: Request,
  env: unknown,
  ctx?: ExecutionContext,
) => Response | Promise<Response>

// The pages and the files for search engines. The pages ask the app itself for their data.
export const siteRoutes = (fetchSelf: () => FetchSelf) =>
  new Hono<AppEnv>()
    .route('/', seoRoutes)
    .route('/', priceListPdfRoutes())
    .route(
      '/',
      pagesRoutes((request, c) => {
        // Node and tests have no execution context.
        let ctx: ExecutionContext | undefined
        try {
          ctx = c.executionCtx
        } catch {}
        return Promise.resolve(fetchSelf()(request, c.env, ctx))
      }),
    )
