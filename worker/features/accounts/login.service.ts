import { eq } from 'drizzle-orm'
import type { LoginResult } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { accounts, sessions } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { burnPasswordTime, verifyPassword } from '../../lib/password'
import { clear, hit, type Limit } from '../../lib/rate-limit'
import { isDeviceTokenFor, type Scope, signDeviceToken, type TokenConfig } from '../../lib/tokens'
import { type Account, newSession } from './sessions.service'

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

const findByMobile = async (db: Db, mobileNo: string) =>
  (await db.select().from(accounts).where(eq(accounts.mobileNo, mobileNo)))[0]

// Writes a new session and answers what the browser keeps. A first-password sign-in gets no
// device token: anyone may know that password.
export const startSession = async (
  db: Db,
  account: Account,
  scope: Scope,
  ctx: { now: number; tokens: TokenConfig },
  alsoWrite: Parameters<Db['batch']>[0][number][] = [],
): Promise<LoginResult> => {
  const { session, token, expiresAt } = await newSession(account, scope, ctx.tokens, ctx.now)
  const insert = db.insert(sessions).values(session)
  if (alsoWrite.length) await db.batch([...alsoWrite, insert] as unknown as Parameters<Db['batch']>[0])
  else await insert
  return {
    token,
    sub: account.id,
    is_address_added: account.address && account.city && account.pinCode ? 1 : 0,
    is_initial_password: account.passwordIsInitial ? 1 : 0,
    must_change_password: scope === 'password' ? 1 : 0,
    roles: [account.role],
    expires_at: expiresAt,
    device_token: scope === 'full' ? await signDeviceToken(ctx.tokens, account.id, ctx.now) : '',
  }
}

export const login = async (
  db: Db,
  input: { username: string; password: string; device_token?: string | undefined },
  ctx: { now: number; pepper: string; tokens: TokenConfig; client: string },
): Promise<LoginResult> => {
  const account = await findByMobile(db, input.username)
  const pairKey = `login:pair:${input.username}:${ctx.client}`
  const counts = [
    hit(db, pairKey, LOGIN_LIMITS.perPair, ctx.now).then((n) => n > LOGIN_LIMITS.perPair.limit),
    hit(db, `login:client:${ctx.client}`, LOGIN_LIMITS.perClient, ctx.now).then(
      (n) => n > LOGIN_LIMITS.perClient.limit,
    ),
  ]
  const trusted =
    account?.role === 'admin' ||
    (account !== undefined && (await isDeviceTokenFor(ctx.tokens, input.device_token, account.id, ctx.now)))
  if (!trusted) {
    counts.push(
      hit(db, `login:mobile:${input.username}`, LOGIN_LIMITS.perMobile, ctx.now).then(
        (n) => n > LOGIN_LIMITS.perMobile.limit,
      ),
    )
  }
  if ((await Promise.all(counts)).some(Boolean)) throw tooMany()

  let ok = false
  if (account) ok = await verifyPassword(input.password, account.passwordHash, ctx.pepper)
  else await burnPasswordTime(input.password, ctx.pepper)
  if (!account || !ok) throw new AppError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE)
  await clear(db, pairKey)
  if (
    account.passwordIsInitial &&
    account.initialPasswordExpiresAt !== null &&
    account.initialPasswordExpiresAt <= ctx.now
  ) {
    throw new AppError('ONE_TIME_PASSWORD_EXPIRED', ONE_TIME_PASSWORD_EXPIRED_MESSAGE)
  }
  return startSession(db, account, account.passwordIsInitial ? 'password' : 'full', ctx)
}
