import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { Response as MfResponse, type Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { orders, settings } from '../../worker/db/schema'
import { alerts } from '../../worker/db/schema-dispatch'
import { seedDemo } from '../../worker/db/seed/seed'
import { signup } from '../../worker/features/accounts/accounts.service'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { bigEnoughCart, enquiryFor, post } from '../helpers/enquiry'
import { type HranaBridge, startHranaBridge } from '../helpers/hrana-bridge'
import { fakePhone, PUSH_ORIGIN, startPushEndpoint, testVapid, verifyVapid } from '../helpers/push-endpoint'
import { TEST_SECRETS } from '../helpers/test-app'
import { startWorker } from '../helpers/worker-bundle'

// The production bundle pushes with Web Crypto inside workerd: the request its waitUntil sends
// after an enquiry, and the one its Cron Trigger sends, reach a loopback push service and decrypt.

const API = 'http://shop.test/api/website-management'
const ADMIN = { mobile: '9000000099', name: 'Murugan', password: 'crackers-console-2026' }
let dir: string
let bridge: HranaBridge
let mf: Miniflare
let nodeDb: Awaited<ReturnType<typeof openNodeDb>>
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>
let vapid: Awaited<ReturnType<typeof testVapid>>

const json = async <T>(path: string, init?: RequestInit) => {
  const res = await mf.dispatchFetch(`${API}${path}`, init as never)
  return { status: res.status, body: (await res.json()) as { data: T } }
}
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-alerts-workerd-'))
  const dbFile = join(dir, 'shop.db')
  nodeDb = await openNodeDb(`file:${dbFile}`)
  await migrateDb(nodeDb.db)
  await seedDemo(nodeDb.db)
  // Whatever the hour the test runs at, no quiet hours hold the push back.
  await nodeDb.db
    .update(settings)
    .set({ value: '{"quiet_from":"","quiet_to":""}' })
    .where(eq(settings.key, 'alerts'))
  await signup(
    nodeDb.db,
    {
      customer_name: ADMIN.name,
      address: 'Main Road',
      city: 'Sivakasi',
      pin_code: '626123',
      mobile_no: ADMIN.mobile,
      email_id: undefined,
    },
    { now: Date.now(), pepper: TEST_SECRETS.passwordPepper, role: 'admin', password: ADMIN.password },
  )
  bridge = await startHranaBridge(dbFile)
  endpoint = await startPushEndpoint()
  vapid = await testVapid(endpoint.fetch)
  mf = await startWorker({
    libsqlUrl: bridge.url,
    bindings: {
      CATALOGUE_CHECK_MS: '0',
      VAPID_PRIVATE_KEY: JSON.stringify(vapid.privateJwk),
      VAPID_SUBJECT: vapid.subject,
    },
    // Push services are reached through the loopback one; the database bridge as usual.
    outbound: async (request) => {
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
      const init = { method: request.method, headers: Object.fromEntries(request.headers), body }
      const res = request.url.startsWith(PUSH_ORIGIN)
        ? await endpoint.fetch(request.url, init)
        : await fetch(request.url, init)
      return new MfResponse(await res.arrayBuffer(), {
        status: res.status,
        headers: Object.fromEntries(res.headers),
      })
    },
  })
})

afterAll(async () => {
  await mf?.dispose()
  await bridge?.close()
  await endpoint?.close()
  nodeDb?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the seller’s alerts from the production bundle in workerd', () => {
  it('an enquiry is pushed after its answer, and the Cron Trigger pushes the 24-hour reminder', async () => {
    const login = await json<{ token: string }>(
      '/users/login',
      post({ username: ADMIN.mobile, password: ADMIN.password }),
    )
    expect(login.status).toBe(200)
    const admin = { 'x-auth-token': login.body.data.token }
    const phone = fakePhone('workerd')
    expect((await json('/admin/push/subscribe', post(phone.subscription, admin))).status).toBe(201)

    const cat = await json<QuickOrderCategory[]>('/product/quickorder')
    const products = cat.body.data.flatMap((c) => c.product_list)
    const saved = await json<{ order_id: string; enquiry_number: string }>(
      '/order/save',
      post(
        enquiryFor(bigEnoughCart(products), {
          customer_name: 'Workerd Buyer',
          mobile_no: '9876501234',
          address: '3, Car Street',
          city: 'Sivakasi',
          pin_code: '626123',
        }),
      ),
    )
    expect(saved.status).toBe(201)
    const { order_id, enquiry_number } = saved.body.data

    await until(() => endpoint.received.length >= 1)
    const first = endpoint.received[0]!
    expect((await verifyVapid(first, vapid.publicKey)).claims).toMatchObject({
      aud: PUSH_ORIGIN,
      sub: vapid.subject,
    })
    expect(phone.decrypt(first)).toMatchObject({
      kind: 'new_enquiry',
      title: `New enquiry ${enquiry_number}`,
      url: `/admin/order?id=${order_id}`,
    })

    // A day passes unanswered.
    await nodeDb.db
      .update(orders)
      .set({ createdAt: Date.now() - 25 * 60 * 60_000 })
      .where(eq(orders.id, order_id))
    const worker = await mf.getWorker()
    await worker.scheduled({ cron: '*/15 * * * *' })
    await until(() => endpoint.received.length >= 2)
    expect(phone.decrypt(endpoint.received[1]!)).toMatchObject({
      kind: 'unanswered',
      url: `/admin/order?id=${order_id}`,
    })
    const rows = await nodeDb.db.select().from(alerts).where(eq(alerts.orderId, order_id))
    expect(rows.map((r) => [r.kind, r.sentAt !== null])).toEqual([
      ['new_enquiry', true],
      ['unanswered', true],
    ])
  })

  it('a VAPID key that is not a P-256 JWK stops the worker with a clear 503, not a crash', async () => {
    const broken = await startWorker({
      libsqlUrl: bridge.url,
      bindings: { VAPID_PRIVATE_KEY: '{"kty":"RSA"}', VAPID_SUBJECT: 'mailto:a@b.example' },
      quiet: true,
    })
    try {
      const res = await broken.dispatchFetch(`${API}/product/quickorder`)
      expect(res.status).toBe(503)
    } finally {
      await broken.dispose()
    }
  })
})
