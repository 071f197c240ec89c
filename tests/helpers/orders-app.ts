import { count } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { orders } from '../../worker/db/schema'
import { catalogueOf, post } from './enquiry'
import { API, createTestApp, type TestApp } from './test-app'

// One app per test file for the enquiry tests. Each test gets its own client address
// (`ctx.client`), so the limits one test meets do not leak into another.
export const ordersTestApp = () => {
  let app: TestApp | undefined
  let products: Product[] = []
  let client = 0
  beforeAll(async () => {
    app = await createTestApp({ overrides: { clientAddress: (c) => c.req.header('x-test-client') } })
    products = await catalogueOf(app)
  })
  afterAll(() => app?.close())
  beforeEach(() => {
    client++
  })
  const ctx = {
    get t() {
      if (!app) throw new Error('the test app starts in beforeAll')
      return app
    },
    get catalogue() {
      return products
    },
    get client() {
      return client
    },
    // POST order/save from this test's client address.
    save: (body: unknown, headers: Record<string, string> = {}) =>
      ctx.t.json<{ data: SavedEnquiry } & ErrorBody>(
        `${API}/order/save`,
        post(body, { 'x-test-client': `c${client}`, ...headers }),
      ),
    orderCount: async () => (await ctx.t.db.select({ n: count() }).from(orders))[0]!.n,
  }
  return ctx
}
