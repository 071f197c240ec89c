import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env'
import { RENEWED_TOKEN_HEADER } from '../../contract/accounts'
import { AppError } from '../../lib/errors'
import { type TokenClaims, type TokenConfig, verifyToken } from '../../lib/tokens'
import {
  type Account,
  type Authenticated,
  authenticate,
  checkSession,
  type Session,
} from './sessions.service'

export const tokenConfig = (c: Context<AppEnv>): TokenConfig => ({
  secret: c.var.deps.secrets.jwtSecret,
  issuer: c.var.deps.config.jwtIssuer,
  audience: c.var.deps.config.jwtAudience,
})

// Checks a token and, past half its life, hands the browser a fresh one for the same session.
export const authenticateToken = async (
  c: Context<AppEnv>,
  token: string,
  options: { allowPasswordScope?: boolean } = {},
): Promise<Authenticated> => {
  const auth = await authenticate(c.var.deps.db, token, {
    now: c.var.deps.clock.now(),
    tokens: tokenConfig(c),
    ...options,
  })
  if (auth.renewed) c.header(RENEWED_TOKEN_HEADER, auth.renewed.token)
  return auth
}

const presentedToken = (c: Context<AppEnv>) => {
  const token = c.req.header('x-auth-token')
  if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
  return token
}

// The claims of the presented token, checked in memory only (signature, expiry): for a call that
// checks the session inside its own database round trip (see acceptSession, sessionGuards).
export const presentedClaims = (c: Context<AppEnv>): Promise<TokenClaims> =>
  verifyToken(tokenConfig(c), presentedToken(c), c.var.deps.clock.now())

export const optionalClaims = (c: Context<AppEnv>) =>
  c.req.header('x-auth-token') ? presentedClaims(c) : Promise.resolve(undefined)

// Finishes what presentedClaims began, with the session row the caller read in its own batch.
export const acceptSession = async (
  c: Context<AppEnv>,
  claims: TokenClaims,
  row: { account: Account; session: Session } | undefined,
) => {
  const auth = await checkSession(claims, row, { now: c.var.deps.clock.now(), tokens: tokenConfig(c) })
  if (auth.renewed) c.header(RENEWED_TOKEN_HEADER, auth.renewed.token)
  return auth
}

// The session as well as the account: for logout and set-password.
export const requireSession = (c: Context<AppEnv>, options: { allowPasswordScope?: boolean } = {}) =>
  authenticateToken(c, presentedToken(c), options)

// The token travels in x-auth-token. A one-time-password sign-in is refused here (403).
export const requireAccount = async (c: Context<AppEnv>) => (await requireSession(c)).account

export const optionalAccount = async (c: Context<AppEnv>) =>
  c.req.header('x-auth-token') ? requireAccount(c) : undefined

// Only the account itself may read or change its own data.
export const requireSelf = async (c: Context<AppEnv>, sub: string) => {
  const account = await requireAccount(c)
  if (account.id !== sub) throw new AppError('FORBIDDEN', 'You can only see and change your own account.')
  return account
}

// The seller's console: every route under /admin runs behind requireAdmin, which puts the signed-in
// admin account here.
export type AdminEnv = { Variables: AppEnv['Variables'] & { admin: Account } }

// A token of an admin account, checked against the database on every call, so a demoted or
// signed-out admin loses access at once.
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  // AdminEnv only adds `admin`, which requireAccount neither reads nor sets.
  const account = await requireAccount(c as unknown as Context<AppEnv>)
  if (account.role !== 'admin') {
    throw new AppError('FORBIDDEN', "This is the shop's console; your account cannot use it.")
  }
  c.set('admin', account)
  c.header('Cache-Control', 'private, no-store')
  await next()
})

// Who made a change, as the enquiry's history and the payments record it.
export const actorOf = (account: { customerName: string; mobileNo: string }) =>
  `${account.customerName} (${account.mobileNo})`

export { clientKey } from '../../lib/client-address'
