import type { InStatement, ResultSet } from '@libsql/client'
import { eq, inArray } from 'drizzle-orm'
import { INITIAL_ORDER_STATUS } from '../../contract/order-status'
import type { SavedEnquiry } from '../../contract/orders'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { failedGuard, guard, limitGuard, versionGuard } from '../../db/guard'
import { hitStatement, type Limit } from '../../db/rate-limit'
import { counters, orders } from '../../db/schema'
import { isUniqueViolation, writeBatch } from '../../db/write'
import { AppError } from '../../lib/errors'
import { randomId, sha256Hex } from '../../lib/ids'
import { retryGuarded, type Stale, stale } from '../../lib/retry-guarded'
import { indiaDate } from '../../lib/time'
import { amountInWords } from '../../lib/words'
import type { CatalogueSnapshot } from '../catalogue/catalogue.service'
import { checkDeliveryRules, type EnquiryInput, priceEnquiry, productIdsOf } from './orders-pricing'
import { type EnquiryState, enquiryStateOf } from './orders-state'
import { toSaved } from './orders-views'
import { enquiryWrites } from './orders-write'

export const ENQUIRY_LIMITED =
  'We have received many enquiries from you in a short time. Your cart is kept: please wait a while and send it again, or call us.'

type OrderRow = typeof orders.$inferSelect

// A retry with the same key answers the first enquiry; the same key with another cart is a mistake.
const asReplay = (first: OrderRow | undefined, requestHash: string) => {
  if (!first) return undefined
  if (first.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This checkout attempt was already used for another cart. Please try again.',
    )
  }
  return toSaved(first)
}

const earlierQuery = (db: Db, key: string) => db.select().from(orders).where(eq(orders.idempotencyKey, key))

const replay = async (db: Db, key: string, requestHash: string) =>
  asReplay((await earlierQuery(db, key))[0], requestHash)

// Prices the cart from the catalogue in memory, and applies the seller's delivery rules.
// The season's rules are those of the India day the enquiry arrives.
const price = (input: EnquiryInput, snap: CatalogueSnapshot, settings: StoredSettings, now: number) => {
  const rows = productIdsOf(input).flatMap((id) => {
    const p = snap.productsById.get(id)
    return p ? [p] : []
  })
  const { lines, subTotalPaise } = priceEnquiry(input, rows)
  const season = { day: indiaDate(now), lines: rows }
  return { lines, subTotalPaise, minimumPaise: checkDeliveryRules(input, settings, subTotalPaise, season) }
}

export interface SaveContext {
  now: number
  // The cached settings, with the 'settings_version' counter they were read at when the cache
  // knows it (then the write is guarded by it too); `reload` drops them so `get` reads afresh.
  settings: {
    get(): Promise<{ value: StoredSettings; version?: number | undefined }>
    reload(): void
  }
  // The cached catalogue; the write is guarded by the snapshot's version.
  catalogue: { snapshot(): Promise<CatalogueSnapshot>; invalidate(): void }
  accountId?: string | undefined
  idempotencyKey?: string | undefined
  // Counted inside the write, after the replay check, so a retry of an accepted enquiry is not
  // counted; one over its limit stops the write (and its own count) with RATE_LIMITED.
  limits: { key: string; limit: Limit }[]
  // Guards that run first in the same batch (the signed-in account's session), and reads that run
  // last (answered in `reads`, in order).
  guards?: InStatement[]
  reads?: InStatement[]
}

export interface SaveResult {
  enquiry: SavedEnquiry
  replayed: boolean
  reads: ResultSet[]
}

const REPRICE_ATTEMPTS = 3

// Each limit counted, then checked: one over its limit aborts the batch, its own count with it.
const limitStatements = (limits: SaveContext['limits'], now: number): InStatement[] =>
  limits.flatMap((l) => [hitStatement(l.key, l.limit, now), limitGuard(l.key, l.limit.limit)])

