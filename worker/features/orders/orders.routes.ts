import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { RENEWED_TOKEN_HEADER } from '../../contract/accounts'
import { caughtByTrap } from '../../contract/fields'
import {
  enquiryPayloadSchema,
  idempotencyKeySchema,
  openEnquirySchema,
  orderIdParam,
  orderSearchSchema,
} from '../../contract/orders'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
import { countOf, hitStatement } from '../../lib/rate-limit'
import { valid, zodIssues } from '../../lib/validate'
import { acceptSession, clientKey, optionalClaims, presentedClaims, tokenConfig } from '../accounts/auth'
import {
  renewalAfterGuards,
  sessionGuards,
  sessionQuery,
  sessionRefusal,
  sessionRenewalRead,
} from '../accounts/sessions.service'
import { timelinesOfMobileQuery } from './order-timeline'
import { countTrappedEnquiry, saveEnquiry } from './orders-save'
import {
  accountOrdersQueries,
  getLrPhotoKey,
  getOrderForPrint,
  getOrderPublic,
  openEnquiryQuery,
  toOpened,
  toRecords,
  toTracked,
  trackingQuery,
} from './orders-views'
import { decoyEnquiry } from './orders-write'

// Tracking by mobile number, and opening one enquiry by mobile and enquiry number, share one
// budget: 10 look-ups per client address per 10 minutes, so enquiry numbers cannot be tried in bulk.
export const TRACKING_LIMIT = { limit: 10, windowMs: 10 * 60_000 }

// Enquiry numbers run in order, so one buyer's number can be narrowed down from their tracking
// dates; guesses spread over many addresses each stay inside the per-address budget. Misses for
// one mobile number are counted too: past this many in a day, that number's way back is closed
// (to right guesses as well) until the day's window ends. The buyer keeps their bill link.
export const OPEN_MISS_LIMIT = { limit: 10, windowMs: 24 * 60 * 60_000 }

// New enquiries: a family placing a few orders never meets these; a script filling the seller's
// inbox (or a stranger's number) does. Retries of an accepted enquiry are not counted.
export const ENQUIRY_LIMITS = {
  perClient: { limit: 20, windowMs: 60 * 60_000 },
  perMobile: { limit: 10, windowMs: 24 * 60 * 60_000 },
}

export const ordersRoutes = new Hono<AppEnv>()
  .post('/order/save', valid('json', enquiryPayloadSchema), async (c) => {
    const { deps } = c.var
    const input = c.req.valid('json')
    const rawKey = c.req.header('Idempotency-Key')
    const key = rawKey === undefined ? undefined : idempotencyKeySchema.safeParse(rawKey)
    if (key && !key.success) {
      throw new AppError('VALIDATION_FAILED', key.error.issues[0]!.message, { issues: zodIssues(key.error) })
    }
    // The token is checked here in memory; its session inside the enquiry's own write.
    const claims = await optionalClaims(c)
    if (input.sub && input.sub !== claims?.sub) {
      throw new AppError('FORBIDDEN', 'Please sign in again to place this enquiry from your account.')
    }
    const now = deps.clock.now()
    const { perClient, perMobile } = deps.config.enquiryLimits ?? ENQUIRY_LIMITS
    const limits = [
      { key: `enquiry:client:${clientKey(c)}`, limit: perClient },
      { key: `enquiry:mobile:${input.mobile_no}`, limit: perMobile },
    ]
    // A bot is told it succeeded (or refused by a limit, as a person would be); nothing is kept.
    if (caughtByTrap(input)) {
      await countTrappedEnquiry(deps.db, limits, now)
      deps.purgeLimits(now)
      return c.json({ data: decoyEnquiry(input, now) }, 201)
    }
    const saved = await saveEnquiry(deps.db, input, {
      now,
      // The write is guarded by the version the settings were read at, as by the catalogue's.
      settings: {
        get: () => deps.settings.versioned(),
        reload: () => deps.settings.invalidate(),
      },
      catalogue: deps.catalogue,
      accountId: claims?.sub,
      idempotencyKey: key?.data,
      limits,
      ...(claims ? { guards: sessionGuards(claims, now), reads: [sessionRenewalRead(claims)] } : {}),
    }).catch((error) => {
      throw sessionRefusal(error) ?? error
    })
    deps.purgeLimits(now)
    const { enquiry, replayed } = saved
    if (claims && saved.reads[0]) {
      const renewed = await renewalAfterGuards(claims, saved.reads[0], { now, tokens: tokenConfig(c) })
      if (renewed) c.header(RENEWED_TOKEN_HEADER, renewed.token)
    }
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
    const [counted, rows, history] = await deps.db.batch([
      rawQuery(deps.db, hitStatement(`track:${clientKey(c)}`, TRACKING_LIMIT, now)),
      trackingQuery(deps.db, body.mobile_no, showAll),
      timelinesOfMobileQuery(deps.db, body.mobile_no),
    ])
    deps.purgeLimits(now)
    if (Number(counted[0]?.count ?? 0) > TRACKING_LIMIT.limit) {
      throw new AppError('RATE_LIMITED', 'Too many look-ups. Please wait a few minutes and try again.')
    }
    return c.json({ data: toTracked(rows, history) })
  })
  // The way back to a bill: one round trip counts the look-up and reads the enquiry; a wrong mobile
  // and a wrong number get the same 404, so neither can be learnt on its own.
  .post('/order/public/open', valid('json', openEnquirySchema), async (c) => {
    const { deps } = c.var
    const body = c.req.valid('json')
    c.header('Cache-Control', 'private, no-store')
    const now = deps.clock.now()
    const missKey = `open-miss:${body.mobile_no}`
    const [counted, , missRows, rows] = await deps.db.batch([
      rawQuery(deps.db, hitStatement(`track:${clientKey(c)}`, TRACKING_LIMIT, now)),
      // Counted only when no enquiry matches; read back either way.
      rawQuery(
        deps.db,
        hitStatement(missKey, OPEN_MISS_LIMIT, now, {
          sql: 'not exists (select 1 from orders where mobile_no = ? and order_no = ?)',
          args: [body.mobile_no, body.enquiry_number],
        }),
      ),
      rawQuery(deps.db, {
        sql: 'select count from rate_limits where key = ? and window_start = ?',
        args: [missKey, Math.floor(now / OPEN_MISS_LIMIT.windowMs) * OPEN_MISS_LIMIT.windowMs],
      }),
      openEnquiryQuery(deps.db, body.mobile_no, body.enquiry_number),
    ])
    deps.purgeLimits(now)
    if (Number(counted[0]?.count ?? 0) > TRACKING_LIMIT.limit) {
      throw new AppError('RATE_LIMITED', 'Too many look-ups. Please wait a few minutes and try again.')
    }
    const found = rows[0]
    const misses = countOf(missRows)
    if (found ? misses >= OPEN_MISS_LIMIT.limit : misses > OPEN_MISS_LIMIT.limit) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many wrong enquiry numbers for this mobile number today. Please use the link on your bill, or call the shop.',
      )
    }
    if (!found) {
      throw new AppError('NOT_FOUND', 'No enquiry matches this mobile number and enquiry number.')
    }
    return c.json({ data: toOpened(found) })
  })
