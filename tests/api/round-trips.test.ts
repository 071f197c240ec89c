import { count, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../worker/contract/accounts'
import type { Product } from '../../worker/contract/catalogue'
import { afterDiscount, fromRupees, toRupees } from '../../worker/contract/money'
import type { RepricedLine, SavedEnquiry } from '../../worker/contract/orders'
import { enquiryPayloadSchema } from '../../worker/contract/orders'
import { accounts, orderLines, orders, products, rateLimits, sessions } from '../../worker/db/schema'
import { bumpCatalogueVersion } from '../../worker/db/versions'
import { loadCatalogue } from '../../worker/features/catalogue/catalogue.service'
import { saveEnquiry } from '../../worker/features/orders/orders-save'
import { readSettings } from '../../worker/features/settings/settings.service'
import { auth, NEW_PASSWORD, signupAndLogin, signupBody } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { countDbRequests } from '../helpers/db-requests'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

// Each database request is a network round trip from the edge to the primary (about 30 ms from an
// Indian PoP): the buyer's calls make one each, counted at the libSQL client.

const t = apiApp({
  overrides: {
    // A warm isolate: the catalogue and settings in memory are not re-checked during a call.
    config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 3_600_000 },
  },
})
let db: ReturnType<typeof countDbRequests>
let catalogue: Product[] = []

beforeAll(async () => {
  db = countDbRequests(t.db)
  catalogue = await catalogueOf(t)
  await t.json(`${API}/settings/public`)
  // The once-a-minute purge of ended rate-limit counters runs beside a request, never in its path;
  // set it off here so it is not counted against the calls below (the clock does not move).
  await t.request(`${API}/order/search`, post({ show_all: false, mobile_no: '9000000000' }))
  await t.purgeIdle()
})

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n
const linesOf = (orderId: string) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))

// The database requests a call makes before its answer is ready. What it hands to waitUntil (a
// clean-up) runs after the answer, as on Workers, and is awaited here outside the count.
const measure = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const { result, requests, calls } = await db.during(() => t.respond(`${API}/${path}`, post(body, headers)))
  await Promise.allSettled(result.background)
  return { result: result.res, requests, calls }
}

const saveOrder = async (body: unknown, headers: Record<string, string> = {}) => {
  const { result: res, requests, calls } = await measure('order/save', body, headers)
  const parsed = (await res.json()) as { data: SavedEnquiry; error: { code: string; details?: unknown } }
  return { result: { status: res.status, res, body: parsed }, requests, calls }
}

describe('one database round trip per call', () => {
  it('a guest enquiry is priced from memory and stored in one request', async () => {
    const { result, requests, calls } = await saveOrder(enquiryFor(bigEnoughCart(catalogue)), {
      'Idempotency-Key': crypto.randomUUID(),
    })
    expect(result.status).toBe(201)
    expect({ requests, calls }).toEqual({ requests: 1, calls: ['batch'] })
  })

  it("a signed-in buyer's enquiry checks the session inside the same request", async () => {
    const login = await signupAndLogin(t, '9800011122')
    const { result, requests } = await saveOrder(
      enquiryFor(bigEnoughCart(catalogue), { sub: login.sub, mobile_no: '9800011122' }),
      { ...auth(login.token), 'Idempotency-Key': crypto.randomUUID() },
    )
    expect(result.status).toBe(201)
    expect(requests).toBe(1)
    const stored = await t.db.select().from(orders).where(eq(orders.id, result.body.data.order_id))
    expect(stored[0]?.accountId).toBe(login.sub)

    // A revoked session stores nothing, in the same single request.
    await t.request(`${API}/users/logout`, post({}, auth(login.token)))
    const before = await orderCount()
    const refused = await saveOrder(
      enquiryFor(bigEnoughCart(catalogue), { sub: login.sub }),
      auth(login.token),
    )
    expect(refused.result.status).toBe(401)
    expect(refused.requests).toBe(1)
    expect(await orderCount()).toBe(before)
  })

  it('signup counts the attempt and writes the account and its session in one request', async () => {
    const { result, requests } = await measure('account/save', signupBody('9822233344'))
    expect(result.status).toBe(201)
    expect(requests).toBe(1)
    // A second sign-up for the number is refused, in one request too, and stores nothing new.
    const again = await measure('account/save', signupBody('9822233344'))
    expect(again.result.status).toBe(409)
    expect(again.requests).toBe(1)
    expect((await t.db.select().from(accounts).where(eq(accounts.mobileNo, '9822233344'))).length).toBe(1)
  })

  it('login counts the attempt, reads the account and writes the session in one request, and answers the roles', async () => {
    await signupAndLogin(t, '9833344455')
    await t.purgeIdle()
    const { result, requests } = await measure('users/login', {
      username: '9833344455',
      password: NEW_PASSWORD,
    })
    expect(result.status).toBe(200)
    expect(((await result.json()) as { data: LoginResult }).data.roles).toEqual(['user'])
    expect(requests).toBe(1)
    // The clean-up after a success (the pair counter) ran after the answer, not before it.
    const pair = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'login:pair:9833344455:%'))
    expect(pair).toEqual([])
  })

  it('a wrong password leaves no usable session, in one request', async () => {
    const { result, requests } = await measure('users/login', {
      username: '9833344455',
      password: 'not-the-password',
    })
    expect(result.status).toBe(401)
    expect(requests).toBe(1)
    const live = await t.db.select().from(sessions)
    const account = (await t.db.select().from(accounts).where(eq(accounts.mobileNo, '9833344455')))[0]!
    // The sessions of the earlier sign-up and sign-in; none for the failed attempt.
    expect(live.filter((s) => s.accountId === account.id)).toHaveLength(2)
  })

  it('tracking by mobile number counts the look-up and reads in one request', async () => {
    const { result, requests } = await measure('order/search', { show_all: false, mobile_no: '9876543210' })
    expect(result.status).toBe(200)
    expect(requests).toBe(1)
  })

  it('opening an enquiry by mobile, enquiry number and access code counts the look-up and the misses and reads in one request', async () => {
    const placed = await saveOrder(enquiryFor(bigEnoughCart(catalogue), { mobile_no: '9822233344' }), {
      'Idempotency-Key': crypto.randomUUID(),
    })
    const { result, requests } = await measure('order/public/open', {
      mobile_no: '9822233344',
      enquiry_number: placed.result.body.data.enquiry_number,
      access_code: placed.result.body.data.access_code,
    })
    expect(result.status).toBe(200)
    expect(requests).toBe(1)
  })

  it("My Orders checks the session and reads the account's enquiries in one request", async () => {
    const login = await signupAndLogin(t, '9811122233')
    const { result, requests } = await measure(
      'order/search',
      { sub: login.sub, show_all: true },
      auth(login.token),
    )
    expect(result.status).toBe(200)
    expect(requests).toBe(1)
  })
})

