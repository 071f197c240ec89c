import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  LoginResult,
  Profile,
  profileUpdateSchema,
  SignupResult,
  signupSchema,
} from '../../contract/accounts'
import type { Db } from '../../db/client'
import { clear } from '../../db/rate-limit'
import { accounts } from '../../db/schema'
import { isUniqueViolation } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { hashPassword, verifyPassword } from '../../lib/password'
import { SESSION_RULES, type TokenConfig } from '../../lib/tokens'
import { checkCountedPassword, pairKey } from './guesses'
import { sessionAnswer, startSession } from './login.service'
import { type Account, revokeAllSessions } from './sessions.service'

export const DUPLICATE_MOBILE_MESSAGE =
  'This mobile number already exists, please use different mobile number to continue'
export const SIGNUP_DONE_MESSAGE = 'Signup process done. You are signed in.'
export const NOT_MOBILE_MESSAGE = 'Choose a password other than your mobile number'

export const toProfile = (a: Account): Profile => ({
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

// An account made outside the API (the seller's, by tests and tools), with its password.
export const signup = async (
  db: Db,
  input: Omit<z.output<typeof signupSchema>, 'password'>,
  ctx: { now: number; pepper: string; role?: 'user' | 'admin'; password: string },
) => {
  if (await findByMobile(db, input.mobile_no)) throw new AppError('MOBILE_TAKEN', DUPLICATE_MOBILE_MESSAGE)
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
      passwordHash: await hashPassword(ctx.password, ctx.pepper),
      passwordIsInitial: false,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
  } catch (e) {
    if (isUniqueViolation(e, 'mobile_no')) throw new AppError('MOBILE_TAKEN', DUPLICATE_MOBILE_MESSAGE)
    throw e
  }
  return id
}

// What a bot that filled the trap field is told: the same shape, a token whose session does not
// exist (so it opens nothing), and nothing stored.
export const decoySignup = async (ctx: { now: number; tokens: TokenConfig }): Promise<SignupResult> => {
  const account = {
    id: randomId(),
    role: 'user',
    address: '-',
    city: '-',
    pinCode: '-',
    passwordIsInitial: false,
  } as const
  const session = {
    id: randomId(),
    scope: 'full',
    absoluteExpiresAt: ctx.now + SESSION_RULES.user.absoluteMs,
  } as const
  return { ...(await sessionAnswer(account, session, ctx)), message: SIGNUP_DONE_MESSAGE }
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

const invalidNew = (message: string) => fieldError('new_password', message)

// A new password revokes every session of the account and starts a fresh full one, in one batch.
const replacePassword = async (
  db: Db,
  account: Account,
  newPassword: string,
  ctx: { now: number; pepper: string; tokens: TokenConfig },
  alsoWrite: Parameters<typeof startSession>[4] = [],
): Promise<LoginResult> => {
  if (newPassword === account.mobileNo) throw invalidNew(NOT_MOBILE_MESSAGE)
  const changes = {
    passwordHash: await hashPassword(newPassword, ctx.pepper),
    passwordIsInitial: false,
    initialPasswordExpiresAt: null,
    tokensValidAfter: Math.floor(ctx.now / 1000),
    updatedAt: ctx.now,
  }
  return startSession(db, { ...account, ...changes }, 'full', ctx, [
    db.update(accounts).set(changes).where(eq(accounts.id, account.id)),
    revokeAllSessions(db, account.id, ctx.now),
    ...alsoWrite,
  ])
}

// The current password is a guess like any sign-in's (see guesses.ts), so a borrowed session
// cannot try password after password.
export const changePassword = async (
  db: Db,
  account: Account,
  input: { current_password: string; new_password: string },
  ctx: { now: number; pepper: string; tokens: TokenConfig; client: string },
) => {
  if (!(await checkCountedPassword(db, account, input.current_password, ctx))) {
    throw fieldError('current_password', 'Your current password is not correct')
  }
  // A right password forgets this place's failures, as a sign-in does.
  return replacePassword(db, account, input.new_password, ctx, [
    clear(db, pairKey(account.mobileNo, ctx.client)),
  ])
}

// The one call a one-time-password session may make.
export const setPassword = async (
  db: Db,
  account: Account,
  input: { new_password: string },
  ctx: { now: number; pepper: string; tokens: TokenConfig },
) => {
  if (await verifyPassword(input.new_password, account.passwordHash, ctx.pepper)) {
    throw invalidNew('Choose a password other than the one you signed in with')
  }
  return replacePassword(db, account, input.new_password, ctx)
}
