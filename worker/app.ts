import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import type { AppDeps, AppEnv } from './app-env'
import { answerError, answerNotFound, describeFailure } from './app-errors'
import { apiRoutes, type FetchSelf, siteRoutes } from './app-routes'
import { API_BASE } from './contract/common'
import type { PageRenderBundle } from './contract/page-render'
import { createPurger } from './db/rate-limit'
import { readVersions } from './db/versions'
import { createCatalogueCache } from './features/catalogue/catalogue.service'
import { createDatabaseProbe } from './features/health/health.service'
import { createSettingsCache } from './features/settings/settings.service'
import { createProblemLog, isDatabaseUnavailable, type ProblemLog } from './lib/db-unavailable'
import { createEdgeCache, edgeCacheKey } from './lib/edge-cache'
import { createFreshness, sharedRead } from './lib/freshness'
import { logPath, logSafe } from './lib/log-safe'
import { contentSecurityPolicy, PDF_SECURITY_HEADERS } from './security'

type Log = (line: string) => void

// What one app instance keeps between requests: the caches, the edge, the database probe, the
// background freshness check and the rate-limit purger.
const instanceParts = (deps: AppDeps, log: Log, problems: ProblemLog) => {
  const catalogue = createCatalogueCache(deps.db, { compressor: deps.compressor, log })
  const settings = createSettingsCache(deps.db, { log })
  const edge = createEdgeCache(deps.edgeStore, isDatabaseUnavailable)
  const databaseState = createDatabaseProbe(
    deps.db,
    () => deps.clock.now(),
    (error) => log(`WARN health database down ${describeFailure(error)}`),
    problems,
  )
  // Both versions in one query; each cache reloads only if its own moved. On Workers the versions
  // are shared through the data centre's edge cache, so the database is asked about once per
  // interval per data centre, not per isolate.
  const freshness = createFreshness({
    everyMs: deps.config.catalogueCheckMs,
    now: deps.clock.now,
    check: async (origin) => {
      const versions = await sharedRead({
        store: deps.edgeStore,
        key: edgeCacheKey(`${origin}/`, 'versions'),
        everyMs: deps.config.catalogueCheckMs,
        now: deps.clock.now,
        read: () => readVersions(deps.db),
      })
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
  return { catalogue, settings, edge, databaseState, freshness, purger }
}

// Hands the handlers their resolved deps, and writes one line per request: no query string and no
// body, both can carry a buyer's details.
const requestContext = (deps: AppDeps, log: Log, parts: ReturnType<typeof instanceParts>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { catalogue, settings, edge, databaseState, freshness, purger } = parts
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
    freshness.poke(defer, c.req.url)
    await next()
    // Set here, after the handler: prepared catalogue responses are built outside the context.
    c.res.headers.set('X-Request-Id', c.var.requestId)
    if (deps.config.noindex) c.res.headers.set('X-Robots-Tag', 'noindex')
    const ms = (performance.now() - start).toFixed(1)
    const code = c.var.errorCode ? ` ${c.var.errorCode}` : ''
    log(
      `${logSafe(c.req.method, 16)} ${logPath(c.req.path)} ${c.res.status}${code} ${ms}ms ${c.var.requestId}`,
    )
  })

const securityHeaders = (pages: PageRenderBundle | undefined) =>
  secureHeaders({
    // The pages inline their stylesheets; each is allowed by its hash, nothing else inline is.
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      styleSrc: [...contentSecurityPolicy.styleSrc, ...(pages?.styleHashes ?? []).map((hash) => `'${hash}'`)],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  })

// Registered before securityHeaders, so this runs after it has set the pages' headers.
const pdfSecurityHeaders = createMiddleware(async (c, next) => {
  await next()
  if (c.res.headers.get('Content-Type') === 'application/pdf')
    for (const [name, value] of Object.entries(PDF_SECURITY_HEADERS)) c.res.headers.set(name, value)
})

// The one app of both entries (Workers, Node) and the tests, built from its dependencies.
export const createApp = (deps: AppDeps) => {
  // An ERROR line goes out as an error, so the Workers log can be filtered to what needs the seller.
  const log = deps.log ?? ((line: string) => (line.startsWith('ERROR') ? console.error : console.log)(line))
  // The pages ask this same app for their data; bound once the app exists.
  let fetchSelf: FetchSelf
  // The seller's lines for a refused token or a quota block, at most once a minute each.
  const problems = createProblemLog(log, () => deps.clock.now())
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestContext(deps, log, instanceParts(deps, log, problems)))
    .use(pdfSecurityHeaders)
    .use(securityHeaders(deps.pages))
    .route(API_BASE, apiRoutes)
    .route(
      '/',
      siteRoutes(() => fetchSelf),
    )
  fetchSelf = app.fetch
  app.notFound(answerNotFound(deps.assets))
  app.onError(answerError(log, problems))
  return app
}

export type App = ReturnType<typeof createApp>
