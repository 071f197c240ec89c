import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { LoginResult, Profile, profileUpdateSchema, signupSchema } from '../../contract/accounts'
import type { Db } from '../../db/client'
import { accounts } from '../../db/schema'
import { isUniqueViolation } from '../../db/write'
import { AppError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { burnPasswordTime, hashPassword, verifyPassword } from '../../lib/password'
import { clear, hit, type Limit, peek } from '../../lib/rate-limit'
import { signToken, type TokenClaims, type TokenConfig, verifyToken } from '../../lib/tokens'

type Account = typeof accounts.$inferSelect

export const DUPLICATE_MOBILE_MESSAGE =
  'This mobile number already exists, please use different mobile number to continue'
export const SIGNUP_DONE_MESSAGE = 'Signup process done. Use your mobile number as Username & Password'
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password'

// Failed sign-ins: 5 per mobile number and 20 per client address in 15 minutes, then a pause.
export const LOGIN_LIMITS = {
  perMobile: { limit: 5, windowMs: 15 * 60_000 },
  perClient: { limit: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>

const toProfile = (a: Account): Profile => ({
  sub: a.id,
  customer_name: a.customerName,
  mobile_no: a.mobileNo,
  email_id: a.emailId,
  address: a.address,
  city: a.city,
  pin_code: a.pinCode,
  district: a.district,
  state: a.state,
})

const findByMobile = async (db: Db, mobileNo: string) =>
  (await db.select().from(accounts).where(eq(accounts.mobileNo, mobileNo)))[0]

export const findAccount = async (db: Db, sub: string) =>
  (await db.select().from(accounts).where(eq(accounts.id, sub)))[0]

export const isMobileFree = async (db: Db, mobileNo: string) => !(await findByMobile(db, mobileNo))

export const signup = async (
  db: Db,
  input: z.output<typeof signupSchema>,
  ctx: { now: number; pepper: string; role?: 'user' | 'admin'; password?: string },
) => {
  if (await findByMobile(db, input.mobile_no))
    throw new AppError('MOBILE_TAKEN', DUPLICATE_MOBILE_MESSAGE, { status: 409 })
  const id = randomId()
  try {
    await db.insert(accounts).values({
      id,
      mobileNo: input.mobile_no,
      customerName: input.customer_name,
      emailId: input.email_id ?? null,
      address: input.address,
      city: input.city,
      district: input.district ?? null,
      state: input.state ?? null,
      pinCode: input.pin_code,
      role: ctx.role ?? 'user',
      // Spec §8: "Use your mobile number as Username & Password".
      passwordHash: await hashPassword(ctx.password ?? input.mobile_no, ctx.pepper),
      passwordIsInitial: ctx.password === undefined,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
  } catch (e) {
    if (isUniqueViolation(e, 'mobile_no'))
      throw new AppError('MOBILE_TAKEN', DUPLICATE_MOBILE_MESSAGE, { status: 409 })
    throw e
  }
  return { sub: id, message: SIGNUP_DONE_MESSAGE }
}

const tooMany = () =>
  new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', {
    status: 429,
  })

export const login = async (
  db: Db,
  input: { username: string; password: string },
  ctx: { now: number; pepper: string; tokens: TokenConfig; client: string },
): Promise<LoginResult> => {
  const mobileKey = `login:mobile:${input.username}`
  const clientKey = `login:client:${ctx.client}`
  const [byMobile, byClient] = await Promise.all([
    peek(db, mobileKey, LOGIN_LIMITS.perMobile, ctx.now),
    peek(db, clientKey, LOGIN_LIMITS.perClient, ctx.now),
  ])
  if (byMobile >= LOGIN_LIMITS.perMobile.limit || byClient >= LOGIN_LIMITS.perClient.limit) throw tooMany()

  const account = await findByMobile(db, input.username)
  let ok = false
  if (account) ok = await verifyPassword(input.password, account.passwordHash, ctx.pepper)
  else await burnPasswordTime(input.password, ctx.pepper)
  if (!account || !ok) {
    await Promise.all([
      hit(db, mobileKey, LOGIN_LIMITS.perMobile, ctx.now),
      hit(db, clientKey, LOGIN_LIMITS.perClient, ctx.now),
    ])
    throw new AppError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE, { status: 401 })
  }
  await clear(db, mobileKey)
  return {
    token: await signToken(ctx.tokens, { sub: account.id, role: account.role }, ctx.now),
    sub: account.id,
    is_address_added: account.address && account.city && account.pinCode ? 1 : 0,
    is_initial_password: account.passwordIsInitial ? 1 : 0,
    roles: [account.role],
  }
}

// A token is good while it verifies, its account exists, and no password change came after it.
export const authenticate = async (db: Db, token: string, ctx: { now: number; tokens: TokenConfig }) => {
  const claims: TokenClaims = await verifyToken(ctx.tokens, token, ctx.now)
  const account = await findAccount(db, claims.sub)
  if (!account || claims.iat < account.tokensValidAfter) {
    throw new AppError('UNAUTHENTICATED', 'Please sign in again.')
  }
  return account
}

export const rolesOf = (account: Account) => [account.role]

export const getProfile = async (db: Db, sub: string) => {
  const account = await findAccount(db, sub)
  if (!account) throw new AppError('NOT_FOUND', 'Account not found')
  return toProfile(account)
}

export const updateProfile = async (
  db: Db,
  sub: string,
  input: Omit<z.output<typeof profileUpdateSchema>, 'sub'>,
  now: number,
): Promise<Profile> => {
  const changes: Partial<typeof accounts.$inferInsert> = { updatedAt: now }
  if (input.customer_name !== undefined) changes.customerName = input.customer_name
  if (input.address !== undefined) changes.address = input.address
  if (input.city !== undefined) changes.city = input.city
  if (input.pin_code !== undefined) changes.pinCode = input.pin_code
  if (input.district !== undefined) changes.district = input.district
  if (input.state !== undefined) changes.state = input.state
  if (input.email_id !== undefined) changes.emailId = input.email_id
  const rows = await db.update(accounts).set(changes).where(eq(accounts.id, sub)).returning()
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Account not found')
  return toProfile(rows[0])
}

export const changePassword = async (
  db: Db,
  account: Account,
  input: { current_password: string; new_password: string },
  ctx: { now: number; pepper: string; tokens: TokenConfig },
) => {
  if (!(await verifyPassword(input.current_password, account.passwordHash, ctx.pepper))) {
    throw new AppError('VALIDATION_FAILED', 'Your current password is not correct', {
      issues: [{ path: 'current_password', message: 'Your current password is not correct' }],
    })
  }
  if (input.new_password === account.mobileNo) {
    throw new AppError('VALIDATION_FAILED', 'Choose a password other than your mobile number', {
      issues: [{ path: 'new_password', message: 'Choose a password other than your mobile number' }],
    })
  }
  const nowSeconds = Math.floor(ctx.now / 1000)
  await db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(input.new_password, ctx.pepper),
      passwordIsInitial: false,
      tokensValidAfter: nowSeconds,
      updatedAt: ctx.now,
    })
    .where(eq(accounts.id, account.id))
  // Other devices are signed out; this one gets a fresh token.
  return {
    token: await signToken(ctx.tokens, { sub: account.id, role: account.role }, ctx.now),
    sub: account.id,
  }
}
