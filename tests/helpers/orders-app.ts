import { count } from 'drizzle-orm'
import { beforeAll, beforeEach } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { orders } from '../../worker/db/schema'
import { apiApp } from './api-app'
import { catalogueOf, post } from './enquiry'
import { API } from './test-app'

// One app per test file for the enquiry tests. Each test gets its own client address
// (`ctx.client`), so the limits one test meets do not leak into another.
export const ordersTestApp = () => {
  const t = apiApp()
  let products: Product[] = []
  let client = 0
  beforeAll(async () => {
    products = await catalogueOf(t)
  })
  beforeEach(() => {
    client++
  })
  const ctx = {
    t,
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