// An enquiry caught by the bot trap is counted as a real one is, and refused the same way when
// over a limit: a bot that is never refused would know it was caught. One round trip.
export const countTrappedEnquiry = async (db: Db, limits: SaveContext['limits'], now: number) => {
  try {
    await writeBatch(db, limitStatements(limits, now))
  } catch (error) {
    if (failedGuard(error) === 'RATE_LIMITED') throw new AppError('RATE_LIMITED', ENQUIRY_LIMITED)
    throw error
  }
}

// What one call carries from attempt to attempt.
interface Attempt {
  db: Db
  input: EnquiryInput
  ctx: SaveContext
  key: string | undefined
  requestHash: string
  // The delivery State, checked once before any attempt.
  state: EnquiryState
  // Set once a write was stopped by the catalogue guard alone: the key was not yet used, and the
  // snapshot reloaded after it is the database's, so a refusal needs no further check.
  confirmed: boolean
}

type Priced = ReturnType<typeof price>
type Cached = { snap: CatalogueSnapshot; settings: Awaited<ReturnType<SaveContext['settings']['get']>> }

// The bot-trap fields and the page's language describe this attempt, not the cart: a retry may
// come from the other language after a switch, or (from an older page) with another fill time.
const requestHashOf = (input: EnquiryInput, accountId: string | undefined) => {
  const { company_website: _trap, fill_ms: _fill, locale: _locale, ...cart } = input
  return sha256Hex(JSON.stringify({ ...cart, sub: accountId ?? null }))
}

// One database round trip in the common case: the cart is priced from the cached catalogue, and
// one write batch (one transaction) checks the session, the idempotency key, the rate limits and
// the catalogue version before it stores the enquiry; any failed check aborts all of it. A stale
// catalogue is reloaded and the cart priced again; a replay costs one more read.
export const saveEnquiry = async (db: Db, input: EnquiryInput, ctx: SaveContext): Promise<SaveResult> => {
  const state = enquiryStateOf(input)
  const requestHash = await requestHashOf(input, ctx.accountId)
  const a: Attempt = { db, input, ctx, key: ctx.idempotencyKey, requestHash, state, confirmed: false }
  return retryGuarded(REPRICE_ATTEMPTS, () => priceAndWrite(a))
}

const priceAndWrite = async (a: Attempt): Promise<SaveResult | Stale> => {
  const [snap, settings] = await Promise.all([a.ctx.catalogue.snapshot(), a.ctx.settings.get()])
  const cached = { snap, settings }
  let priced: Priced
  try {
    priced = price(a.input, snap, settings.value, a.ctx.now)
  } catch (refusal) {
    return recheckRefusal(a, cached, refusal)
  }
  return writeEnquiry(a, cached, priced)
}

// Before refusing, make sure of the facts in one read: a retry of an enquiry accepted before a
// change is answered as accepted, and a refusal must come from the current catalogue.
const recheckRefusal = async (a: Attempt, { snap, settings }: Cached, refusal: unknown) => {
  if (a.confirmed) throw refusal
  const { db, key, ctx } = a
  const [versions, earlier] = await db.batch([
    db
      .select({ name: counters.name, value: counters.value })
      .from(counters)
      .where(inArray(counters.name, ['catalogue_version', 'settings_version'])),
    earlierQuery(db, key ?? ''),
  ])
  const replayed = key ? asReplay(earlier[0], a.requestHash) : undefined
  if (replayed) return { enquiry: replayed, replayed: true, reads: [] }
  const now = (name: string) => versions.find((v) => v.name === name)?.value ?? 0
  const staleCatalogue = now('catalogue_version') !== snap.version
  const staleSettings = settings.version !== undefined && now('settings_version') !== settings.version
  if (!staleCatalogue && !staleSettings) throw refusal
  return stale(refusal, () => {
    if (staleCatalogue) ctx.catalogue.invalidate()
    if (staleSettings) ctx.settings.reload()
  })
}

