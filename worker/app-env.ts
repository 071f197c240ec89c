import type { Context } from 'hono'
import type { Db } from './db/client'
import type { CatalogueCache } from './features/catalogue/catalogue.service'
import type { SettingsCache } from './features/settings/settings.service'
import type { ObjectStore } from './lib/object-store'
import type { Compressor } from './lib/representation'
import type { Clock } from './lib/time'

export interface AppSecrets {
  jwtSecret: string
  passwordPepper: string
}

export interface AppConfig {
  jwtIssuer: string
  jwtAudience: string
  // How often an instance asks the database whether the catalogue changed.
  catalogueCheckMs: number
}

// What the app needs from the outside world; each entry (Workers, Node, tests) builds its own.
export interface AppDeps {
  db: Db
  objects: ObjectStore
  clock: Clock
  secrets: AppSecrets
  config: AppConfig
  compressor: Compressor
  // Serves the web build for paths the API does not own (Node only; on Workers the assets
  // binding answers those before the worker runs).
  assets?: (request: Request) => Promise<Response | null>
  // The caller's network address, for rate limits (Workers: CF-Connecting-IP; Node: the socket).
  clientAddress?: (c: Context) => string | undefined
  log?: (line: string) => void
}

export type ResolvedDeps = AppDeps & {
  catalogue: CatalogueCache
  settings: SettingsCache
  log: (line: string) => void
}

export interface AppEnv {
  Variables: {
    deps: ResolvedDeps
    requestId: string
  }
}
