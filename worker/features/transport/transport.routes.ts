import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { orderIdParam } from '../../contract/orders'
import { valid } from '../../lib/validate'
import { getTransportView } from './transport-public'

// The buyer's collection page: the bill id is the capability, as for the bill and the LR photo.
export const transportRoutes = new Hono<AppEnv>().get(
  '/order/public/transport/:id',
  valid('param', orderIdParam),
  async (c) => {
    c.header('Cache-Control', 'private, no-store')
    const { deps } = c.var
    const ctx = { now: deps.clock.now(), settings: await deps.settings.get() }
    return c.json({ data: await getTransportView(deps.db, c.req.valid('param').id, ctx) })
  },
)
