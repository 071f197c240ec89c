import { eq } from 'drizzle-orm'
import type * as z from 'zod'
import { gstinMatchesDelivery } from '../../contract/gstin'
import { ORDER_STATUS_LABELS, QUOTABLE_STATUSES } from '../../contract/order-status'
import {
  MAX_CHANGE_REQUESTS_PER_VERSION,
  type PublicQuote,
  type quoteAcceptSchema,
  type quoteChangeSchema,
} from '../../contract/quotes'
import type { StoredSettings } from '../../contract/settings'
import { changeRequestedAlert } from '../../db/alert-rows'
import type { Db } from '../../db/client'
import { failedGuard, guard } from '../../db/guard'
import { countOf, hitStatement, type Limit } from '../../db/rate-limit'
import { orders } from '../../db/schema'
import { quoteResponses } from '../../db/schema-quotes'
import { isUniqueViolation, rawQuery, writeBatch } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { indiaDate } from '../../lib/time'
import { conflictOnStaleStatus, moveStatements } from '../orders/order-moves'
import { gstinStateError } from '../orders/orders-gstin'
import { quoteChanged } from './quotes.service'
import {
  currentVersionOf,
  isExpired,
  type QuoteState,
  readState,
  stateOf,
  stateQueries,
} from './quotes-state'
import { toPublicQuote } from './quotes-views'

// The buyer's answers (accept, ask for a change) per client address: plenty for a family, too few
// to fill the seller's inbox with messages.
export const QUOTE_ANSWER_LIMIT: Limit = { limit: 20, windowMs: 10 * 60_000 }

export interface BuyerContext {
  now: number
  settings: StoredSettings
  client: string
  limit?: Limit
}

// A malformed link and an unknown one read the same, so neither tells anything about the other.
export const QUOTE_LINK_INVALID = 'This quote link is not valid'
const notFound = () => new AppError('NOT_FOUND', QUOTE_LINK_INVALID)
const tooMany = () =>
  new AppError('RATE_LIMITED', 'Too many answers from here. Please wait a few minutes and try again.')

export const getPublicQuote = async (db: Db, token: string, settings: StoredSettings, now: number) => {
  const state = await readState(db, { token })
  if (!state) throw notFound()
  return toPublicQuote(state, settings, now)
}

// One round trip: the answer is counted against the client's budget and the quote read with it.
const readForAnswer = async (db: Db, token: string, ctx: BuyerContext) => {
  const limit = ctx.limit ?? QUOTE_ANSWER_LIMIT
  const [counted, ...rows] = await db.batch([
    rawQuery(db, hitStatement(`quote:${ctx.client}`, limit, ctx.now)),
    ...stateQueries(db, { token }),
  ])
  if (countOf(counted) > limit.limit) throw tooMany()
  const state = stateOf(rows)
  if (!state) throw notFound()
  return state
}

const hasAccepted = (s: QuoteState, version: number) =>
  s.order.acceptedVersion === version &&
  s.responses.some((r) => r.kind === 'accepted' && r.version === version)

const checkVersion = (s: QuoteState, version: number) => {
  const current = currentVersionOf(s)
  if (version > current) throw fieldError('version', 'This quote has no such version')
  return current
}

// The buyer accepts the current version while it is open. Accepting it again (a second tap, two
// tabs) answers as the first acceptance did: one response row, one history entry, the same time.
// A GSTIN of another State than the delivery State is most often mistyped: the buyer is asked,
// unless it is the GSTIN the seller recorded and confirmed in the console.
const checkGstinState = (order: QuoteState['order'], gstin: string | undefined) => {
  if (!gstin || gstinMatchesDelivery(gstin, order.pinCode, order.stateCode)) return
  if (order.gstinStateConfirmedAt !== null && gstin === order.buyerGstin) return
  throw gstinStateError()
}

