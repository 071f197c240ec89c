import { Hono } from 'hono'
import { type PushPublicKey, pushSubscribeSchema, pushUnsubscribeSchema } from '../../contract/admin-alerts'
import { AppError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { valid } from '../../lib/validate'
import type { AdminEnv } from '../accounts/auth'
import { readAttention } from './alerts-attention'

// The seller's phones and the console's home queue; mounted inside the admin routes, so only a
// signed-in admin reaches them.
export const alertsAdminRoutes = new Hono<AdminEnv>()
  .get('/push/public-key', (c) => {
    const data: PushPublicKey = { public_key: c.var.deps.push?.publicKey ?? null }
    return c.json({ data })
  })
  .post('/push/subscribe', valid('json', pushSubscribeSchema), async (c) => {
    const { deps, admin } = c.var
    if (!deps.push) {
      throw new AppError('CONFLICT', 'Alerts are not set up on this server (no VAPID keys).')
    }
    const { endpoint, keys } = c.req.valid('json')
    // The same phone subscribing again (or for another admin) keeps one row: the endpoint is its name.
    await deps.db.$client.execute({
      sql: `insert into push_subscriptions (id, account_id, endpoint, p256dh, auth, created_at, failures)
        values (?, ?, ?, ?, ?, ?, 0)
        on conflict(endpoint) do update set account_id = excluded.account_id, p256dh = excluded.p256dh,
          auth = excluded.auth, failures = 0`,
      args: [randomId(), admin.id, endpoint, keys.p256dh, keys.auth, deps.clock.now()],
    })
    return c.json({ data: { subscribed: true } }, 201)
  })
  .post('/push/unsubscribe', valid('json', pushUnsubscribeSchema), async (c) => {
    const { deps } = c.var
    await deps.db.$client.execute({
      sql: 'delete from push_subscriptions where endpoint = ?',
      args: [c.req.valid('json').endpoint],
    })
    return c.json({ data: { subscribed: false } })
  })
  .get('/attention', async (c) => {
    return c.json({ data: { items: await readAttention(c.var.deps.db) } })
  })
