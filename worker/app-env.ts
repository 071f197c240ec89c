import type { Context } from 'hono'
import type { PageRenderBundle } from './contract/page-render'
import type { Db } from './db/client'
import type { createPurger, Limit, PurgeExpired } from './db/rate-limit'
import type { PushConfig } from './features/alerts/alerts-push'
import type { CatalogueCache } from './features/catalogue/catalogue.service'
import type { DatabaseState } from './features/health/health.service'
import type { PriceListInput } from './features/price-list-pdf/price-list-input'
import type { SettingsCache } from './features/settings/settings.service'
import type { EdgeCache, EdgeStore } from './lib/edge-cache'
import type { ObjectStore } from './lib/object-store'
import type { Compressor } from './lib/representation'
import type { OriginConfig } from './lib/site-origin'
import type { Clock } from './lib/time'
import type { WriteLimit } from './lib/write-limit'

export interface AppSecrets {
  jwtSecret: string
  passwordPepper: string
}

export interface AppConfig {
  jwtIssuer: string
  jwtAudience: string
  // How often an instance asks the database, in the background, whether the catalogue or the
  // settings changed.
  catalogueCheckMs: number
  // New enquiries per client address and per mobile number; defaults in orders.routes.ts.
  enquiryLimits?: { perClient: Limit; perMobile: Limit }
  // Which address absolute links name (lib/site-origin.ts); left out, the request's own.
  origin?: OriginConfig
  // Not the live shop (APP_ENV other than production): robots.txt disallows everything and every
  // answer says X-Robots-Tag: noindex. Left out, the shop is indexable.
  noindex?: boolean
}

// What the app needs from the outside world; each entry (Workers, Node, tests) builds its own.
export interface AppDeps {
  db: Db
  objects: ObjectStore
  clock: Clock
  secrets: AppSecrets
  config: AppConfig
  compressor: Compressor
  // Draws the pages on the server (the web's render, built into dist/ssr). Without it, page paths
  // fall through to `assets`.
  pages?: PageRenderBundle
  // Serves the web build for paths the API does not own (Node only; on Workers the assets
  // binding answers those before the worker runs).
  assets?: (request: Request) => Promise<Response | null>
  // The caller's address as a rate-limit key (lib/client-address.ts: Workers' CF-Connecting-IP,
  // Node's socket or trusted X-Forwarded-For; IPv6 grouped by /64). Undefined when unknown:
  // rate-limited calls are then refused rather than counted in a shared bucket.
  clientAddress?: (c: Context) => string | undefined
  // The per-minute flood limit every public write passes before the database (lib/write-limit.ts:
  // the rate-limiting binding on Workers, in memory on Node). Left out, there is none.
  writeLimit?: WriteLimit
  // Drops ended rate-limit counters; createApp builds one unless a test brings its own to await.
  purger?: ReturnType<typeof createPurger>
  log?: (line: string) => void
  // The edge's shared cache for public reads (the Cache API on Workers); none on one machine.
  edgeStore?: EdgeStore
  // Web Push to the seller's phones (VAPID keys from the environment); without it alerts wait unsent.
  push?: PushConfig
  // Draws the price list PDF (features/price-list-pdf): a Worker of its own through a service
  // binding on Cloudflare, the module in-process on Node. Left out, its address answers 503.
  priceListPdf?: (input: PriceListInput) => Promise<Uint8Array>
  // Where work that outlives its request goes when there is no execution context (Node, tests):
  // tests collect it to await it; left out, the promise simply runs on.
  background?: (p: Promise<unknown>) => void
}

export type ResolvedDeps = AppDeps & {
  catalogue: CatalogueCache
  settings: SettingsCache
  edge: EdgeCache
  // Whether the database answers now (asked at most every few seconds; see health.service.ts).
  databaseState: () => Promise<DatabaseState>
  log: (line: string) => void
  // Runs work after the answer is sent (waitUntil on Workers).
  defer: (p: Promise<unknown>) => void
  // Pass to `hit` so counters are purged now and then, off the request's path.
  purgeLimits: PurgeExpired
}

export interface AppEnv {
  Variables: {
    deps: ResolvedDeps
    requestId: string
    // The code of the error this request answered with, for its log line.
    errorCode?: string
  }
}
