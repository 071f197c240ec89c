import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env'
import { API_BASE } from '../../contract/api-base'
import { deferOf } from '../../lib/defer'
import { deliverDueAlerts } from './alerts-deliver'

// The calls whose batch may have written an alert: once answered, send what is due.
const ALERTING = [
  new RegExp(`^${API_BASE}/order/save$`),
  new RegExp(`^${API_BASE}/quote/public/[^/]+/(change|payment)$`),
]

export const deliverAlertsNow = (c: Context<AppEnv>) => {
  const { deps } = c.var
  if (!deps.push) return
  deferOf(c)('alerts delivery', async () =>
    deliverDueAlerts({
      db: deps.db,
      push: deps.push,
      now: deps.clock.now(),
      quiet: (await deps.settings.get()).alerts,
    }),
  )
}

export const alertsAfterEvents = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.req.method === 'POST' && c.res.status < 300 && ALERTING.some((p) => p.test(c.req.path))) {
    deliverAlertsNow(c)
  }
})
