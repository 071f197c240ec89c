import { createClient } from '@libsql/client/web'
import type { Context } from 'hono'
import { createPageRender } from 'storefront-page-render'
import { createApp } from './app'
import type { AppDeps } from './app-env'
import type { WebFileReader } from './contract/page-render'
import { createDb } from './db/client'
import { appSettingsOf, parseEnv, vapidOf, type WorkersEnv, workersEnvSchema } from './env'
import { runAlertsJob } from './features/alerts/alerts-job'
import { pushConfigOf } from './features/alerts/alerts-push'
import type { PriceListInput } from './features/price-list-pdf/price-list-input'
import { drainObjectDeletions } from './features/privacy/object-deletions'
import { workersClientAddress } from './lib/client-address'
import { fetchWithTimeout } from './lib/db-unavailable'
import type { EdgeStore } from './lib/edge-cache'
import { errorKind } from './lib/errors'
import type { ObjectStore } from './lib/object-store'
import type { Compressor } from './lib/representation'
import { systemClock } from './lib/time'
import { bindingWriteLimit } from './lib/write-limit'

// The price list PDF's Worker (worker/pdf-entry.ts) as its service binding shows it: one RPC call.
interface PriceListPdfService {
  draw(input: PriceListInput): Promise<Uint8Array>
}

interface Bindings {
  PHOTOS: R2Bucket
  ASSETS: Fetcher
  // [[services]] in wrangler.toml; unbound, /price-list.pdf answers 503.
  PRICE_LIST_PDF?: PriceListPdfService
  [name: string]: unknown
}

const r2ObjectStore = (bucket: R2Bucket): ObjectStore => ({
  async put(key, data, contentType) {
    await bucket.put(key, data, { httpMetadata: { contentType } })
  },
  async get(key) {
    const obj = await bucket.get(key)
    if (!obj) return null
    return {
      body: obj.body as unknown as ReadableStream<Uint8Array>,
      contentType: obj.httpMetadata?.contentType ?? 'application/octet-stream',
      size: obj.size,
    }
  },
  async delete(key) {
    await bucket.delete(key)
  },
})

// A file of the web build through the assets binding (no network: the assets sit beside the worker).
const assetFiles =
  (assets: Fetcher): WebFileReader =>
  async (path) => {
    const res = await assets.fetch(new Request(new URL(path, 'https://assets.local')))
    return res.ok ? res.text() : null
  }

const cacheApiStore = (cache: Cache): EdgeStore => ({
  get: async (key) => (await cache.match(key)) ?? undefined,
  put: (key, response) => cache.put(key, response),
})

// Workers have CompressionStream but no brotli encoder; the edge adds brotli for clients itself.
const workersCompressor: Compressor = {
  encodings: ['gzip'],
  async compress(data) {
    const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('gzip'))
    return new Uint8Array(await new Response(stream).arrayBuffer())
  },
}

const build = (bindings: Bindings) => {
  const env: WorkersEnv = parseEnv(workersEnvSchema, bindings)
  const client = createClient({
    url: env.LIBSQL_URL,
    ...(env.LIBSQL_AUTH_TOKEN ? { authToken: env.LIBSQL_AUTH_TOKEN } : {}),
    fetch: fetchWithTimeout(env.DB_TIMEOUT_MS),
    // No queue in the client: past its limit (20 by default) it runs a waiting call inside the
    // request whose call just ended; workerd cancels that call when that request finishes, its
    // slot is never given back, and the isolate soon hangs every database call. The platform
    // bounds one isolate's requests.
    concurrency: Number.MAX_SAFE_INTEGER,
  })
  const push = pushConfigOf(vapidOf(env))
  if (!push) console.warn('VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set: alerts are kept but not pushed')
  // Once per isolate: the live shop without its flood limit still works, but should not.
  if (!env.WRITE_LIMITER && env.APP_ENV === 'production')
    console.warn(
      'WRITE_LIMITER is not bound: public writes have no flood limit ([[ratelimits]] in wrangler.toml)',
    )
  const pdf = bindings.PRICE_LIST_PDF
  if (!pdf)
    console.warn('PRICE_LIST_PDF is not bound: /price-list.pdf answers 503 ([[services]] in wrangler.toml)')
  const deps = {
    db: createDb(client),
    objects: r2ObjectStore(bindings.PHOTOS),
    clock: systemClock,
    // Only the worker's own routes reach it, so a request's host is the shop's when SITE_ORIGIN
    // is not set (the workers.dev address and a custom domain each name themselves).
    ...appSettingsOf(env, {
      ...(env.SITE_ORIGIN ? { site: env.SITE_ORIGIN } : {}),
      hostIsOwn: true,
      trustProxy: 0,
    }),
    compressor: workersCompressor,
    // The render reads the information pages and stylesheets from the static assets, once per isolate.
    pages: createPageRender(assetFiles(bindings.ASSETS)),
    edgeStore: cacheApiStore(caches.default),
    // Set by Cloudflare's edge; a client cannot forge it.
    clientAddress: (c: Context) => workersClientAddress(c.req.header('CF-Connecting-IP')),
    ...(push ? { push } : {}),
    ...(pdf ? { priceListPdf: (input: PriceListInput) => pdf.draw(input) } : {}),
    ...(env.WRITE_LIMITER ? { writeLimit: bindingWriteLimit(env.WRITE_LIMITER) } : {}),
  } satisfies AppDeps
  return { app: createApp(deps), deps }
}

// An isolate sees the same bindings object for its whole life; keying the app by it keeps the
// catalogue cache warm across requests without any module state that outlives its environment.
const apps = new WeakMap<Bindings, ReturnType<typeof build>>()

export default {
  fetch(request: Request, bindings: Bindings, ctx: ExecutionContext) {
    let built = apps.get(bindings)
    if (!built) {
      try {
        built = build(bindings)
      } catch (error) {
        // A deploy with missing secrets: say so in the log, answer in the one error shape.
        console.error(error instanceof Error ? error.message : error)
        return Response.json(
          {
            error: {
              code: 'SERVICE_UNAVAILABLE',
              message: 'The shop is not configured yet. Please try again later.',
            },
          },
          { status: 503 },
        )
      }
      apps.set(bindings, built)
    }
    return built.app.fetch(request, bindings, ctx)
  },
  // The Cron Trigger (wrangler.toml): reminders, then the alerts that are due; queued photo deletions.
  scheduled(_event: ScheduledController, bindings: Bindings, ctx: ExecutionContext) {
    let built = apps.get(bindings)
    if (!built) {
      built = build(bindings)
      apps.set(bindings, built)
    }
    ctx.waitUntil(runAlertsJob(built.deps))
    // Photos a deleted account left, which R2 refused at the time.
    const log = (line: string) => console.log(line)
    ctx.waitUntil(
      drainObjectDeletions({ ...built.deps, log }, systemClock.now()).catch((error: unknown) =>
        log(`ERROR photo deletions ${errorKind(error)}`),
      ),
    )
  },
} satisfies ExportedHandler<Bindings>
