import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { MAX_CHANGE_REQUESTS_PER_VERSION } from '../../worker/contract/quotes'
import { orders } from '../../worker/db/schema'
import { quoteResponses } from '../../worker/db/schema-quotes'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue } from '../helpers/enquiry'
import { askForChange, publicQuote, quotedEnquiry, revision, sendQuote } from '../helpers/quotes'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

// An enquiry (placed by the helper's cart) and its first quote; answers the link's token.
const quoted = (extra: Record<string, unknown> = {}) =>
  quotedEnquiry(
    t,
    catalogue,
    revision([{ product: catalogue[0]!, qty: 10, unit_price: 50 }], { note: 'Best price', ...extra }),
  )

describe('the buyer opens a quote link', () => {
  it('shows the current version, what changed from the enquiry, and the way it went so far', async () => {
    const { token, enquiry } = await quoted()
    const res = await publicQuote(t, token)
    expect(res.status).toBe(200)
    expect(res.res.headers.get('Cache-Control')).toBe('private, no-store')
    const q = res.body.data
    expect(q.enquiry_number).toBe(enquiry)
    expect(q.order_status).toBe('QUOTED')
    expect(q.current.version).toBe(1)
    expect(q.current.note).toBe('Best price')
    // The seller's staff are named without their mobile numbers.
    expect(q.current.created_by).toBe('Murugan')
    expect(q.can_accept).toBe(true)
    expect(q.accepted_version).toBeNull()
    expect(q.diff!.from_version).toBe(0)
    expect(q.diff!.total_after).toBe(q.current.figures.total)
    // Product 0 was in the enquiry at 3 (helper's cart) and is now 10 at the seller's price.
    expect(q.diff!.changed.map((c) => [c.product_code, c.before.qty, c.after.qty])).toEqual([
      [catalogue[0]!.product_code, 3, 10],
    ])
    expect(q.diff!.removed.length).toBeGreaterThan(0)
    expect(q.timeline.map((e) => e.status)).toEqual(['ENQUIRY_RECEIVED', 'QUOTED'])
    expect(q.timeline[1]!.label).toBe('Quote sent')
  })

  it('shows the difference from the previous version once the seller revises', async () => {
    const { id, token } = await quoted()
    await sendQuote(
      t,
      t.seller,
      id,
      revision(
        [
          { product: catalogue[0]!, qty: 10, unit_price: 45 },
          { product: catalogue[5]!, qty: 2, unit_price: 30 },
        ],
        { based_on_version: 1, packing: 100 },
      ),
    )
    const q = (await publicQuote(t, token)).body.data
    expect(q.current.version).toBe(2)
    expect(q.diff!.from_version).toBe(1)
    expect(q.diff!.added.map((l) => l.product_code)).toEqual([catalogue[5]!.product_code])
    expect(q.diff!.changed.map((c) => [c.before.unit_price, c.after.unit_price])).toEqual([[50, 45]])
    expect(q.diff!.removed).toEqual([])
  })

  it('a link with a made-up token of the right shape is a 404', async () => {
    await quoted()
    const res = await publicQuote(t, 'A'.repeat(32))
    expect(res.status).toBe(404)
    expect(res.body.error!.code).toBe('NOT_FOUND')
  })

  it('a malformed token is the same 404 as an unknown one', async () => {
    for (const bad of ['short', `${'x'.repeat(31)}!`, 'x'.repeat(65)]) {
      const res = await publicQuote(t, encodeURIComponent(bad))
      expect(res.status).toBe(404)
      expect(res.body.error!.message).toBe('This quote link is not valid')
    }
  })

  it('one buyer’s token never opens another buyer’s quote', async () => {
    const first = await quoted()
    const second = await quoted()
    expect(first.token).not.toBe(second.token)
    expect((await publicQuote(t, second.token)).body.data._id).toBe(second.id)
  })
})

