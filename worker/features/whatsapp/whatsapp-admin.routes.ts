import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { orderIdParam } from '../../contract/orders'
import { whatsappMomentQuery } from '../../contract/whatsapp'
import { linkOrigin } from '../../lib/site-origin'
import { valid } from '../../lib/validate'
import { whatsappMessageFor } from './whatsapp.service'

// Mounted behind the console's requireAdmin, at /admin/orders.
export const whatsappAdminRoutes = new Hono<AppEnv>().get(
  '/:id/whatsapp',
  valid('param', orderIdParam),
  valid('query', whatsappMomentQuery),
  async (c) => {
    const { deps } = c.var
    const message = await whatsappMessageFor(deps.db, c.req.valid('param').id, c.req.valid('query').moment, {
      // SITE_ORIGIN, else where this request came in (the console and the shop share one site).
      origin: linkOrigin(c),
      settings: await deps.settings.get(),
    })
    return c.json({ data: message })
  },
)
