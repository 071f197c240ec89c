import type { Miniflare } from 'miniflare'
import { beforeAll, describe, expect, it } from 'vitest'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { openNodeDb } from '../../worker/platform/node-db'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import { seededShopPerFile } from '../helpers/seeded-shop'

// The production bundle in workerd with the rate-limiting binding (wrangler.toml [[ratelimits]]
// WRITE_LIMITER), here at 2 writes a minute: the write over it never reaches the database.

const API = 'http://shop.test/api/website-management'
const shop = seededShopPerFile()
let mf: Miniflare

beforeAll(async () => {
  // No background freshness check during the test: every database request is one a write made.
  mf = await shop.start({ bindings: { CATALOGUE_CHECK_MS: '600000' }, writeLimit: 2 })
})

const orders = async () => {
  const { db, close } = await openNodeDb(`file:${shop.path('shop.db')}`)
  try {
    return Number((await db.$client.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n)
  } finally {
    close()
  }
}

describe('the flood limit on Workers (the rate-limiting binding)', () => {
  it('refuses the write over the limit with 429 and Retry-After, and the database never hears of it', async () => {
    const res = await mf.dispatchFetch(`${API}/product/quickorder`)
    const products = ((await res.json()) as { data: QuickOrderCategory[] }).data.flatMap(
      (c) => c.product_list,
    )
    let n = 0
    const enquire = (ip: string) =>
      mf.dispatchFetch(`${API}/order/save`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
        body: JSON.stringify(enquiryFor(bigEnoughCart(products), { mobile_no: `98765111${++n}0` })),
      })
    for (let i = 0; i < 2; i++) expect((await enquire('203.0.113.5')).status).toBe(201)
    const before = await orders()
    shop.bridge.resetLog()
    const refused = await enquire('203.0.113.5')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect(((await refused.json()) as ErrorBody).error.code).toBe('RATE_LIMITED')
    expect(shop.bridge.requests, 'database requests for the refused write').toBe(0)
    expect(await orders()).toBe(before)
    // Another address is counted on its own.
    expect((await enquire('203.0.113.6')).status).toBe(201)
  })
})
