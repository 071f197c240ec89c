import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import {
  changePasswordSchema,
  checkDuplicateSchema,
  checkSessionSchema,
  loginSchema,
  profileUpdateSchema,
  setPasswordSchema,
  signupSchema,
  subParam,
} from '../../contract/accounts'
import { caughtByTrap } from '../../contract/fields'
import { hit, type Limit } from '../../db/rate-limit'
import { deferOf } from '../../lib/defer'
import { AppError } from '../../lib/errors'
import { valid } from '../../lib/validate'
import {
  changePassword,
  decoySignup,
  getProfile,
  isMobileFree,
  rolesOf,
  setPassword,
  updateProfile,
} from './accounts.service'
import {
  authenticateToken,
  clientKey,
  requireAccount,
  requireSelf,
  requireSession,
  tokenConfig,
} from './auth'
import { login } from './login.service'
import { revokeAllSessions, revokeSession } from './sessions.service'
import { countTrappedSignup, signupBuyer } from './signup.service'

const HOUR = 60 * 60_000

// Enough for a family, not for a script.
export const ACCOUNT_LIMITS = {
  checkDuplicatePerClient: { limit: 20, windowMs: HOUR },
  signupPerClient: { limit: 10, windowMs: HOUR },
  signupPerMobile: { limit: 3, windowMs: HOUR },
} satisfies Record<string, Limit>

const limited = async (c: Context<AppEnv>, key: string, l: Limit) => {
  const count = await hit(c.var.deps.db, key, l, c.var.deps.clock.now(), c.var.deps.purgeLimits)
  if (count > l.limit) throw new AppError('RATE_LIMITED', 'Too many requests. Please try again in a while.')
}

export const accountsRoutes = new Hono<AppEnv>()
  .post('/account/checkDuplicate', valid('json', checkDuplicateSchema), async (c) => {
    await limited(c, `check-duplicate:${clientKey(c)}`, ACCOUNT_LIMITS.checkDuplicatePerClient)
    const free = await isMobileFree(c.var.deps.db, c.req.valid('json').mobile_no)
    return c.json({ data: { status: free ? 1 : 0 } })
  })
  .post('/account/save', valid('json', signupSchema), async (c) => {
    const { deps } = c.var
    const input = c.req.valid('json')
    const ctx = { now: deps.clock.now(), pepper: deps.secrets.passwordPepper, tokens: tokenConfig(c) }
    const limits = {
      perClient: { key: `signup:${clientKey(c)}`, limit: ACCOUNT_LIMITS.signupPerClient },
      perMobile: { key: `signup:mobile:${input.mobile_no}`, limit: ACCOUNT_LIMITS.signupPerMobile },
    }
    // A bot is told it succeeded (or refused by a limit, as a person would be); nothing is stored.
    if (caughtByTrap(input)) {
      await countTrappedSignup(deps.db, limits, ctx.now)
      deps.purgeLimits(ctx.now)
      return c.json({ data: await decoySignup(ctx) }, 201)
    }
    const saved = await signupBuyer(deps.db, input, { ...ctx, limits })
    deps.purgeLimits(ctx.now)
    return c.json({ data: saved }, 201)
  })
  .post('/users/login', valid('json', loginSchema), async (c) => {
    const { deps } = c.var
    const result = await login(deps.db, c.req.valid('json'), {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
      tokens: tokenConfig(c),
      client: clientKey(c),
      defer: deferOf(c),
    })
    return c.json({ data: result })
  })
  .post('/users/checkSession', valid('json', checkSessionSchema), async (c) => {
    const { account } = await authenticateToken(c, c.req.valid('json').access_token)
    return c.json({ data: { roles: rolesOf(account), sub: account.id } })
  })
  // Revokes the calling token's session at once; a one-time-password session may sign out too.
  .post('/users/logout', async (c) => {
    const { session } = await requireSession(c, { allowPasswordScope: true })
    await revokeSession(c.var.deps.db, session.id, c.var.deps.clock.now())
    return c.json({ data: { signed_out: 1 } })
  })
  // "Sign out everywhere": every session of the account, including this one.
  .post('/users/logout-all', async (c) => {
    const account = await requireAccount(c)
    await revokeAllSessions(c.var.deps.db, account.id, c.var.deps.clock.now())
    return c.json({ data: { signed_out: 1 } })
  })
  .get('/account/search/single/sub/:sub', valid('param', subParam), async (c) => {
    const { sub } = c.req.valid('param')
    await requireSelf(c, sub)
    return c.json({ data: await getProfile(c.var.deps.db, sub) })
  })
  .post('/account/update', valid('json', profileUpdateSchema), async (c) => {
    const { sub, ...changes } = c.req.valid('json')
    await requireSelf(c, sub)
    return c.json({ data: await updateProfile(c.var.deps.db, sub, changes, c.var.deps.clock.now()) })
  })
  .post('/account/change-password', valid('json', changePasswordSchema), async (c) => {
    const account = await requireAccount(c)
    const { deps } = c.var
    const result = await changePassword(deps.db, account, c.req.valid('json'), {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
      tokens: tokenConfig(c),
      client: clientKey(c),
    })
    return c.json({ data: result })
  })
  // The only call a one-time-password session may make (besides logout).
  .post('/account/set-password', valid('json', setPasswordSchema), async (c) => {
    const { account, session } = await requireSession(c, { allowPasswordScope: true })
    if (session.scope !== 'password') {
      throw new AppError(
        'FORBIDDEN',
        'To change your password, give your current one (account/change-password).',
      )
    }
    const { deps } = c.var
    const result = await setPassword(deps.db, account, c.req.valid('json'), {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
      tokens: tokenConfig(c),
    })
    return c.json({ data: result })
  })
