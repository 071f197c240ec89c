import type { InStatement, ResultSet } from '@libsql/client'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { failedGuard, guard } from '../../db/guard'
import { accounts, sessions } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import {
  type Scope,
  sessionRule,
  signToken,
  type TokenClaims,
  type TokenConfig,
  verifyToken,
} from '../../lib/tokens'

export type Account = typeof accounts.$inferSelect
export type Session = typeof sessions.$inferSelect

export const PASSWORD_CHANGE_MESSAGE =
  'Please choose a new password first. Your one-time password can only be used to set a new one.'

// The row of a new sign-in; the caller writes it (alone or in a batch) and signs its first token.
export const newSessionRow = (account: Account, scope: Scope, now: number): Session => ({
  id: randomId(),
  accountId: account.id,
  scope,
  createdAt: now,
  absoluteExpiresAt: now + sessionRule(account.role, scope).absoluteMs,
  revokedAt: null,
})

export const revokeSession = (db: Db, sid: string, now: number) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)))

export const revokeAllSessions = (db: Db, accountId: string, now: number) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))

export interface Authenticated {
  account: Account
  session: Session
  // A fresh token for the same session, when the presented one is past half its life.
  renewed?: { token: string; expiresAt: number }
}

// The session and account a token names: one query, alone or in a caller's batch.
export const sessionQuery = (db: Db, claims: Pick<TokenClaims, 'sid' | 'sub'>) =>
  db
    .select({ account: accounts, session: sessions })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.accountId, claims.sub)))

// A verified token is good while its session is live, its account exists, and no password change
// came after it. Only `allowPasswordScope` callers (set-password, logout) accept a one-time-password
// sign-in. Past half its life the token is renewed for the same session.
export const checkSession = async (
  claims: TokenClaims,
  row: { account: Account; session: Session } | undefined,
  ctx: { now: number; tokens: TokenConfig; allowPasswordScope?: boolean | undefined },
): Promise<Authenticated> => {
  if (
    !row ||
    row.session.revokedAt !== null ||
    row.session.absoluteExpiresAt <= ctx.now ||
    claims.iat < row.account.tokensValidAfter
  ) {
    throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
  }
  if (row.session.scope === 'password' && !ctx.allowPasswordScope) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_MESSAGE)
  }
  const { account, session } = row
  const renewed = await renewal(claims, account.role, session, ctx)
  return renewed ? { account, session, renewed } : { account, session }
}

// A fresh token for the same session when the presented one is past half its life.
export const renewal = async (
  claims: TokenClaims,
  role: Account['role'],
  session: Pick<Session, 'id' | 'scope' | 'absoluteExpiresAt'>,
  ctx: { now: number; tokens: TokenConfig },
): Promise<{ token: string; expiresAt: number } | undefined> => {
  const rule = sessionRule(role, session.scope)
  const issuedAt = claims.iat * 1000
  const halfLife = (claims.exp * 1000 - issuedAt) / 2
  if (ctx.now - issuedAt < halfLife || claims.exp * 1000 >= session.absoluteExpiresAt) return undefined
  const expiresAt = Math.min(ctx.now + rule.ttlMs, session.absoluteExpiresAt)
  const token = await signToken(
    ctx.tokens,
    { sub: claims.sub, role, sid: session.id, scope: session.scope },
    ctx.now,
    expiresAt,
  )
  return { token, expiresAt }
}

// The token checked against its session in one query: every round trip costs latency at the edge.
export const authenticate = async (
  db: Db,
  token: string,
  ctx: { now: number; tokens: TokenConfig; allowPasswordScope?: boolean },
): Promise<Authenticated> => {
  const claims = await verifyToken(ctx.tokens, token, ctx.now)
  return checkSession(claims, (await sessionQuery(db, claims))[0], ctx)
}

// For a write batch that must only land for a live, full session of the token's account: aborts
// the batch as checkSession would refuse (UNAUTHENTICATED, then PASSWORD_CHANGE_REQUIRED), then
// reads what a renewal needs (columns absolute_expires_at, scope, role).
export const sessionGuards = (claims: TokenClaims, now: number): InStatement[] => [
  guard(
    'UNAUTHENTICATED',
    `exists (select 1 from sessions s join accounts a on a.id = s.account_id
      where s.id = ? and s.account_id = ? and s.revoked_at is null and s.absolute_expires_at > ?
      and a.tokens_valid_after <= ?)`,
    [claims.sid, claims.sub, now, claims.iat],
  ),
  guard('PASSWORD_CHANGE_REQUIRED', `(select scope from sessions where id = ?) = 'full'`, [claims.sid]),
]

// What a batch stopped by sessionGuards answers, as checkSession would have.
export const sessionRefusal = (error: unknown) => {
  const failed = failedGuard(error)
  if (failed === 'UNAUTHENTICATED') return new AppError('UNAUTHENTICATED', 'Please sign in again.')
  if (failed === 'PASSWORD_CHANGE_REQUIRED') {
    return new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_MESSAGE)
  }
  return undefined
}

export const sessionRenewalRead = (claims: TokenClaims): InStatement => ({
  sql: `select s.absolute_expires_at, s.scope, a.role from sessions s join accounts a on a.id = s.account_id
    where s.id = ?`,
  args: [claims.sid],
})

// The renewal for a token whose session passed sessionGuards, from sessionRenewalRead's answer.
export const renewalAfterGuards = (
  claims: TokenClaims,
  rs: ResultSet | undefined,
  ctx: { now: number; tokens: TokenConfig },
) => {
  const row = rs?.rows[0]
  if (!row) return Promise.resolve(undefined)
  return renewal(
    claims,
    row.role === 'admin' ? 'admin' : 'user',
    {
      id: claims.sid,
      scope: row.scope === 'full' ? 'full' : 'password',
      absoluteExpiresAt: Number(row.absolute_expires_at),
    },
    ctx,
  )
}
