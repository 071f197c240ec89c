import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { toPublicSettings } from '../../contract/settings-rules'

export const settingsRoutes = new Hono<AppEnv>().get('/settings/public', async (c) => {
  c.header('Cache-Control', 'public, max-age=60')
  return c.json({ data: toPublicSettings(await c.var.deps.settings.get()) })
})
