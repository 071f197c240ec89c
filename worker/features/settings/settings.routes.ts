import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { StoredSettings } from '../../contract/settings'
import { toPublicSettings } from '../../contract/settings-rules'
import { servePublicRead } from '../../lib/edge-cache'
import { buildRepresentation, type Representation } from '../../lib/representation'

// One prepared body per settings value the cache holds: the same ETag until the seller saves.
const prepared = new WeakMap<StoredSettings, Promise<Representation>>()

export const settingsRoutes = new Hono<AppEnv>().get('/settings/public', (c) => {
  const { settings, compressor } = c.var.deps
  return servePublicRead(c, settings.ready(), async () => {
    const value = await settings.get()
    let rep = prepared.get(value)
    if (!rep) {
      // The cut-off rides beside the public settings: the checkout warns with it, and the landing
      // page, which builds its fallback with toPublicSettings, does not carry it.
      const data = { ...toPublicSettings(value), other_states_last_day: value.other_states_last_day ?? '' }
      rep = buildRepresentation({ data }, compressor)
      prepared.set(value, rep)
    }
    return rep
  })
})
