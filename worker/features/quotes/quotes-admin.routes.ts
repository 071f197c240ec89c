import { Hono } from 'hono'
import { orderIdParam } from '../../contract/orders'
import { quoteRevisionSchema } from '../../contract/quotes'
import { valid } from '../../lib/validate'
import { type AdminEnv, actorOf } from '../accounts/auth'
import { getAdminQuotes, sendQuote } from './quotes.service'

// The console's quotes of an enquiry; mounted behind requireAdmin, at /admin/orders.
export const quotesAdminRoutes = new Hono<AdminEnv>()
  .get('/:id/quotes', valid('param', orderIdParam), async (c) => {
    const { deps } = c.var
    const quotes = await getAdminQuotes(
      deps.db,
      c.req.valid('param').id,
      await deps.settings.get(),
      deps.clock.now(),
    )
    return c.json({ data: quotes })
  })
  .post('/:id/quote', valid('param', orderIdParam), valid('json', quoteRevisionSchema), async (c) => {
    const { deps, admin } = c.var
    const quotes = await sendQuote(deps.db, c.req.valid('param').id, c.req.valid('json'), {
      actor: actorOf(admin),
      now: deps.clock.now(),
      settings: await deps.settings.get(),
    })
    return c.json({ data: quotes })
  })
