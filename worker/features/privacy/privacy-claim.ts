import { and, count, eq, isNull } from 'drizzle-orm'
import type { ClaimableEnquiries, ClaimedEnquiry } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { countOf, hitStatement, type Limit, peekStatement } from '../../db/rate-limit'
import { orders } from '../../db/schema'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
import type { Account } from '../accounts/sessions.service'
import { enquiryNumber } from '../orders/orders-views'

// Enquiries sent with the account's number while signed out belong to no account. Nothing proves
// a number (anyone may register one), so the number alone gives nothing: the account is told how
// many there are, and adds one by typing its access code, which only its buyer was given (the
// thank-you page, the bill, the WhatsApp message). Once added, My Orders, the copy of the buyer's
// data and a deletion all cover it. The routes refuse a first or one-time password's session.

// Wrong codes, counted per number rather than per account id, so deleting the account and
// registering the number again does not start a fresh count. Each guess must hit one code in about
// 8.5 × 10¹¹ (contract/access-code.ts); past the limit, right codes are refused too until the
// day's window ends, so a refusal says nothing about a guess.
export const CLAIM_MISS_LIMIT = { limit: 10, windowMs: 24 * 60 * 60_000 } satisfies Limit

export const claimableEnquiries = async (db: Db, account: Account): Promise<ClaimableEnquiries> => {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(isNull(orders.accountId), eq(orders.mobileNo, account.mobileNo)))
  return { count: row?.n ?? 0 }
}

// In one round trip (one batch): count a miss (no signed-out enquiry of this number has the code),
// then add the one that has it unless the day's misses are spent. The miss count answers a row only
// when it counted, so no row means the code matched.
export const claimEnquiry = async (
  db: Db,
  account: Account,
  accessCode: string,
  now: number,
): Promise<ClaimedEnquiry> => {
  const key = `claim-miss:${account.mobileNo}`
  const match = 'account_id is null and mobile_no = ? and access_code = ?'
  const matchArgs = [account.mobileNo, accessCode]
  const misses = peekStatement(key, CLAIM_MISS_LIMIT, now)
  const [missRows, added] = await db.batch([
    rawQuery(
      db,
      hitStatement(key, CLAIM_MISS_LIMIT, now, {
        sql: `not exists (select 1 from orders where ${match})`,
        args: matchArgs,
      }),
    ),
    rawQuery(db, {
      sql: `update orders set account_id = ? where ${match} and coalesce((${misses.sql}), 0) < ? returning order_no`,
      args: [account.id, ...matchArgs, ...misses.args, CLAIM_MISS_LIMIT.limit],
    }),
  ])
  const [row] = added
  if (row) return { enquiry_number: enquiryNumber(Number(row.order_no)) }
  const matched = missRows.length === 0
  if (matched || countOf(missRows) > CLAIM_MISS_LIMIT.limit) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many wrong access codes today. Please try again tomorrow, or call the shop.',
    )
  }
  throw new AppError(
    'NOT_FOUND',
    'No enquiry sent with your number while signed out has this access code. Please check it and try again.',
  )
}
