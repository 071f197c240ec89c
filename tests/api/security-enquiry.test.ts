import { count, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { orders, rateLimits } from '../../worker/db/schema'
import { ENQUIRY_LIMITS } from '../../worker/features/orders/orders.routes'
import { apiApp } from '../helpers/api-app'
import { countDbRequests } from '../helpers/db-requests'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API, createTestApp } from '../helpers/test-app'

const t = apiApp({ enquiryLimits: 'real' })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})
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
const errorOf = (r: { body: ErrorBody }) => ({ code: r.body.error.code, message: r.body.error.message })
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

    // The browser lost the first answer and sends the same attempt again (an older page also sends
    // a later fill time, which is not part of the cart).
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
  it('a bot that fills the hidden company_website field is told it succeeded, and nothing is stored', async () => {
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
    const lookup = await t.json(`${API}/order/public/get/${res.body.data.order_id}`)
    expect(lookup.status).toBe(404)
  })

  it('a form sent at once (autofilled, prefilled or kept over a reload) is stored like any other', async () => {
    const before = await orderCount()
    // fill_ms is what older pages and queued outbox entries still send: it decides nothing.
    const sent = [
      await save(payload({ fill_ms: 0, company_website: '' })),
      await save(payload({ fill_ms: 400 })),
    ]
    expect(sent.map((r) => r.status)).toEqual([201, 201])
    expect(await orderCount()).toBe(before + 2)
    for (const r of sent) {
      expect((await t.json(`${API}/order/public/get/${r.body.data.order_id}`)).status).toBe(200)
    }
  })

  it("a decoy's number is not read from the enquiries, so it does not tell the next real number", async () => {
    const spy = countDbRequests(t.db)
    const trapped = () => save(payload({ company_website: 'http://spam.example' }))
    const first = await spy.during(trapped)
    const real = await save(payload())
    const second = await spy.during(trapped)
    const realNo = real.body.data.order_no
    // Numbered from the enquiries, the two decoys would be the real one's number and the next.
    expect([first.result.body.data.order_no, second.result.body.data.order_no]).not.toEqual([
      realNo,
      realNo + 1,
    ])
    for (const decoy of [first, second]) {
      // It only counts the request (one write batch); no enquiry is read. (The catalogue's freshness
      // check and the counters' purge run for every call.)
      expect(decoy.calls.filter((c) => c === 'batch')).toHaveLength(1)
      expect(decoy.statements.join('\n')).toMatch(/rate_limits/)
      expect(decoy.statements.join('\n')).not.toMatch(/\borders\b/)
    }
  })

  it('a decoy is counted against the per-client and per-mobile limits, and refused as a real request is', async () => {
    const trap = { company_website: 'http://spam.example' }
    const victim = nextMobile()
    for (let i = 0; i < ENQUIRY_LIMITS.perMobile.limit; i++) {
      const decoy = await save(payload({ ...trap, mobile_no: victim }), {
        'x-test-client': `198.51.100.${i + 1}`,
      })
      expect(decoy.status).toBe(201)
    }
    // The number's budget is used up by the decoys: a real enquiry for it and one more decoy are
    // refused alike.
    const realRefused = await save(payload({ mobile_no: victim }), { 'x-test-client': '198.51.100.90' })
    const decoyRefused = await save(payload({ ...trap, mobile_no: victim }), {
      'x-test-client': '198.51.100.91',
    })
    expect(realRefused.status).toBe(429)
    expect(decoyRefused.status).toBe(429)
    expect(errorOf(decoyRefused)).toEqual(errorOf(realRefused))

    const client = { 'x-test-client': '203.0.113.80' }
    for (let i = 0; i < ENQUIRY_LIMITS.perClient.limit; i++) {
      expect((await save(payload(trap), client)).status).toBe(201)
    }
    const fromClient = [await save(payload(), client), await save(payload(trap), client)]
    expect(fromClient.map((r) => r.status)).toEqual([429, 429])
    expect(errorOf(fromClient[1]!)).toEqual(errorOf(fromClient[0]!))
    expect(errorOf(fromClient[0]!).code).toBe('RATE_LIMITED')
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
