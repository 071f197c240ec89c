import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { dispatchSchema, transportMoveSchema } from '../../contract/admin-transport'
import { orderIdParam } from '../../contract/orders'
import { valid } from '../../lib/validate'
import { actorOf } from '../admin/admin-orders.service'
import { dispatchOrder, getShipment, markArrived, markCollected } from './transport.service'

// Set by the console's requireAdmin, behind which this is mounted (at /admin/orders).
type SellerEnv = { Variables: AppEnv['Variables'] & { admin: { customerName: string; mobileNo: string } } }

export const transportAdminRoutes = new Hono<SellerEnv>()
  .get('/:id/shipment', valid('param', orderIdParam), async (c) => {
    const { deps } = c.var
    return c.json({ data: await getShipment(deps.db, c.req.valid('param').id, deps.clock.now()) })
  })
  .post('/:id/dispatch', valid('param', orderIdParam), valid('json', dispatchSchema), async (c) => {
    const { deps, admin } = c.var
    const ctx = { actor: actorOf(admin), now: deps.clock.now(), settings: await deps.settings.get() }
    return c.json({ data: await dispatchOrder(deps.db, c.req.valid('param').id, c.req.valid('json'), ctx) })
  })
  .post('/:id/arrived', valid('param', orderIdParam), valid('json', transportMoveSchema), async (c) => {
    const { deps, admin } = c.var
    const ctx = { actor: actorOf(admin), now: deps.clock.now(), settings: await deps.settings.get() }
    const { id } = c.req.valid('param')
    return c.json({ data: await markArrived(deps.db, id, c.req.valid('json').note, ctx) })
  })
  .post('/:id/collected', valid('param', orderIdParam), valid('json', transportMoveSchema), async (c) => {
    const { deps, admin } = c.var
    const ctx = { actor: actorOf(admin), now: deps.clock.now(), settings: await deps.settings.get() }
    const { id } = c.req.valid('param')
    return c.json({ data: await markCollected(deps.db, id, c.req.valid('json').note, ctx) })
  })
