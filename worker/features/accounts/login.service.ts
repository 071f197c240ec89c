import { eq } from 'drizzle-orm'
import type { LoginResult } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { accounts, sessions } from '../../db/schema'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { burnPasswordTime, verifyPassword } from '../../lib/password'
import { clear, countOf, hitStatement, type Limit } from '../../lib/rate-limit'
import {
  deviceTokenSubject,
  type Scope,
  SESSION_RULES,
  sessionRule,
  signDeviceToken,
  signToken,
  type TokenConfig,
} from '../../lib/tokens'
import { type Account, newSessionRow, type Session } from './sessions.service'

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password'
export const ONE_TIME_PASSWORD_EXPIRED_MESSAGE =
  'This first or one-time password has expired. Please ask the shop to reset your password.'

// Every attempt is counted before its password is checked, in one atomic upsert per key, so
// parallel guesses share one budget. The pair (number, client) stops guessing from one place
// without touching the owner elsewhere; the per-client key stops one place trying many numbers;
// the slower per-number key caps guessing spread over many places, and is skipped for a browser
// holding the account's device token and for the seller's account, so strangers cannot lock
// the owner out with it.
export const LOGIN_LIMITS = {
  perPair: { limit: 5, windowMs: 15 * 60_000 },
  perClient: { limit: 30, windowMs: 15 * 60_000 },
  perMobile: { limit: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

const tooMany = () =>
  new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait 15 minutes and try again.')

// What the browser keeps from a new session. A first-password sign-in gets no device token:
// anyone may know that password.
const sessionAnswer = async (
  account: Account,
  session: Session,
  ctx: { now: number; tokens: TokenConfig },
): Promise<LoginResult> => {
  const expiresAt = Math.min(
    ctx.now + sessionRule(account.role, session.scope).ttlMs,
    session.absoluteExpiresAt,
  )
  const token = await signToken(
    ctx.tokens,
    { sub: account.id, role: account.role, sid: session.id, scope: session.scope },
    ctx.now,
    expiresAt,
  )
  return {
    token,
    sub: account.id,
    is_address_added: account.address && account.city && account.pinCode ? 1 : 0,
    is_initial_password: account.passwordIsInitial ? 1 : 0,
    must_change_password: session.scope === 'password' ? 1 : 0,
    roles: [account.role],
    expires_at: expiresAt,
    device_token: session.scope === 'full' ? await signDeviceToken(ctx.tokens, account.id, ctx.now) : '',
  }
}

// Writes a new session (alone, or in one batch with `alsoWrite`) and answers what the browser keeps.
export const startSession = async (
  db: Db,
  account: Account,
  scope: Scope,
  ctx: { now: number; tokens: TokenConfig },
  alsoWrite: Parameters<Db['batch']>[0][number][] = [],
): Promise<LoginResult> => {
  const session = newSessionRow(account, scope, ctx.now)
  const insert = db.insert(sessions).values(session)
  if (alsoWrite.length) await db.batch([...alsoWrite, insert] as unknown as Parameters<Db['batch']>[0])
  else await insert
  return sessionAnswer(account, session, ctx)
}

// The whole sign-in in one database round trip (one batch, one transaction): count the attempt
// against every limit, read the account, and write its session row, which only lands while every
// limit holds and a one-time password has not expired. The password is checked in memory after
// that trip. A row written for a wrong password is never usable: a session opens only with a token
// we sign naming its random id, and we sign none for it; it is deleted off the request's path.
export const login = async (
  db: Db,
  input: { username: string; password: string; device_token?: string | undefined },
  ctx: {
    now: number
    pepper: string
    tokens: TokenConfig
    client: string
    // Runs work after the answer (Workers' waitUntil); see lib/defer.ts.
    defer: (what: string, work: () => Promise<unknown>) => void
  },
): Promise<LoginResult> => {
  const { now } = ctx
  const pairKey = `login:pair:${input.username}:${ctx.client}`
  const clientKey = `login:client:${ctx.client}`
  const mobileKey = `login:mobile:${input.username}`
  const deviceSub = (await deviceTokenSubject(ctx.tokens, input.device_token, now)) ?? ''
  // The per-number limit spares the seller's account and a browser holding the account's device token.
  const trusted = `(a.role = 'admin' or a.id = ?)`
  const sid = randomId()
  const rules = SESSION_RULES
  const [pair, client, mobile, , rows, written] = await db.batch([
    rawQuery(db, hitStatement(pairKey, LOGIN_LIMITS.perPair, now)),
    rawQuery(db, hitStatement(clientKey, LOGIN_LIMITS.perClient, now)),
    rawQuery(
      db,
      hitStatement(mobileKey, LOGIN_LIMITS.perMobile, now, {
        sql: `not exists (select 1 from accounts a where a.mobile_no = ? and ${trusted})`,
        args: [input.username, deviceSub],
      }),
    ),
    rawQuery(db, {
      sql: `insert into sessions (id, account_id, scope, created_at, absolute_expires_at, revoked_at)
        select ?, a.id, case when a.password_is_initial then 'password' else 'full' end, ?,
          ? + case when a.password_is_initial then ? when a.role = 'admin' then ? else ? end, null
        from accounts a
        where a.mobile_no = ?
          and (select count from rate_limits where key = ?) <= ?
          and (select count from rate_limits where key = ?) <= ?
          and (${trusted} or coalesce((select count from rate_limits where key = ?), 0) <= ?)
          and not (a.password_is_initial and a.initial_password_expires_at is not null
            and a.initial_password_expires_at <= ?)`,
      args: [
        sid,
        now,
        now,
        rules.password.absoluteMs,
        rules.admin.absoluteMs,
        rules.user.absoluteMs,
        input.username,
        pairKey,
        LOGIN_LIMITS.perPair.limit,
        clientKey,
        LOGIN_LIMITS.perClient.limit,
        deviceSub,
        mobileKey,
        LOGIN_LIMITS.perMobile.limit,
        now,
      ],
    }),
    db.select().from(accounts).where(eq(accounts.mobileNo, input.username)),
    db.select().from(sessions).where(eq(sessions.id, sid)),
  ])
  const account = rows[0]
  const session = written[0]
  const over =
    countOf(pair) > LOGIN_LIMITS.perPair.limit ||
    countOf(client) > LOGIN_LIMITS.perClient.limit ||
    countOf(mobile) > LOGIN_LIMITS.perMobile.limit
  const forget = () => {
    if (session)
      ctx.defer('login: drop unused session', () => db.delete(sessions).where(eq(sessions.id, sid)))
  }
  if (over) {
    forget()
    throw tooMany()
  }

  let ok = false
  if (account) ok = await verifyPassword(input.password, account.passwordHash, ctx.pepper)
  else await burnPasswordTime(input.password, ctx.pepper)
  if (!account || !ok) {
    forget()
    throw new AppError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE)
  }
  if (!session) {
    ctx.defer('login: clear pair counter', () => clear(db, pairKey))
    throw new AppError('ONE_TIME_PASSWORD_EXPIRED', ONE_TIME_PASSWORD_EXPIRED_MESSAGE)
  }
  const answer = await sessionAnswer(account, session, ctx)
  // A success forgets this client's failures on the number, after the answer is ready.
  ctx.defer('login: clear pair counter', () => clear(db, pairKey))
  return answer
}
