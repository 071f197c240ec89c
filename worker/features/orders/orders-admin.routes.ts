import { Hono } from 'hono'
import { adminOrderExportQuery, adminOrderListQuery, statusChangeSchema } from '../../contract/admin'
import { orderIdParam } from '../../contract/orders'
import { sellerGstinSchema } from '../../contract/quotes'
import { indiaDate } from '../../lib/time'
import { valid } from '../../lib/validate'
import { type AdminEnv, actorOf } from '../accounts/auth'
import { changeOrderStatus, getAdminOrder, listOrders } from './orders-admin.service'
import { exportOrdersCsv } from './orders-export'
import { setBuyerGstin } from './orders-gstin'

// The console's enquiries; mounted behind requireAdmin, at /admin/orders.
export const ordersAdminRoutes = new Hono<AdminEnv>()
  .get('/', valid('query', adminOrderListQuery), async (c) => {
    return c.json({ data: await listOrders(c.var.deps.db, c.req.valid('query')) })
  })
  // Before /:id, which would take 'export' for an enquiry id.
  .get('/export', valid('query', adminOrderExportQuery), async (c) => {
    const { deps } = c.var
    const query = c.req.valid('query')
    const csv = await exportOrdersCsv(deps.db, query)
    const name = query.kind === 'lines' ? 'enquiry-lines' : 'enquiries'
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${indiaDate(deps.clock.now())}.csv"`,
    })
  })
  .get('/:id', valid('param', orderIdParam), async (c) => {
    return c.json({ data: await getAdminOrder(c.var.deps.db, c.req.valid('param').id) })
  })
  .post('/:id/gstin', valid('param', orderIdParam), valid('json', sellerGstinSchema), async (c) => {
    const { deps } = c.var
    const id = c.req.valid('param').id
    await setBuyerGstin(deps.db, id, c.req.valid('json'), deps.clock.now())
    return c.json({ data: await getAdminOrder(deps.db, id) })
  })
  .post('/:id/status', valid('param', orderIdParam), valid('json', statusChangeSchema), async (c) => {
    const { deps, admin } = c.var
    const detail = await changeOrderStatus(deps.db, c.req.valid('param').id, c.req.valid('json'), {
      actor: actorOf(admin),
      now: deps.clock.now(),
      settings: await deps.settings.get(),
    })
    return c.json({ data: detail })
  })
