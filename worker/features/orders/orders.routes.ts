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
import { hitStatement } from '../../db/rate-limit'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
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
  toRecords,
  toTracked,
  trackingQuery,
} from './orders-views'
import { decoyEnquiry } from './orders-write'
import { openEnquiry, tooManyLookups } from './way-back'

// Tracking by mobile number, and opening one enquiry by mobile, enquiry number and access code,
// share one budget: 10 look-ups per client address per 10 minutes, so nothing is tried in bulk.
// The way back's misses have budgets of their own (way-back.ts).
export const TRACKING_LIMIT = { limit: 10, windowMs: 10 * 60_000 }

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
    if (Number(counted[0]?.count ?? 0) > TRACKING_LIMIT.limit) throw tooManyLookups()
    return c.json({ data: toTracked(rows, history) })
  })
  // The way back to a bill, for a buyer without its link: see way-back.ts.
  .post('/order/public/open', valid('json', openEnquirySchema), async (c) => {
    const { deps } = c.var
    c.header('Cache-Control', 'private, no-store')
    const now = deps.clock.now()
    const client = clientKey(c)
    try {
      const opened = await openEnquiry(deps.db, c.req.valid('json'), {
        now,
        client,
        lookups: { key: `track:${client}`, limit: TRACKING_LIMIT },
      })
      return c.json({ data: opened })
    } finally {
      deps.purgeLimits(now)
    }
  })
