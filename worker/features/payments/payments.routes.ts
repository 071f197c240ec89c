import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { quoteTokenParam } from '../../contract/quotes'
import { countOf, hitStatement } from '../../db/rate-limit'
import { rawQuery } from '../../db/write'
import { uploadLimit } from '../../lib/body-limit'
import { clientKey } from '../../lib/client-address'
import { AppError } from '../../lib/errors'
import { valid } from '../../lib/validate'
import { submitPayment } from './payments.service'
import { readPaymentBody } from './payments-body'
import { byToken, loadOrderPayments, orderPaymentsQueries, toOrderPayments } from './payments-read'
import { toQuotePaymentView } from './payments-views'

// A screenshot is a file: the form around it gets its own ceiling, above the photo's own limit
// (checked in the handler), instead of the API's 64 KB for JSON (app.ts reads this list).
const PAYMENT_UPLOAD_MAX_BYTES = 6 * 1024 * 1024
export const PAYMENT_LARGE_BODIES = [
  { method: 'POST', path: /^\/quote\/public\/[^/]+\/payment$/, maxSize: PAYMENT_UPLOAD_MAX_BYTES },
] as const

// Telling payments: 10 per client address per 10 minutes, so neither tokens nor references can be
// tried in bulk, nor the object store filled with screenshots.
export const PAYMENT_TELL_LIMIT = { limit: 10, windowMs: 10 * 60_000 }

const NOT_FOUND = 'This quote link is not valid'
const BUYER = 'buyer'

export const paymentsRoutes = new Hono<AppEnv>()
  .get('/quote/public/:token/payment', valid('param', quoteTokenParam), async (c) => {
    const { deps } = c.var
    c.header('Cache-Control', 'private, no-store')
    const state = await loadOrderPayments(deps.db, byToken(c.req.valid('param').token), NOT_FOUND)
    return c.json({ data: toQuotePaymentView(state, await deps.settings.get()) })
  })
  .post(
    '/quote/public/:token/payment',
    uploadLimit(PAYMENT_UPLOAD_MAX_BYTES),
    valid('param', quoteTokenParam),
    async (c) => {
      const { deps } = c.var
      c.header('Cache-Control', 'private, no-store')
      const now = deps.clock.now()
      // Counted and the token looked up before the body is read (uploadLimit reads none of it): a
      // refused caller's upload is never taken in.
      const [counted, orderRows, paymentRows] = await deps.db.batch([
        rawQuery(deps.db, hitStatement(`pay:${clientKey(c)}`, PAYMENT_TELL_LIMIT, now)),
        ...orderPaymentsQueries(deps.db, byToken(c.req.valid('param').token)),
      ])
      deps.purgeLimits(now)
      if (countOf(counted) > PAYMENT_TELL_LIMIT.limit) {
        throw new AppError('RATE_LIMITED', 'Too many tries. Please wait a few minutes and try again.')
      }
      const first = toOrderPayments(orderRows, paymentRows, NOT_FOUND)
      const input = await readPaymentBody(c)
      const settings = await deps.settings.get()
      const state = await submitPayment(deps.db, deps.objects, first, input, { now, actor: BUYER, settings })
      return c.json({ data: toQuotePaymentView(state, settings) }, 201)
    },
  )
