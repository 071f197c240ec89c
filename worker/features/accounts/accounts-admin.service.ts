import { desc, eq, like } from 'drizzle-orm'
import type { AdminAccount, PasswordReset } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { hashPassword, oneTimePassword } from '../../lib/password'
import { revokeAllSessions } from './sessions.service'

export const ADMIN_ACCOUNT_LIST_MAX = 20
// Long enough for the seller to phone the buyer, short enough that a leaked one dies soon.
export const ONE_TIME_PASSWORD_TTL_MS = 24 * 60 * 60_000

const toAdminAccount = (a: typeof accounts.$inferSelect): AdminAccount => ({
  sub: a.id,
  customer_name: a.customerName,
  mobile_no: a.mobileNo,
  city: a.city,
  role: a.role,
  created_at: new Date(a.createdAt).toISOString(),
  must_change_password: a.passwordIsInitial ? 1 : 0,
})

// The prefix is digits only (checked by the contract), so it cannot carry LIKE wildcards.
export const listAccounts = async (db: Db, mobilePrefix: string | undefined) => {
  const rows = await db
    .select()
    .from(accounts)
    .where(mobilePrefix ? like(accounts.mobileNo, `${mobilePrefix}%`) : undefined)
    .orderBy(desc(accounts.createdAt))
    .limit(ADMIN_ACCOUNT_LIST_MAX)
  return rows.map(toAdminAccount)
}

// A buyer who forgot their password gets a one-time one from the seller, by phone; it opens only
// "choose your password", expires in a day, and signs the account out everywhere.
export const resetPassword = async (
  db: Db,
  sub: string,
  ctx: { now: number; pepper: string },
): Promise<PasswordReset> => {
  const account = (await db.select().from(accounts).where(eq(accounts.id, sub)))[0]
  if (!account) throw new AppError('NOT_FOUND', 'Account not found')
  if (account.role === 'admin') {
    throw new AppError(
      'FORBIDDEN',
      "The shop's console account cannot be reset here; use `npm run admin:create` on the server.",
    )
  }
  const password = oneTimePassword()
  const expiresAt = ctx.now + ONE_TIME_PASSWORD_TTL_MS
  await db.batch([
    db
      .update(accounts)
      .set({
        passwordHash: await hashPassword(password, ctx.pepper),
        passwordIsInitial: true,
        initialPasswordExpiresAt: expiresAt,
        tokensValidAfter: Math.floor(ctx.now / 1000),
        updatedAt: ctx.now,
      })
      .where(eq(accounts.id, sub)),
    revokeAllSessions(db, sub, ctx.now),
  ])
  return { one_time_password: password, expires_at: new Date(expiresAt).toISOString() }
}
