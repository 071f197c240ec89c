import type { OpenEnquiryKey, OpenedEnquiry } from '../../contract/orders'
import type { Db } from '../../db/client'
import { allOf, countOf, hitStatement, type Limit, peekStatement, withinStatement } from '../../db/rate-limit'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
import { openEnquiryQuery, toOpened } from './orders-views'

const DAY_MS = 24 * 60 * 60_000

// Wrong tries at the way back (no enquiry matches the mobile, number and code), counted per
// mobile number and client address, so a stranger elsewhere cannot spend the buyer's own slips;
// and per mobile number alone, much higher, against guessing spread over many addresses. Past
// either, that pair (or that number) is closed to right tries as well until the day's window ends,
// so a refusal says nothing about a guess. Each guess must hit one code in about 8.5 × 10¹¹
// (contract/access-code.ts): even the per-number budget spent every day of a season is a chance
// under one in ten million, which is what lets it be high enough that locking a buyer out takes
// fifty addresses: a try is counted against the number only while its address is inside its own
// look-up and miss budgets.
export const OPEN_MISS_LIMITS = {
  perPair: { limit: 10, windowMs: DAY_MS },
  perMobile: { limit: 500, windowMs: DAY_MS },
} satisfies Record<string, Limit>

export const tooManyLookups = () =>
  new AppError('RATE_LIMITED', 'Too many look-ups. Please wait a few minutes and try again.')

// The way back to a bill, in one round trip (one batch): count the look-up against the client's
// budget (`lookups`, shared with tracking), count a miss against both miss budgets, read both back
// and read the enquiry. A wrong mobile, number or code all get the same 404.
export const openEnquiry = async (
  db: Db,
  key: OpenEnquiryKey,
  ctx: { now: number; client: string; lookups: { key: string; limit: Limit } },
): Promise<OpenedEnquiry> => {
  const { now } = ctx
  const { perPair, perMobile } = OPEN_MISS_LIMITS
  const pairKey = `open-miss:pair:${key.mobile_no}:${ctx.client}`
  const mobileKey = `open-miss:mobile:${key.mobile_no}`
  const miss = {
    sql: 'not exists (select 1 from orders where mobile_no = ? and order_no = ? and access_code = ?)',
    args: [key.mobile_no, key.enquiry_number, key.access_code],
  }
  // A try the client's own budgets refuse is not counted against the number: one address sending
  // hundreds of refused tries must not close the buyer's way back for everyone.
  const withinLookups = withinStatement(ctx.lookups.key, ctx.lookups.limit, now)
  const [looked, , , pairRows, mobileRows, rows] = await db.batch([
    rawQuery(db, hitStatement(ctx.lookups.key, ctx.lookups.limit, now)),
    rawQuery(db, hitStatement(pairKey, perPair, now, allOf(miss, withinLookups))),
    rawQuery(
      db,
      hitStatement(
        mobileKey,
        perMobile,
        now,
        allOf(miss, withinLookups, withinStatement(pairKey, perPair, now)),
      ),
    ),
    rawQuery(db, peekStatement(pairKey, perPair, now)),
    rawQuery(db, peekStatement(mobileKey, perMobile, now)),
    openEnquiryQuery(db, key),
  ])
  if (countOf(looked) > ctx.lookups.limit.limit) throw tooManyLookups()
  const found = rows[0]
  // A miss is already in the counts read back; a match is not.
  const closed = (l: Limit, misses: number) => (found ? misses >= l.limit : misses > l.limit)
  if (closed(perPair, countOf(pairRows)) || closed(perMobile, countOf(mobileRows))) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many wrong tries for this mobile number today. Please use the link on your bill, or call the shop.',
    )
  }
  if (!found) {
    throw new AppError('NOT_FOUND', 'No enquiry matches this mobile number, enquiry number and access code.')
  }
  return toOpened(found)
}
