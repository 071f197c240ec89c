import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { quoteAcceptSchema, quoteChangeSchema, quoteTokenParam } from '../../contract/quotes'
import { clientKey } from '../../lib/client-address'
import { valid } from '../../lib/validate'
import { acceptQuote, getPublicQuote, requestChange } from './quotes-public.service'

// The buyer's quote page, with no sign-in: the token in the link is the capability. A malformed
// token is the same 404 as an unknown one.
const tokenParam = valid('param', quoteTokenParam, 'NOT_FOUND')

export const quotesRoutes = new Hono<AppEnv>()
  .use('/quote/public/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  .get('/quote/public/:token', tokenParam, async (c) => {
    const { deps } = c.var
    const settings = await deps.settings.get()
    return c.json({
      data: await getPublicQuote(deps.db, c.req.valid('param').token, settings, deps.clock.now()),
    })
  })
  .post('/quote/public/:token/accept', tokenParam, valid('json', quoteAcceptSchema), async (c) => {
    const { deps } = c.var
    const now = deps.clock.now()
    const quote = await acceptQuote(deps.db, c.req.valid('param').token, c.req.valid('json'), {
      now,
      settings: await deps.settings.get(),
      client: clientKey(c),
    })
    deps.purgeLimits(now)
    return c.json({ data: quote })
  })
  .post('/quote/public/:token/change', tokenParam, valid('json', quoteChangeSchema), async (c) => {
    const { deps } = c.var
    const now = deps.clock.now()
    const quote = await requestChange(deps.db, c.req.valid('param').token, c.req.valid('json'), {
      now,
      settings: await deps.settings.get(),
      client: clientKey(c),
    })
    deps.purgeLimits(now)
    return c.json({ data: quote })
  })