export const acceptQuote = async (
  db: Db,
  token: string,
  input: z.output<typeof quoteAcceptSchema>,
  ctx: BuyerContext,
): Promise<PublicQuote> => {
  const state = await readForAnswer(db, token, ctx)
  const { version } = input
  const current = checkVersion(state, version)
  if (hasAccepted(state, version)) return toPublicQuote(state, ctx.settings, ctx.now)
  if (version < current) throw quoteChanged(current)
  const quote = state.quotes.at(-1)!
  if (isExpired(quote.validUntil, ctx.now)) {
    throw new AppError(
      'QUOTE_EXPIRED',
      'This quote is no longer open. Please ask the shop for a new quote.',
      {
        details: { valid_until: quote.validUntil },
      },
    )
  }
  const from = state.order.status
  if (from !== 'QUOTED') {
    throw new AppError(
      'INVALID_TRANSITION',
      `This quote cannot be accepted now: the enquiry is ${ORDER_STATUS_LABELS[from]}.`,
      { details: { order_status: from } },
    )
  }
  checkGstinState(state.order, input.buyer_gstin)
  const id = state.order.id
  const note = `Quote v${version} accepted`
  const gstin = input.buyer_gstin === undefined ? state.order.buyerGstin : input.buyer_gstin || null
  // The seller's confirmation was of the GSTIN they recorded; another one needs none or a new one.
  const confirmed = gstin === state.order.buyerGstin ? state.order.gstinStateConfirmedAt : null
  try {
    await writeBatch(db, [
      guard('QUOTE_CHANGED', 'coalesce((select max(version) from quotes where order_id = ?), 0) = ?', [
        id,
        version,
      ]),
      guard(
        'QUOTE_EXPIRED',
        'exists (select 1 from quotes where order_id = ? and version = ? and valid_until >= ?)',
        [id, version, indiaDate(ctx.now)],
      ),
      ...(await moveStatements(db, {
        id,
        from,
        to: 'ACCEPTED',
        note,
        actor: 'buyer',
        now: ctx.now,
        settings: ctx.settings,
      })),
      db
        .insert(quoteResponses)
        .values({ orderId: id, version, kind: 'accepted', message: null, at: ctx.now }),
      db
        .update(orders)
        .set({
          acceptedVersion: version,
          buyerGstin: gstin,
          gstinStateConfirmedAt: confirmed,
          updatedAt: ctx.now,
        })
        .where(eq(orders.id, id)),
    ])
  } catch (error) {
    // Another tap got there first: answer what it recorded.
    const latest = await readState(db, { token })
    if (latest && hasAccepted(latest, version)) return toPublicQuote(latest, ctx.settings, ctx.now)
    const failed = failedGuard(error)
    if (failed === 'QUOTE_CHANGED') throw quoteChanged(latest ? currentVersionOf(latest) : version)
    if (failed === 'QUOTE_EXPIRED') throw new AppError('QUOTE_EXPIRED', 'This quote is no longer open.')
    if (isUniqueViolation(error)) throw quoteChanged(version)
    await conflictOnStaleStatus(db, id, error)
  }
  // What the write did, without reading it back.
  const accepted: QuoteState = {
    ...state,
    order: {
      ...state.order,
      status: 'ACCEPTED',
      acceptedVersion: version,
      buyerGstin: gstin,
      gstinStateConfirmedAt: confirmed,
      updatedAt: ctx.now,
    },
    responses: [
      ...state.responses,
      { id: 0, orderId: id, version, kind: 'accepted', message: null, at: ctx.now },
    ],
    history: [
      ...state.history,
      { id: 0, orderId: id, fromStatus: from, toStatus: 'ACCEPTED', note, actor: 'buyer', at: ctx.now },
    ],
  }
  return toPublicQuote(accepted, ctx.settings, ctx.now)
}

// A request for a change is a message to the seller, kept with the version it is about. It is how
// a buyer asks for a new quote once one has expired, so it is taken after expiry too; the status
// stays as it is until the seller sends the next version. One round trip: the count, the insert
// (made only when every check below passes) and the reads that show it.
export const requestChange = async (
  db: Db,
  token: string,
  input: z.output<typeof quoteChangeSchema>,
  ctx: BuyerContext,
): Promise<PublicQuote> => {
  const limit = ctx.limit ?? QUOTE_ANSWER_LIMIT
  const key = `quote:${ctx.client}`
  const open = QUOTABLE_STATUSES.map(() => '?').join(', ')
  const [counted, inserted, , ...rows] = await db.batch([
    rawQuery(db, hitStatement(key, limit, ctx.now)),
    rawQuery(db, {
      sql: `insert into quote_responses (order_id, version, kind, message, at)
        select o.id, ?, 'change_requested', ?, ? from orders o
        where o.quote_token = ? and o.status in (${open})
          and ? <= coalesce((select max(q.version) from quotes q where q.order_id = o.id), 0)
          and coalesce((select count from rate_limits where key = ?), 0) <= ?
          and (select count(*) from quote_responses r
               where r.order_id = o.id and r.version = ? and r.kind = 'change_requested') < ?
        returning id`,
      args: [
        input.version,
        input.message,
        ctx.now,
        token,
        ...QUOTABLE_STATUSES,
        input.version,
        key,
        limit.limit,
        input.version,
        MAX_CHANGE_REQUESTS_PER_VERSION,
      ],
    }),
    rawQuery(db, changeRequestedAlert(token, ctx.now)),
    ...stateQueries(db, { token }),
  ])
  if (countOf(counted) > limit.limit) throw tooMany()
  const state = stateOf(rows)
  if (!state) throw notFound()
  checkVersion(state, input.version)
  if (!QUOTABLE_STATUSES.includes(state.order.status)) {
    throw new AppError(
      'INVALID_TRANSITION',
      `This enquiry is ${ORDER_STATUS_LABELS[state.order.status]}; please call the shop to change it.`,
      { details: { order_status: state.order.status } },
    )
  }
  if (inserted?.length === 0) {
    throw new AppError(
      'CHANGE_REQUESTS_FULL',
      `This quote already has ${MAX_CHANGE_REQUESTS_PER_VERSION} requests for a change. The shop will answer them; please call the shop to add more.`,
      { details: { limit: MAX_CHANGE_REQUESTS_PER_VERSION } },
    )
  }
  return toPublicQuote(state, ctx.settings, ctx.now)
}
