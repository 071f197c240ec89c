import { eq } from 'drizzle-orm'
import type { LoginResult } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { clear } from '../../db/rate-limit'
import { accounts, sessions } from '../../db/schema'
import { rawQuery } from '../../db/write'
import { AppError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { burnPasswordTime, verifyPassword } from '../../lib/password'
import {
  type Scope,
  SESSION_RULES,
  sessionRule,
  signDeviceToken,
  signToken,
  type TokenConfig,
} from '../../lib/tokens'
import { allWithin, type Counter, deviceOf, guessCounters, hitOf, pauseKeys, refuseIfOver } from './guesses'
import { type Account, newSessionRow, type Session } from './sessions.service'

type Hit = ReturnType<typeof rawQuery>

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password'
export const ONE_TIME_PASSWORD_EXPIRED_MESSAGE =
  'This first or one-time password has expired. Please ask the shop to reset your password.'

// What the browser keeps from a new session. A one-time-password sign-in gets no device token: it
// proves only that someone was told that password.
export const sessionAnswer = async (
  account: Pick<Account, 'id' | 'role' | 'address' | 'city' | 'pinCode' | 'passwordIsInitial'>,
  session: Pick<Session, 'id' | 'scope' | 'absoluteExpiresAt'>,
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
// (see guesses.ts), read the account, and write its session row, which only lands while every
// limit holds and a one-time password has not expired.
const signInTrip = async (db: Db, username: string, counters: Counter[], now: number) => {
  const [pairHit, pairDayHit, clientHit, hourHit, dayHit, deviceHit, deviceDayHit] = counters.map((c) =>
    rawQuery(db, hitOf(c, now)),
  ) as [Hit, Hit, Hit, Hit, Hit, Hit, Hit]
  const limits = allWithin(counters)
  const sid = randomId()
  const rules = SESSION_RULES
  const [pair, pairDay, client, hour, day, onDevice, deviceDay, , rows, written] = await db.batch([
    pairHit,
    pairDayHit,
    clientHit,
    hourHit,
    dayHit,
    deviceHit,
    deviceDayHit,
    rawQuery(db, {
      sql: `insert into sessions (id, account_id, scope, created_at, absolute_expires_at, revoked_at)
        select ?, a.id, case when a.password_is_initial then 'password' else 'full' end, ?,
          ? + case when a.password_is_initial then ? when a.role = 'admin' then ? else ? end, null
        from accounts a
        where a.mobile_no = ? and ${limits.sql}
          and not (a.password_is_initial and a.initial_password_expires_at is not null
            and a.initial_password_expires_at <= ?)`,
      args: [
        sid,
        now,
        now,
        rules.password.absoluteMs,
        rules.admin.absoluteMs,
        rules.user.absoluteMs,
        username,
        ...limits.args,
        now,
      ],
    }),
    db.select().from(accounts).where(eq(accounts.mobileNo, username)),
    db.select().from(sessions).where(eq(sessions.id, sid)),
  ])
  return {
    counts: [pair, pairDay, client, hour, day, onDevice, deviceDay],
    account: rows[0],
    session: written[0],
    sid,
  }
}

// The password is checked in memory after the trip. A row written for a wrong password is never
// usable: a session opens only with a token we sign naming its random id, and we sign none for it;
// it is deleted off the request's path. Over a limit no row was written.
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
  const device = await deviceOf(ctx.tokens, input.device_token, ctx.now)
  const counters = guessCounters(input.username, ctx.client, device)
  const { counts, account, session, sid } = await signInTrip(db, input.username, counters, ctx.now)
  refuseIfOver(counters, counts)
  const forget = () => {
    if (session)
      ctx.defer('login: drop unused session', () => db.delete(sessions).where(eq(sessions.id, sid)))
  }
  let ok = false
  if (account) ok = await verifyPassword(input.password, account.passwordHash, ctx.pepper)
  else await burnPasswordTime(input.password, ctx.pepper)
  if (!account || !ok) {
    forget()
    throw new AppError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE)
  }
  const expired = () => new AppError('ONE_TIME_PASSWORD_EXPIRED', ONE_TIME_PASSWORD_EXPIRED_MESSAGE)
  // Sign-ups made before the password was chosen in the sign-up itself had the mobile number as
  // their first password. Anyone may know it, so it opens nothing any more and clears no counter,
  // wherever the row came from (a backup restored from before the change included).
  if (account.passwordIsInitial && input.password === account.mobileNo) {
    forget()
    throw expired()
  }
  // A right password forgets this place's (or this device's) failures on the number, after the answer.
  const clearPause = () =>
    ctx.defer('login: clear pair counter', () =>
      Promise.all(pauseKeys(counters, device?.sub === account.id).map((key) => clear(db, key))),
    )
  if (!session) {
    clearPause()
    throw expired()
  }
  const answer = await sessionAnswer(account, session, ctx)
  clearPause()
  return answer
}
