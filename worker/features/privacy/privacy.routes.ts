import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { claimEnquirySchema, deleteAccountSchema } from '../../contract/accounts'
import { deferOf } from '../../lib/defer'
import { valid } from '../../lib/validate'
import { clientKey, requireAccount } from '../accounts/auth'
import { drainObjectDeletions } from './object-deletions'
import { claimableEnquiries, claimEnquiry } from './privacy-claim'
import { deleteAccount } from './privacy-delete'
import { exportAccountData } from './privacy-export'

// The buyer's say over their data (India's DPDP Act): a copy, the enquiries sent with their number
// while signed out, and deletion. Every call needs a full session (requireAccount refuses a first
// or one-time password). The session proves the account, never the number: a signed-out enquiry
// is added only with its access code.
export const privacyRoutes = new Hono<AppEnv>()
  .get('/account/export', async (c) => {
    const account = await requireAccount(c)
    const data = await exportAccountData(c.var.deps.db, account, c.var.deps.clock.now())
    c.header('Cache-Control', 'private, no-store')
    c.header('Content-Disposition', 'attachment; filename="my-account-data.json"')
    return c.json({ data })
  })
  .get('/account/claim-enquiries', async (c) => {
    const account = await requireAccount(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ data: await claimableEnquiries(c.var.deps.db, account) })
  })
  // One enquiry at a time, by its access code: see privacy-claim.ts.
  .post('/account/claim-enquiries', valid('json', claimEnquirySchema), async (c) => {
    const account = await requireAccount(c)
    const { deps } = c.var
    const now = deps.clock.now()
    try {
      return c.json({ data: await claimEnquiry(deps.db, account, c.req.valid('json').access_code, now) })
    } finally {
      deps.purgeLimits(now)
    }
  })
  .post('/account/delete', valid('json', deleteAccountSchema), async (c) => {
    const account = await requireAccount(c)
    const { deps } = c.var
    const now = deps.clock.now()
    const keys = await deleteAccount(deps.db, account, c.req.valid('json').password, {
      pepper: deps.secrets.passwordPepper,
      now,
      client: clientKey(c),
    })
    // The account is gone once the batch commits; its photos follow, and any the store refuses
    // stay queued for the scheduled job.
    if (keys.length) deferOf(c)('delete photos', () => drainObjectDeletions(deps, now, keys))
    return c.json({ data: { deleted: 1 } })
  })
