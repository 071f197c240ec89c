import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accounts, sessions } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { type Scope, sessionRule, signToken, type TokenConfig, verifyToken } from '../../lib/tokens'

export type Account = typeof accounts.$inferSelect
export type Session = typeof sessions.$inferSelect

export const PASSWORD_CHANGE_MESSAGE =
  'Please choose a new password first. Your first or one-time password can only be used to set a new one.'

// The row and the first token of a new sign-in; the caller writes the row (alone or in a batch).
export const newSession = async (account: Account, scope: Scope, tokens: TokenConfig, now: number) => {
  const rule = sessionRule(account.role, scope)
  const session: Session = {
    id: randomId(),
    accountId: account.id,
    scope,
    createdAt: now,
    absoluteExpiresAt: now + rule.absoluteMs,
    revokedAt: null,
  }
  const expiresAt = Math.min(now + rule.ttlMs, session.absoluteExpiresAt)
  const token = await signToken(
    tokens,
    { sub: account.id, role: account.role, sid: session.id, scope },
    now,
    expiresAt,
  )
  return { session, token, expiresAt }
}

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

// A token is good while it verifies, its session is live, its account exists, and no password
// change came after it: checked in one query, since every round trip costs latency at the edge.
// Only `allowPasswordScope` callers (set-password, logout) accept a first-password sign-in.
export const authenticate = async (
  db: Db,
  token: string,
  ctx: { now: number; tokens: TokenConfig; allowPasswordScope?: boolean },
): Promise<Authenticated> => {
  const claims = await verifyToken(ctx.tokens, token, ctx.now)
  const row = (
    await db
      .select({ account: accounts, session: sessions })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.id, claims.sid), eq(sessions.accountId, claims.sub)))
  )[0]
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
  const rule = sessionRule(account.role, session.scope)
  const issuedAt = claims.iat * 1000
  const halfLife = (claims.exp * 1000 - issuedAt) / 2
  if (ctx.now - issuedAt < halfLife || claims.exp * 1000 >= session.absoluteExpiresAt)
    return { account, session }
  const expiresAt = Math.min(ctx.now + rule.ttlMs, session.absoluteExpiresAt)
  const fresh = await signToken(
    ctx.tokens,
    { sub: account.id, role: account.role, sid: session.id, scope: session.scope },
    ctx.now,
    expiresAt,
  )
  return { account, session, renewed: { token: fresh, expiresAt } }
}
