import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import {
  type PublicQuote,
  quoteAcceptSchema,
  quoteChangeSchema,
  quoteTokenParam,
} from '../../contract/quotes'
import type { Db } from '../../db/client'
import { clientKey } from '../../lib/client-address'
import { valid } from '../../lib/validate'
import { acceptQuote, type BuyerContext, getPublicQuote, requestChange } from './quotes-public.service'

// The buyer's quote page, with no sign-in: the token in the link is the capability. A malformed
// token is the same 404 as an unknown one.
const tokenParam = valid('param', quoteTokenParam, 'NOT_FOUND')

// The buyer's answer to a quote (accept it, ask for a change), counted against their address.
const answer = async <Input>(
  c: Context<AppEnv>,
  act: (db: Db, token: string, input: Input, ctx: BuyerContext) => Promise<PublicQuote>,
  token: string,
  input: Input,
) => {
  const { deps } = c.var
  const now = deps.clock.now()
  const quote = await act(deps.db, token, input, {
    now,
    settings: await deps.settings.get(),
    client: clientKey(c),
  })
  deps.purgeLimits(now)
  return c.json({ data: quote })
}

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
  .post('/quote/public/:token/accept', tokenParam, valid('json', quoteAcceptSchema), (c) =>
    answer(c, acceptQuote, c.req.valid('param').token, c.req.valid('json')),
  )
  .post('/quote/public/:token/change', tokenParam, valid('json', quoteChangeSchema), (c) =>
    answer(c, requestChange, c.req.valid('param').token, c.req.valid('json')),
  )
