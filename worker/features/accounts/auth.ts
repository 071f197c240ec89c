import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { AppError } from '../../lib/errors'
import type { TokenConfig } from '../../lib/tokens'
import { authenticate } from './accounts.service'

export const tokenConfig = (c: Context<AppEnv>): TokenConfig => ({
  secret: c.var.deps.secrets.jwtSecret,
  issuer: c.var.deps.config.jwtIssuer,
  audience: c.var.deps.config.jwtAudience,
})

// Spec §7: the token travels in x-auth-token.
export const requireAccount = async (c: Context<AppEnv>) => {
  const token = c.req.header('x-auth-token')
  if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.')
  return authenticate(c.var.deps.db, token, { now: c.var.deps.clock.now(), tokens: tokenConfig(c) })
}

export const optionalAccount = async (c: Context<AppEnv>) =>
  c.req.header('x-auth-token') ? requireAccount(c) : undefined

// Only the account itself may read or change its own data.
export const requireSelf = async (c: Context<AppEnv>, sub: string) => {
  const account = await requireAccount(c)
  if (account.id !== sub) throw new AppError('FORBIDDEN', 'You can only see and change your own account.')
  return account
}

export { clientKey } from '../../lib/client-address'
