import { eq } from 'drizzle-orm'
import { alerts, pushSubscriptions } from '../../worker/db/schema-dispatch'
import { runAlertsJob } from '../../worker/features/alerts/alerts-job'
import type { PushConfig } from '../../worker/features/alerts/alerts-push'
import { auth, createAdmin } from './admin'
import { startedInHooks } from './api-app'
import { post } from './enquiry'
import { fakePhone, startPushEndpoint, testVapid } from './push-endpoint'
import { API, createTestApp } from './test-app'

// A shop with VAPID keys whose pushes go to a loopback push service, and its signed-in seller.
export const alertsShop = async (opts: { keys?: boolean } = {}) => {
  const endpoint = await startPushEndpoint()
  const vapid = await testVapid(endpoint.fetch)
  const t = await createTestApp(opts.keys === false ? {} : { overrides: { push: vapid } })
  const admin = await createAdmin(t)
  const subscribe = async (name: string) => {
    const phone = fakePhone(name)
    const res = await t.json(`${API}/admin/push/subscribe`, post(phone.subscription, auth(admin)))
    if (res.status !== 201) throw new Error(`subscribe answered ${res.status}`)
    return phone
  }
  const job = (push: PushConfig | undefined = opts.keys === false ? undefined : vapid) =>
    runAlertsJob({ db: t.db, clock: t.clock, push })
  const pushesTo = (name: string) => endpoint.received.filter((p) => p.path === `/send/${name}`)
  const alertRows = () => t.db.select().from(alerts).orderBy(alerts.id)
  const alertOf = async (key: string) =>
    (await t.db.select().from(alerts).where(eq(alerts.dedupeKey, key)))[0]
  const phones = () => t.db.select().from(pushSubscriptions)
  const close = async () => {
    t.close()
    await endpoint.close()
  }
  return { t, admin, endpoint, vapid, subscribe, job, pushesTo, alertRows, alertOf, phones, close }
}
export type AlertsShop = Awaited<ReturnType<typeof alertsShop>>

// One such shop for a test file or a describe block, started before its tests and closed after.
export const alertsShopHere = (opts: { keys?: boolean } = {}) =>
  startedInHooks(
    () => alertsShop(opts),
    (s) => s.close(),
  )

export const HOUR = 60 * 60_000
export const MINUTE = 60_000
