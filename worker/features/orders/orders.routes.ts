import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { caughtByTrap } from '../../contract/fields'
import {
  enquiryPayloadSchema,
  idempotencyKeySchema,
  orderIdParam,
  orderSearchSchema,
} from '../../contract/orders'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
import { hit, hitStatement } from '../../lib/rate-limit'
import { valid, zodIssues } from '../../lib/validate'
import { acceptSession, clientKey, optionalAccount, presentedClaims } from '../accounts/auth'
import { sessionQuery } from '../accounts/sessions.service'
import {
  accountOrdersQueries,
  getLrPhotoKey,
  getOrderForPrint,
  getOrderPublic,
  toRecords,
  toTracked,
  trackingQuery,
} from './orders-views'
import { decoyEnquiry, saveEnquiry } from './orders-write'

// Tracking by mobile number: 10 look-ups per client address per 10 minutes.
export const TRACKING_LIMIT = { limit: 10, windowMs: 10 * 60_000 }

// New enquiries: a family placing a few orders never meets these; a script filling the seller's
// inbox (or a stranger's number) does. Retries of an accepted enquiry are not counted.
export const ENQUIRY_LIMITS = {
  perClient: { limit: 20, windowMs: 60 * 60_000 },
  perMobile: { limit: 10, windowMs: 24 * 60 * 60_000 },
}
const ENQUIRY_LIMITED =
  'We have received many enquiries from you in a short time. Your cart is kept: please wait a while and send it again, or call us.'

export const ordersRoutes = new Hono<AppEnv>()
  .post('/order/save', valid('json', enquiryPayloadSchema), async (c) => {
    const { deps } = c.var
    const input = c.req.valid('json')
    const rawKey = c.req.header('Idempotency-Key')
    const key = rawKey === undefined ? undefined : idempotencyKeySchema.safeParse(rawKey)
    if (key && !key.success) {
      throw new AppError('VALIDATION_FAILED', key.error.issues[0]!.message, { issues: zodIssues(key.error) })
    }
    // A bot is told it succeeded, and nothing is kept or counted.
    if (caughtByTrap(input))
      return c.json({ data: await decoyEnquiry(deps.db, input, deps.clock.now()) }, 201)
    const account = await optionalAccount(c)
    if (input.sub && input.sub !== account?.id) {
      throw new AppError('FORBIDDEN', 'Please sign in again to place this enquiry from your account.')
    }
    const now = deps.clock.now()
    const { enquiry, replayed } = await saveEnquiry(deps.db, input, {
      now,
      settings: await deps.settings.get(),
      catalogue: deps.catalogue.current,
      accountId: account?.id,
      idempotencyKey: key?.data,
      admit: async () => {
        const { perClient, perMobile } = deps.config.enquiryLimits ?? ENQUIRY_LIMITS
        const client = await hit(deps.db, `enquiry:client:${clientKey(c)}`, perClient, now, deps.purgeLimits)
        if (client > perClient.limit) throw new AppError('RATE_LIMITED', ENQUIRY_LIMITED)
        const mobile = await hit(
          deps.db,
          `enquiry:mobile:${input.mobile_no}`,
          perMobile,
          now,
          deps.purgeLimits,
        )
        if (mobile > perMobile.limit) throw new AppError('RATE_LIMITED', ENQUIRY_LIMITED)
      },
    })
    if (replayed) c.header('Idempotent-Replayed', 'true')
    return c.json({ data: enquiry }, replayed ? 200 : 201)
  })
  .get('/order/public/get/:id', valid('param', orderIdParam), async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json({ data: await getOrderPublic(c.var.deps.db, c.req.valid('param').id) })
  })
  .get('/order/public/print/get/:id', valid('param', orderIdParam), async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json({ data: await getOrderForPrint(c.var.deps.db, c.req.valid('param').id) })
  })
  .get('/order/public/lr/:id', valid('param', orderIdParam), async (c) => {
    const key = await getLrPhotoKey(c.var.deps.db, c.req.valid('param').id)
    const object = await c.var.deps.objects.get(key)
    if (!object) throw new AppError('NOT_FOUND', 'No lorry receipt photo yet for this enquiry')
    return new Response(object.body, {
      headers: {
        'Content-Type': object.contentType,
        'Content-Length': String(object.size),
        'Cache-Control': 'private, max-age=3600',
        'Content-Disposition': 'inline',
      },
    })
  })
  .post('/order/search', valid('json', orderSearchSchema), async (c) => {
    const { deps } = c.var
    const body = c.req.valid('json')
    c.header('Cache-Control', 'private, no-store')
    const showAll = body.show_all ?? false
    // One round trip each: the session (or the rate-limit count) and the reads in one batch; the
    // rows are only answered once the check passed.
    if ('sub' in body) {
      const claims = await presentedClaims(c)
      const [sessionRows, rows, lineRows] = await deps.db.batch([
        sessionQuery(deps.db, claims),
        ...accountOrdersQueries(deps.db, claims.sub, showAll),
      ])
      const { account } = await acceptSession(c, claims, sessionRows[0])
      if (account.id !== body.sub) {
        throw new AppError('FORBIDDEN', 'You can only see and change your own account.')
      }
      return c.json({ data: toRecords(rows, lineRows) })
    }
    const now = deps.clock.now()
    const [counted, rows] = await deps.db.batch([
      rawQuery(deps.db, hitStatement(`track:${clientKey(c)}`, TRACKING_LIMIT, now)),
      trackingQuery(deps.db, body.mobile_no, showAll),
    ])
    deps.purgeLimits(now)
    if (Number(counted[0]?.count ?? 0) > TRACKING_LIMIT.limit) {
      throw new AppError('RATE_LIMITED', 'Too many look-ups. Please wait a few minutes and try again.')
    }
    return c.json({ data: toTracked(rows) })
  })
