import { count, eq } from 'drizzle-orm'
import { beforeAll, beforeEach } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { orders, products } from '../../worker/db/schema'
import { bumpCatalogueVersion } from '../../worker/db/versions'
import { apiApp } from './api-app'
import { catalogueOf, post } from './enquiry'
import { API } from './test-app'

// One app per test file for the enquiry tests. Each test gets its own client address
// (`ctx.client`), so the limits one test meets do not leak into another.
export const ordersTestApp = (options: Parameters<typeof apiApp>[0] = {}) => {
  const t = apiApp(options)
  let shown: Product[] = []
  let client = 0
  beforeAll(async () => {
    shown = await catalogueOf(t)
  })
  beforeEach(() => {
    client++
  })
  const ctx = {
    t,
    get catalogue() {
      return shown
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
    // The seller changes a product's price for the length of `check`, then puts it back; each
    // write bumps the catalogue version, as the seller's console does.
    withPrice: async (product: Product, price: PriceChange, check: () => Promise<void>) => {
      const id = Number(product._id)
      const [before] = await ctx.t.db
        .select({ mrpPaise: products.mrpPaise, discountPercentage: products.discountPercentage })
        .from(products)
        .where(eq(products.id, id))
      const set = (to: PriceChange) =>
        ctx.t.db.batch([
          ctx.t.db.update(products).set(to).where(eq(products.id, id)),
          bumpCatalogueVersion(ctx.t.db),
        ])
      await set(price)
      try {
        await check()
      } finally {
        await set(before!)
      }
    },
  }
  return ctx
}

type PriceChange = Partial<Pick<typeof products.$inferSelect, 'mrpPaise' | 'discountPercentage'>>

// The product as a browser that read the new price shows it.
export const at = (product: Product, rupees: number): Product => ({
  ...product,
  after_discount_price: rupees,
})