describe('asking for a change', () => {
  it('is recorded with the message and leaves the status as it was', async () => {
    const { id, token } = await quoted()
    const res = await askForChange(t, token, { version: 1, message: 'Please add 2 boxes of sparklers' })
    expect(res.status).toBe(200)
    expect(res.body.data.responses).toEqual([
      {
        version: 1,
        kind: 'change_requested',
        message: 'Please add 2 boxes of sparklers',
        at: expect.any(String),
      },
    ])
    expect(res.body.data.order_status).toBe('QUOTED')
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id))
    expect(order!.status).toBe('QUOTED')
  })

  it('is still possible after the quote expired: that is how the buyer asks for a new one', async () => {
    const { token } = await quoted({ valid_until: '2026-10-20' })
    const start = t.clock.now()
    t.clock.set(Date.parse('2026-10-22T06:00:00Z'))
    try {
      const q = (await publicQuote(t, token)).body.data
      expect(q.current.expired).toBe(true)
      expect(q.can_accept).toBe(false)
      const res = await askForChange(t, token, { version: 1, message: 'Please send a new quote' })
      expect(res.status).toBe(200)
      expect(res.body.data.responses.map((r) => r.kind)).toEqual(['change_requested'])
    } finally {
      t.clock.set(start)
    }
  })

  it('an empty message, a version that was never sent or a bad body is a 400 and nothing is kept', async () => {
    const { id, token } = await quoted()
    for (const body of [
      { version: 1, message: '   ' },
      { version: 5, message: 'Hi' },
      { message: 'Hi' },
      [1],
    ]) {
      const res = await askForChange(t, token, body)
      expect(res.status).toBe(400)
      expect(res.body.error!.code).toBe('VALIDATION_FAILED')
    }
    const [row] = await t.db.select({ n: count() }).from(quoteResponses).where(eq(quoteResponses.orderId, id))
    expect(row!.n).toBe(0)
  })

  it('a change request hiding a bidi override, a zero-width space or a control character is a 400, a Tamil message with a new line is kept', async () => {
    const { id, token } = await quoted()
    // U+202E would show the seller "5 boxes less" reversed; U+200B and NUL are invisible.
    for (const message of [
      'Please send \u202Eeno 5 ssel\u202C',
      'Two\u200Bboxes',
      'Ring me\u0000',
      'ok\u2028more',
    ]) {
      const res = await askForChange(t, token, { version: 1, message })
      expect(res.status, JSON.stringify(message)).toBe(400)
      expect(res.body.error!.issues?.[0]?.path).toBe('message')
    }
    const [none] = await t.db
      .select({ n: count() })
      .from(quoteResponses)
      .where(eq(quoteResponses.orderId, id))
    expect(none!.n).toBe(0)
    const tamil = 'பூச்சட்டி இரண்டு பெட்டி கூடுதல்\nசங்கு சக்கரம் வேண்டாம்'
    const kept = await askForChange(t, token, { version: 1, message: tamil })
    expect(kept.status).toBe(200)
    expect(kept.body.data.responses.at(-1)?.message).toBe(tamil)
  })

  it('a cancelled enquiry takes no change request and keeps nothing', async () => {
    const { id, token } = await quoted()
    await t.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, id))
    const res = await askForChange(t, token, { version: 1, message: 'Change please' })
    expect(res.status).toBe(409)
    expect(res.body.error!.code).toBe('INVALID_TRANSITION')
    const [row] = await t.db.select({ n: count() }).from(quoteResponses).where(eq(quoteResponses.orderId, id))
    expect(row!.n).toBe(0)
  })

  it('a script sending change requests from one address is stopped after 20 in ten minutes', async () => {
    // Spread over four quotes, as each takes only its share of requests.
    const tokens = [
      (await quoted()).token,
      (await quoted()).token,
      (await quoted()).token,
      (await quoted()).token,
    ]
    const last = (await quoted()).token
    const client = '198.51.100.77'
    const answers = []
    for (let i = 0; i < 20; i++) {
      const token = tokens[i % tokens.length]!
      answers.push((await askForChange(t, token, { version: 1, message: `spam ${i}` }, client)).status)
    }
    expect(answers.every((s) => s === 200)).toBe(true)
    const stopped = await askForChange(t, last, { version: 1, message: 'spam 20' }, client)
    expect(stopped.status).toBe(429)
    expect(stopped.body.error?.code).toBe('RATE_LIMITED')
    // Another address is not affected.
    expect((await askForChange(t, last, { version: 1, message: 'real' }, '198.51.100.78')).status).toBe(200)
  })

  it(`takes ${MAX_CHANGE_REQUESTS_PER_VERSION} requests per quote version from any addresses, then says the quote has its share`, async () => {
    const { id, token } = await quoted()
    for (let i = 0; i < MAX_CHANGE_REQUESTS_PER_VERSION; i++) {
      const res = await askForChange(t, token, { version: 1, message: `ask ${i}` }, `198.51.100.${160 + i}`)
      expect(res.status).toBe(200)
    }
    const full = await askForChange(t, token, { version: 1, message: 'one more' }, '198.51.100.170')
    expect(full.status).toBe(429)
    expect(full.body.error).toMatchObject({
      code: 'CHANGE_REQUESTS_FULL',
      message: expect.stringContaining('please call the shop'),
      details: { limit: MAX_CHANGE_REQUESTS_PER_VERSION },
    })
    // The seller's next version starts afresh.
    const next = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 12, unit_price: 50 }], { based_on_version: 1 }),
    )
    expect(next.status).toBe(200)
    expect((await askForChange(t, token, { version: 2, message: 'on v2' }, '198.51.100.171')).status).toBe(
      200,
    )
    const [row] = await t.db.select({ n: count() }).from(quoteResponses).where(eq(quoteResponses.orderId, id))
    expect(row!.n).toBe(MAX_CHANGE_REQUESTS_PER_VERSION + 1)
  })

  it('requests sent at the same moment from many addresses keep to the share', async () => {
    const { id, token } = await quoted()
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        askForChange(t, token, { version: 1, message: `at once ${i}` }, `198.51.100.${180 + i}`),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_CHANGE_REQUESTS_PER_VERSION)
    expect(answers.filter((a) => a.body.error?.code === 'CHANGE_REQUESTS_FULL')).toHaveLength(
      9 - MAX_CHANGE_REQUESTS_PER_VERSION,
    )
    const [row] = await t.db.select({ n: count() }).from(quoteResponses).where(eq(quoteResponses.orderId, id))
    expect(row!.n).toBe(MAX_CHANGE_REQUESTS_PER_VERSION)
  })
})
