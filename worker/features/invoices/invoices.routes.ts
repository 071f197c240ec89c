import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { orderIdParam } from '../../contract/orders'
import { valid } from '../../lib/validate'
import { getInvoice } from './invoice.service'

// The tax invoice of a paid order: whoever holds the bill's unguessable id may see it, as the
// printable estimate. Personal: never kept by a cache.
export const invoicesRoutes = new Hono<AppEnv>().get(
  '/order/public/invoice/:id',
  valid('param', orderIdParam),
  async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json({ data: await getInvoice(c.var.deps.db, c.req.valid('param').id) })
  },
)
