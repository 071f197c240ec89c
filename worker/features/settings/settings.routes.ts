import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { StoredSettings } from '../../contract/settings'
import { toPublicSettings } from '../../contract/settings-rules'
import { buildRepresentation, CATALOGUE_CACHE_CONTROL, type Representation } from '../../lib/representation'

// One prepared body per settings value the cache holds: the same ETag until the seller saves.
const prepared = new WeakMap<StoredSettings, Promise<Representation>>()

export const settingsRoutes = new Hono<AppEnv>().get('/settings/public', (c) => {
  const { settings, edge, compressor } = c.var.deps
  return edge.serve({
    url: `${new URL(c.req.url).origin}${c.req.path}`,
    warm: settings.ready(),
    produce: async () => {
      const value = await settings.get()
      let rep = prepared.get(value)
      if (!rep) {
        rep = buildRepresentation({ data: toPublicSettings(value) }, compressor)
        prepared.set(value, rep)
      }
      return rep
    },
    request: { ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') },
    cacheControl: CATALOGUE_CACHE_CONTROL,
    background: c.var.deps.defer,
  })
})