describe('an enquiry priced from memory is never priced from an old catalogue', () => {
  // Another isolate (the seller's console) changes a price: this isolate's snapshot is now old and
  // is not told; the version guard inside the write is what notices.
  const changePrice = async (product: Product, discount: number) => {
    await t.db.batch([
      t.db
        .update(products)
        .set({ discountPercentage: discount })
        .where(eq(products.id, Number(product._id))),
      bumpCatalogueVersion(t.db),
    ])
  }

  it('a price raised elsewhere after the snapshot stops the write, and the buyer sees the new total', async () => {
    const cart = bigEnoughCart(catalogue)
    const target = cart[0]!.product
    await changePrice(target, target.discount_percentage - 5)
    try {
      const before = await orderCount()
      const { result, requests } = await saveOrder(enquiryFor(cart))
      expect(result.status).toBe(409)
      expect(result.body.error.code).toBe('PRICE_CHANGED')
      const repriced = (result.body.error.details as { product_list: RepricedLine[] }).product_list
      expect(repriced[0]!.price).toBeGreaterThan(target.after_discount_price)
      expect(await orderCount()).toBe(before)
      // The guarded write, then the reload; the second pricing refuses from memory.
      expect(requests).toBe(2)
    } finally {
      await changePrice(target, target.discount_percentage)
    }
  })

  it('a cart already showing a price changed elsewhere is checked against the database, then accepted at that price', async () => {
    const cart = bigEnoughCart(catalogue)
    const target = cart[0]!.product
    const discount = target.discount_percentage - 5
    await changePrice(target, discount)
    try {
      // The buyer's page came from an isolate that already has the new price; this one does not.
      const seen = {
        ...target,
        after_discount_price: toRupees(afterDiscount(fromRupees(target.price), discount)),
      }
      const { result, requests } = await saveOrder(
        enquiryFor([{ ...cart[0]!, product: seen }, ...cart.slice(1)]),
      )
      expect(result.status).toBe(201)
      // The version read that shows the snapshot is old, the reload, the write.
      expect(requests).toBe(3)
      const lines = await linesOf(result.body.data.order_id)
      expect(lines[0]!.unitPaise).toBe(fromRupees(seen.after_discount_price))
      expect(lines[0]!.unitPaise).toBeGreaterThan(fromRupees(target.after_discount_price))
    } finally {
      await changePrice(target, target.discount_percentage)
    }
  })

  it('a change to another product is caught, the cart priced again from the new snapshot, and stored', async () => {
    const cart = bigEnoughCart(catalogue)
    const other = catalogue.find((p) => !cart.some((l) => l.product._id === p._id) && p.is_sold_out === 0)!
    await changePrice(other, other.discount_percentage - 1)
    try {
      const { result, requests } = await saveOrder(enquiryFor(cart))
      expect(result.status).toBe(201)
      // Stopped write, reload, the write again.
      expect(requests).toBe(3)
      const lines = await linesOf(result.body.data.order_id)
      expect(lines.map((l) => l.unitPaise)).toEqual(
        cart.map((l) => fromRupees(l.product.after_discount_price)),
      )
    } finally {
      await changePrice(other, other.discount_percentage)
    }
  })
})

describe('settings read from memory are guarded like the catalogue', () => {
  it('a settings change made elsewhere stops the write, and the enquiry is judged by the new settings', async () => {
    const stale = await readSettings(t.db)
    // The seller removed every reference person in another isolate, which bumped the version.
    const fresh = { ...stale, referrers: [] }
    await t.db.$client.execute(
      "insert into counters (name, value) values ('settings_version', 1) on conflict (name) do update set value = value + 1",
    )
    const version = Number(
      (await t.db.$client.execute("select value from counters where name = 'settings_version'")).rows[0]?.[0],
    )
    let cached = { value: stale, version: version - 1 }
    let reads = 0
    const before = await orderCount()
    const attempt = saveEnquiry(t.db, enquiryPayloadSchema.parse(enquiryFor(bigEnoughCart(catalogue))), {
      now: t.clock.now(),
      settings: {
        get: async () => {
          reads++
          return cached
        },
        reload: () => {
          cached = { value: fresh, version }
        },
      },
      catalogue: { snapshot: () => loadCatalogue(t.db), invalidate: () => {} },
      limits: [],
    })
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(reads).toBe(2)
    expect(await orderCount()).toBe(before)
  })
})
