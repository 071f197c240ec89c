import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { stateRefParam } from '../../contract/catalogue'
import { valid } from '../../lib/validate'
import { listDistricts, listStates } from './master.service'

const DAY = 'public, max-age=86400'

export const masterRoutes = new Hono<AppEnv>()
  .get('/master/state/get', async (c) => {
    c.header('Cache-Control', DAY)
    return c.json({ data: await listStates(c.var.deps.db) })
  })
  .get('/master/district/get/:id', valid('param', stateRefParam), async (c) => {
    c.header('Cache-Control', DAY)
    return c.json({ data: await listDistricts(c.var.deps.db, c.req.valid('param').id) })
  })
