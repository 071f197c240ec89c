import type * as z from 'zod'
import type { SignupResult, signupSchema } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { countOf, hitStatement, type Limit } from '../../db/rate-limit'
import { isUniqueViolation, rawQuery } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { SESSION_RULES, type TokenConfig } from '../../lib/tokens'
import { DUPLICATE_MOBILE_MESSAGE, NOT_MOBILE_MESSAGE, SIGNUP_DONE_MESSAGE } from './accounts.service'
import { sessionAnswer } from './login.service'

const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a while.'

const counted = (key: string) => ({
  sql: 'coalesce((select count from rate_limits where key = ?), 0) <= ?',
  key,
})

type SignupLimits = { perClient: { key: string; limit: Limit }; perMobile: { key: string; limit: Limit } }

// Counted per client address and, while that holds, per number (a refused address does not also
// use up the number's budget); answered in that order.
const limitHits = (db: Db, { perClient, perMobile }: SignupLimits, now: number) =>
  [
    rawQuery(db, hitStatement(perClient.key, perClient.limit, now)),
    rawQuery(
      db,
      hitStatement(perMobile.key, perMobile.limit, now, {
        sql: counted(perClient.key).sql,
        args: [perClient.key, perClient.limit.limit],
      }),
    ),
  ] as const

const refuseOverLimit = (
  { perClient, perMobile }: SignupLimits,
  client: Record<string, unknown>[],
  mobile: Record<string, unknown>[],
) => {
  if (countOf(client) > perClient.limit.limit || countOf(mobile) > perMobile.limit.limit) {
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
  }
}

// A sign-up caught by the bot trap is counted as a real one is, and refused the same way when over
// a limit: a bot that is never refused would know it was caught. One round trip.
export const countTrappedSignup = async (db: Db, limits: SignupLimits, now: number) => {
  const [client, mobile] = await db.batch(limitHits(db, limits, now))
  refuseOverLimit(limits, client, mobile)
}

// The buyer's sign-up in one database round trip (one batch, one transaction): count it per
// client address and per number, and only while both hold and the number is free, write the account
// with the password the buyer chose (hashed before the trip) and a full session: the browser is
// signed in at once, as after a sign-in.
export const signupBuyer = async (
  db: Db,
  input: z.output<typeof signupSchema>,
  ctx: {
    now: number
    pepper: string
    tokens: TokenConfig
    limits: SignupLimits
  },
): Promise<SignupResult> => {
  const { now } = ctx
  const { perClient, perMobile } = ctx.limits
  const clientOk = counted(perClient.key)
  const mobileOk = counted(perMobile.key)
  const id = randomId()
  const sid = randomId()
  if (input.password === input.mobile_no) throw fieldError('password', NOT_MOBILE_MESSAGE)
  const absoluteExpiresAt = now + SESSION_RULES.user.absoluteMs
  const passwordHash = await hashPassword(input.password, ctx.pepper)
  let results: [Record<string, unknown>[], Record<string, unknown>[], Record<string, unknown>[]]
  try {
    const [client, mobile, created] = await db.batch([
      ...limitHits(db, ctx.limits, now),
      rawQuery(db, {
        sql: `insert into accounts (id, mobile_no, customer_name, email_id, address, city, district, state,
            pin_code, role, password_hash, password_is_initial, initial_password_expires_at, created_at, updated_at)
          select ?, ?, ?, ?, ?, ?, ?, ?, ?, 'user', ?, 0, null, ?, ?
          where ${clientOk.sql} and ${mobileOk.sql}
            and not exists (select 1 from accounts where mobile_no = ?)
          returning id`,
        args: [
          id,
          input.mobile_no,
          input.customer_name,
          input.email_id ?? null,
          input.address,
          input.city,
          input.district ?? null,
          input.state ?? null,
          input.pin_code,
          passwordHash,
          now,
          now,
          clientOk.key,
          perClient.limit.limit,
          mobileOk.key,
          perMobile.limit.limit,
          input.mobile_no,
        ],
      }),
      rawQuery(db, {
        sql: `insert into sessions (id, account_id, scope, created_at, absolute_expires_at, revoked_at)
          select ?, id, 'full', ?, ?, null from accounts where id = ?`,
        args: [sid, now, absoluteExpiresAt, id],
      }),
    ])
    results = [client, mobile, created]
  } catch (e) {
    if (isUniqueViolation(e, 'mobile_no')) throw new AppError('MOBILE_TAKEN', DUPLICATE_MOBILE_MESSAGE)
    throw e
  }
  const [client, mobile, created] = results
  refuseOverLimit(ctx.limits, client, mobile)
  if (!created[0]) throw new AppError('MOBILE_TAKEN', DUPLICATE_MOBILE_MESSAGE)
  const account = {
    id,
    role: 'user',
    address: input.address,
    city: input.city,
    pinCode: input.pin_code,
    passwordIsInitial: false,
  } as const
  const session = { id: sid, scope: 'full', absoluteExpiresAt } as const
  return { ...(await sessionAnswer(account, session, ctx)), message: SIGNUP_DONE_MESSAGE }
}
