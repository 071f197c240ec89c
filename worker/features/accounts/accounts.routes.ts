import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import {
  changePasswordSchema,
  checkDuplicateSchema,
  checkSessionSchema,
  loginSchema,
  profileUpdateSchema,
  signupSchema,
  subParam,
} from '../../contract/accounts'
import { AppError } from '../../lib/errors'
import { hit } from '../../lib/rate-limit'
import { valid } from '../../lib/validate'
import {
  authenticate,
  changePassword,
  getProfile,
  isMobileFree,
  login,
  rolesOf,
  signup,
  updateProfile,
} from './accounts.service'
import { clientKey, requireAccount, requireSelf, tokenConfig } from './auth'

const HOUR = 60 * 60_000

// Sign-ups and duplicate checks per client address: enough for a family, not for a script.
const limited = async (c: Parameters<typeof clientKey>[0], name: string, limit: number) => {
  const count = await hit(
    c.var.deps.db,
    `${name}:${clientKey(c)}`,
    { limit, windowMs: HOUR },
    c.var.deps.clock.now(),
  )
  if (count > limit) throw new AppError('RATE_LIMITED', 'Too many requests. Please try again in a while.')
}

export const accountsRoutes = new Hono<AppEnv>()
  .post('/account/checkDuplicate', valid('json', checkDuplicateSchema), async (c) => {
    await limited(c, 'check-duplicate', 60)
    const free = await isMobileFree(c.var.deps.db, c.req.valid('json').mobile_no)
    return c.json({ data: { status: free ? 1 : 0 } })
  })
  .post('/account/save', valid('json', signupSchema), async (c) => {
    await limited(c, 'signup', 10)
    const { deps } = c.var
    const result = await signup(deps.db, c.req.valid('json'), {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
    })
    return c.json({ data: result }, 201)
  })
  .post('/users/login', valid('json', loginSchema), async (c) => {
    const { deps } = c.var
    const result = await login(deps.db, c.req.valid('json'), {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
      tokens: tokenConfig(c),
      client: clientKey(c),
    })
    return c.json({ data: result })
  })
  .post('/users/checkSession', valid('json', checkSessionSchema), async (c) => {
    const { deps } = c.var
    const account = await authenticate(deps.db, c.req.valid('json').access_token, {
      now: deps.clock.now(),
      tokens: tokenConfig(c),
    })
    return c.json({ data: { roles: rolesOf(account), sub: account.id } })
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
  // Not in the reference: the first password is the mobile number, so buyers need a way to change it.
  .post('/account/change-password', valid('json', changePasswordSchema), async (c) => {
    const account = await requireAccount(c)
    const { deps } = c.var
    const result = await changePassword(deps.db, account, c.req.valid('json'), {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
      tokens: tokenConfig(c),
    })
    return c.json({ data: result })
  })
