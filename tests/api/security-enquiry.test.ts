import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { MIN_FILL_MS } from '../../worker/contract/fields'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { orders, rateLimits } from '../../worker/db/schema'
import { ENQUIRY_LIMITS } from '../../worker/features/orders/orders.routes'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let catalogue: Product[]

beforeAll(async () => {
  t = await createTestApp({ enquiryLimits: 'real' })
  catalogue = await catalogueOf(t)
})
afterAll(() => t.close())
// Each test starts with fresh counters and a new hour.
beforeEach(async () => {
  await t.db.delete(rateLimits)
  t.clock.advance(ENQUIRY_LIMITS.perMobile.windowMs)
})

let mobileSeq = 0
const nextMobile = () => `98${String(10_000_000 + mobileSeq++).padStart(8, '0')}`
const payload = (overrides: Record<string, unknown> = {}) =>
  enquiryFor(bigEnoughCart(catalogue), { mobile_no: nextMobile(), ...overrides })
const save = (body: unknown, headers: Record<string, string> = {}) =>
  t.json<{ data: SavedEnquiry } & ErrorBody>(`${API}/order/save`, post(body, headers))
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n
const counterCount = async () => (await t.db.select({ n: count() }).from(rateLimits))[0]!.n

describe('enquiry flooding', () => {
  it('60 enquiries from one address: the first 20 in an hour are kept, the rest refused kindly, and nothing more is written', async () => {
    const before = await orderCount()
    const results = await Promise.all(
      Array.from({ length: 60 }, () => save(payload(), { 'x-test-client': '203.0.113.50' })),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(ENQUIRY_LIMITS.perClient.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - ENQUIRY_LIMITS.perClient.limit)
    const refused = results.find((r) => r.status === 429)!
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    expect(refused.body.error.message).toMatch(/cart is kept.*wait a while.*call us/i)
    expect(await orderCount()).toBe(before + ENQUIRY_LIMITS.perClient.limit)

    // Another address is not affected, and the next hour the first address may send again.
    expect((await save(payload(), { 'x-test-client': '203.0.113.51' })).status).toBe(201)
    t.clock.advance(ENQUIRY_LIMITS.perClient.windowMs)
    expect((await save(payload(), { 'x-test-client': '203.0.113.50' })).status).toBe(201)
  })

  it("a stranger's mobile number sent from many addresses is accepted 10 times a day, then refused", async () => {
    const victim = nextMobile()
    const before = await orderCount()
    const results = []
    for (let i = 0; i < 15; i++) {
      results.push(await save(payload({ mobile_no: victim }), { 'x-test-client': `198.51.100.${i + 1}` }))
    }
    expect(results.map((r) => r.status)).toEqual([...Array(10).fill(201), ...Array(5).fill(429)])
    expect(await orderCount()).toBe(before + ENQUIRY_LIMITS.perMobile.limit)
  })

  it('a retry of an accepted enquiry with its Idempotency-Key is answered even after the limit is reached', async () => {
    const client = { 'x-test-client': '203.0.113.60' }
    const first = payload()
    const key = crypto.randomUUID()
    const accepted = await save(first, { ...client, 'Idempotency-Key': key })
    expect(accepted.status).toBe(201)
    for (let i = 1; i < ENQUIRY_LIMITS.perClient.limit; i++)
      expect((await save(payload(), client)).status).toBe(201)
    expect((await save(payload(), client)).status).toBe(429)

    // The browser lost the first answer and sends the same attempt again (with a later fill time).
    const retry = await save({ ...first, fill_ms: 9000 }, { ...client, 'Idempotency-Key': key })
    expect(retry.status).toBe(200)
    expect(retry.res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(retry.body.data.order_id).toBe(accepted.body.data.order_id)
  })

  it('a request whose client address is unknown is refused with 400, not counted in a shared bucket', async () => {
    const blind = await createTestApp({ seed: true, clientAddress: 'none', enquiryLimits: 'real' })
    try {
      const res = await blind.json<ErrorBody>(`${API}/order/save`, post(payload()))
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('CLIENT_ADDRESS_UNKNOWN')
      expect((await blind.db.select({ n: count() }).from(orders))[0]!.n).toBe(0)
      const track = await blind.json<ErrorBody>(
        `${API}/order/search`,
        post({ mobile_no: '9876543210', show_all: false }),
      )
      expect(track.status).toBe(400)
      expect(track.body.error.code).toBe('CLIENT_ADDRESS_UNKNOWN')
    } finally {
      blind.close()
    }
  })
})

describe('bot traps', () => {
  it('a bot that fills the hidden company_website field is told it succeeded, and nothing is stored or counted', async () => {
    const before = await orderCount()
    const res = await save(payload({ company_website: 'http://spam.example' }))
    expect(res.status).toBe(201)
    expect(res.body.data.order_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(res.body.data.enquiry_number).toMatch(/^ENQ-\d{5}$/)
    expect(res.body.data.access_code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'access_code',
        'amount_in_words',
        'amount_in_words_ta',
        'enquiry_number',
        'enquiry_time',
        'net_amount',
        'order_id',
        'order_no',
        'order_status',
        'payable_amount',
      ].sort(),
    )
    expect(await orderCount()).toBe(before)
    expect(await counterCount()).toBe(0)
    const lookup = await t.json(`${API}/order/public/get/${res.body.data.order_id}`)
    expect(lookup.status).toBe(404)
  })

  it(`a form sent faster than ${MIN_FILL_MS} ms after it opened is answered as saved and not kept`, async () => {
    const before = await orderCount()
    const res = await save(payload({ fill_ms: 400 }))
    expect(res.status).toBe(201)
    expect(await orderCount()).toBe(before)
    expect(await counterCount()).toBe(0)
    // A person who took their time, and a client that sends no timing, are kept.
    expect((await save(payload({ fill_ms: MIN_FILL_MS, company_website: '' }))).status).toBe(201)
    expect((await save(payload())).status).toBe(201)
    expect(await orderCount()).toBe(before + 2)
  })
})

describe('rate-limit rows expire', () => {
  it('counters are purged once their window has passed, at most once a minute, by a later hit', async () => {
    // Three enquiries leave two counters (client, mobile) each; the client's ends in an hour.
    const client = { 'x-test-client': '203.0.113.70' }
    for (let i = 0; i < 3; i++) expect((await save(payload(), client)).status).toBe(201)
    await t.purgeIdle()
    expect(await counterCount()).toBe(4)
    const expiries = await t.db.select({ e: rateLimits.expiresAt }).from(rateLimits)
    expect(expiries.every((r) => r.e > t.clock.now())).toBe(true)

    // A day later, one more enquiry starts a purge of the ended ones; only its own counters stay.
    t.clock.advance(ENQUIRY_LIMITS.perMobile.windowMs + 1)
    expect((await save(payload(), client)).status).toBe(201)
    await t.purgeIdle()
    expect(await counterCount()).toBe(2)

    // Within the next minute no purge runs, even for rows that have ended.
    await t.db.insert(rateLimits).values({ key: 'old', windowStart: 0, count: 1, expiresAt: 1 })
    t.clock.advance(30_000)
    expect((await save(payload(), client)).status).toBe(201)
    await t.purgeIdle()
    expect((await t.db.select().from(rateLimits).where(sql`${rateLimits.key} = 'old'`)).length).toBe(1)
    t.clock.advance(31_000)
    expect((await save(payload(), client)).status).toBe(201)
    await t.purgeIdle()
    expect((await t.db.select().from(rateLimits).where(sql`${rateLimits.key} = 'old'`)).length).toBe(0)
  })
})