// The caller's guards, the key's, the limits', the cached copies' versions, the enquiry, then the
// caller's reads: with where the order's row and the reads come back.
const enquiryBatch = (a: Attempt, { snap, settings }: Cached, priced: Priced, id: string, words: string) => {
  const { db, key, ctx } = a
  const statements: InStatement[] = [...(ctx.guards ?? [])]
  if (key) {
    statements.push(guard('REPLAY', 'not exists (select 1 from orders where idempotency_key = ?)', [key]))
  }
  statements.push(...limitStatements(ctx.limits, ctx.now))
  // Settings first: they change a few times a season, the catalogue many times a day, so a
  // failed catalogue guard usually proves the settings current and the reload needs no more.
  if (settings.version !== undefined) {
    statements.push(versionGuard('SETTINGS_CHANGED', 'settings_version', settings.version))
  }
  statements.push(versionGuard('CATALOGUE_CHANGED', 'catalogue_version', snap.version))
  const orderAt = statements.length
  statements.push(
    ...enquiryWrites(db, {
      id,
      input: a.input,
      state: a.state,
      ...priced,
      words,
      now: ctx.now,
      accountId: ctx.accountId,
      idempotencyKey: key,
      requestHash: a.requestHash,
    }),
  )
  const readsAt = statements.length
  statements.push(...(ctx.reads ?? []))
  return { statements, orderAt, readsAt }
}

const writeEnquiry = async (a: Attempt, cached: Cached, priced: Priced): Promise<SaveResult | Stale> => {
  const id = randomId()
  const words = amountInWords(priced.subTotalPaise)
  const { statements, orderAt, readsAt } = enquiryBatch(a, cached, priced, id, words)
  let results: ResultSet[]
  try {
    results = await writeBatch(a.db, statements)
  } catch (error) {
    return writeRefused(a, error)
  }
  const inserted = results[orderAt]?.rows[0]
  const enquiry = toSaved({
    id,
    orderNo: Number(inserted?.order_no),
    accessCode: String(inserted?.access_code ?? ''),
    createdAt: a.ctx.now,
    netAmountPaise: priced.subTotalPaise,
    amountInWords: words,
    status: INITIAL_ORDER_STATUS,
  })
  return { enquiry, replayed: false, reads: results.slice(readsAt) }
}

const writeRefused = async (a: Attempt, error: unknown): Promise<SaveResult | Stale> => {
  const failed = failedGuard(error)
  if (failed === 'CATALOGUE_CHANGED' || failed === 'SETTINGS_CHANGED') {
    // The settings guard runs first: a catalogue failure means the settings were current, and
    // with the catalogue reloaded both are; a settings failure says nothing of the catalogue.
    return stale(guardRefusal(failed, error), () => {
      a.confirmed = failed === 'CATALOGUE_CHANGED'
      if (failed === 'CATALOGUE_CHANGED') a.ctx.catalogue.invalidate()
      else a.ctx.settings.reload()
    })
  }
  // Two tabs retrying the same attempt at once: the loser answers with the winner's enquiry.
  if (a.key && (failed === 'REPLAY' || isUniqueViolation(error, 'idempotency_key'))) {
    const earlier = await replay(a.db, a.key, a.requestHash)
    if (earlier) return { enquiry: earlier, replayed: true, reads: [] }
  }
  if (failed === 'RATE_LIMITED') throw new AppError('RATE_LIMITED', ENQUIRY_LIMITED)
  throw failed ? guardRefusal(failed, error) : error
}

// Guards the caller brought (`guards`) are the caller's to explain: their error goes back as is.
const guardRefusal = (failed: string, error: unknown) => {
  if (failed === 'CATALOGUE_CHANGED' || failed === 'SETTINGS_CHANGED') {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'Our price list is being updated. Please try again in a moment.',
    )
  }
  return error
}
