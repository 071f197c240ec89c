import { type Context, Hono } from 'hono'
import { orderIdParam } from '../../contract/orders'
import { type AdminQuotes, quoteRevisionSchema } from '../../contract/quotes'
import { linkOrigin } from '../../lib/site-origin'
import { valid } from '../../lib/validate'
import { type AdminEnv, actorOf } from '../accounts/auth'
import { getAdminQuotes, sendQuote } from './quotes.service'

// The link the seller sends names the shop's address (SITE_ORIGIN), not whichever host the
// console happens to be open on (the workers.dev address, say).
const linked = (c: Context<AdminEnv>, q: AdminQuotes) =>
  c.json({ data: { ...q, quote_link: q.quote_link && `${linkOrigin(c)}${q.quote_link}` } })

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
    return linked(c, quotes)
  })
  .post('/:id/quote', valid('param', orderIdParam), valid('json', quoteRevisionSchema), async (c) => {
    const { deps, admin } = c.var
    const quotes = await sendQuote(deps.db, c.req.valid('param').id, c.req.valid('json'), {
      actor: actorOf(admin),
      now: deps.clock.now(),
      settings: await deps.settings.get(),
    })
    return linked(c, quotes)
  })
