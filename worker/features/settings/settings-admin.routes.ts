import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { adminSettingsSchema } from '../../contract/admin'
import { valid } from '../../lib/validate'
import { readSettings } from './settings.service'
import { saveSettings } from './settings-admin.service'

// The seller's settings; mounted behind the console's requireAdmin, at /admin/settings.
export const settingsAdminRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    return c.json({ data: await readSettings(c.var.deps.db, c.var.deps.log) })
  })
  .put('/', valid('json', adminSettingsSchema), async (c) => {
    const { deps } = c.var
    const saved = await saveSettings(deps.db, c.req.valid('json'), deps.clock.now())
    deps.settings.invalidate()
    return c.json({ data: saved })
  })
