import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { adminAccountListQuery, subParam } from '../../contract/accounts'
import { valid } from '../../lib/validate'
import { listAccounts, resetPassword } from './accounts-admin.service'

// Mounted behind the console's requireAdmin, at /admin/accounts, so only a full-scope admin session
// reaches these.
export const accountsAdminRoutes = new Hono<AppEnv>()
  .get('/', valid('query', adminAccountListQuery), async (c) => {
    return c.json({ data: await listAccounts(c.var.deps.db, c.req.valid('query').mobile_no) })
  })
  .post('/:sub/reset-password', valid('param', subParam), async (c) => {
    const { deps } = c.var
    const reset = await resetPassword(deps.db, c.req.valid('param').sub, {
      now: deps.clock.now(),
      pepper: deps.secrets.passwordPepper,
    })
    return c.json({ data: reset })
  })
