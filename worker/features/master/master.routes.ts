import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { stateRefParam } from '../../contract/catalogue'
import { valid } from '../../lib/validate'
import { listDistricts, listStates } from './master.service'

// States and districts come with the worker (they change with a deploy, not with a seller's
// edit): no database, and browsers and the edge may keep them for a day.
const DAY = 'public, max-age=86400, stale-while-revalidate=604800, stale-if-error=604800'

export const masterRoutes = new Hono<AppEnv>()
  .get('/master/state/get', (c) => {
    c.header('Cache-Control', DAY)
    return c.json({ data: listStates() })
  })
  .get('/master/district/get/:id', valid('param', stateRefParam), (c) => {
    c.header('Cache-Control', DAY)
    return c.json({ data: listDistricts(c.req.valid('param').id) })
  })
