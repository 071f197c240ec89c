import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderList } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { orderStatusHistory, orders } from '../../worker/db/schema'
import { quoteResponses } from '../../worker/db/schema-quotes'
import { auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue } from '../helpers/enquiry'
import {
  acceptQuote,
  adminQuotes,
  publicQuote,
  quotedEnquiry,
  revision,
  sendQuote,
  tokenOf,
} from '../helpers/quotes'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

const quoted = (extra: Record<string, unknown> = {}) =>
  quotedEnquiry(t, catalogue, revision([{ product: catalogue[0]!, qty: 4, unit_price: 75 }], extra))

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const acceptances = (id: string) =>
  t.db
    .select()
    .from(quoteResponses)
    .where(and(eq(quoteResponses.orderId, id), eq(quoteResponses.kind, 'accepted')))
const acceptMoves = (id: string) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.toStatus, 'ACCEPTED')))

describe('the buyer accepts a quote', () => {
  it('records the version and time, moves the enquiry to ACCEPTED and keeps the GSTIN', async () => {
    const { id, token } = await quoted()
    const res = await acceptQuote(t, token, { version: 1, buyer_gstin: '33abcde1234f1z7' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ order_status: 'ACCEPTED', accepted_version: 1, can_accept: false })
    expect(res.body.data.responses).toEqual([
      { version: 1, kind: 'accepted', message: null, at: '20/10/2026 12:00 PM' },
    ])
    expect(res.body.data.timeline.map((e) => e.status)).toEqual(['ENQUIRY_RECEIVED', 'QUOTED', 'ACCEPTED'])
    const order = await orderOf(id)
    expect([order.status, order.acceptedVersion, order.buyerGstin]).toEqual([
      'ACCEPTED',
      1,
      '33ABCDE1234F1Z7',
    ])
    // The answer is what a fresh read shows.
    expect((await publicQuote(t, token)).body.data).toEqual(res.body.data)
  })

  it('accepting the same version again answers the first acceptance, with its time, and adds nothing', async () => {
    const { id, token } = await quoted()
    const first = await acceptQuote(t, token, { version: 1 })
    t.clock.advance(5 * 60_000)
    const again = await acceptQuote(t, token, { version: 1 })
    t.clock.advance(-5 * 60_000)
    expect(again.status).toBe(200)
    expect(again.body.data.responses).toEqual(first.body.data.responses)
    expect(await acceptances(id)).toHaveLength(1)
    expect(await acceptMoves(id)).toHaveLength(1)
  })

  it('two taps at once are one acceptance: both answer 200 with the same time', async () => {
    const { id, token } = await quoted()
    const answers = await Promise.all([
      acceptQuote(t, token, { version: 1 }),
      acceptQuote(t, token, { version: 1 }),
      acceptQuote(t, token, { version: 1 }),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const times = answers.map((a) => a.body.data.responses.find((r) => r.kind === 'accepted')!.at)
    expect(new Set(times).size).toBe(1)
    expect(await acceptances(id)).toHaveLength(1)
    expect(await acceptMoves(id)).toHaveLength(1)
  })

  it('a buyer cannot accept a version the seller has replaced', async () => {
    const { id, token } = await quoted()
    await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 4, unit_price: 90 }], { based_on_version: 1 }),
    )
    const res = await acceptQuote(t, token, { version: 1 })
    expect(res.status).toBe(409)
    expect(res.body.error!.code).toBe('QUOTE_CHANGED')
    expect(res.body.error!.details).toEqual({ current_version: 2 })
    expect((await orderOf(id)).status).toBe('QUOTED')
  })

  it('a buyer accepting while the seller sends a new version never leaves an acceptance on a replaced version', async () => {
    for (let round = 0; round < 8; round++) {
      const { id, token } = await quoted()
      const [accepted, sent] = await Promise.all([
        acceptQuote(t, token, { version: 1 }, `198.51.100.${round}`),
        sendQuote(t, t.seller, id, revision([{ product: catalogue[1]!, qty: 1 }], { based_on_version: 1 })),
      ])
      expect([200, 409]).toContain(accepted.status)
      expect([200, 409]).toContain(sent.status)
      const order = await orderOf(id)
      const versions = (await adminQuotes(t, t.seller, id)).body.data.versions.length - 1
      if (sent.status === 200) {
        // The new version stands and waits for its own acceptance.
        expect([versions, order.status, order.acceptedVersion]).toEqual([2, 'QUOTED', null])
      } else {
        expect([versions, order.status, order.acceptedVersion]).toEqual([1, 'ACCEPTED', 1])
        expect(accepted.status).toBe(200)
      }
    }
  })

  it('a version that was never sent is a 400', async () => {
    const { token } = await quoted()
    const res = await acceptQuote(t, token, { version: 3 })
    expect(res.status).toBe(400)
    expect(res.body.error!.issues).toEqual([{ path: 'version', message: expect.any(String) }])
  })

  it('a quote revised after acceptance needs a new acceptance', async () => {
    const { id, token } = await quoted()
    await acceptQuote(t, token, { version: 1 })
    const revised = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 6, unit_price: 75 }], { based_on_version: 1 }),
    )
    expect(revised.status).toBe(200)
    expect(revised.body.data.accepted_version).toBeNull()
    let q = (await publicQuote(t, token)).body.data
    expect(q).toMatchObject({ order_status: 'QUOTED', accepted_version: null, can_accept: true })
    expect(q.current.version).toBe(2)
    expect(q.timeline.map((e) => e.status)).toEqual(['ENQUIRY_RECEIVED', 'QUOTED', 'ACCEPTED', 'QUOTED'])
    const res = await acceptQuote(t, token, { version: 2 })
    expect(res.status).toBe(200)
    q = res.body.data
    expect(q).toMatchObject({ order_status: 'ACCEPTED', accepted_version: 2 })
    expect(q.responses.map((r) => [r.version, r.kind])).toEqual([
      [1, 'accepted'],
      [2, 'accepted'],
    ])
    expect((await adminQuotes(t, t.seller, id)).body.data.accepted_version).toBe(2)
  })

  it('closes at the end of its last India day, not at midnight UTC', async () => {
    const start = t.clock.now()
    const open = await quoted({ valid_until: '2026-10-21' })
    const closed = await quoted({ valid_until: '2026-10-21' })
    try {
      // 21 Oct, 11:59 PM in India (18:29 UTC): still open.
      t.clock.set(Date.parse('2026-10-21T18:29:00Z'))
      expect((await acceptQuote(t, open.token, { version: 1 })).status).toBe(200)
      // 22 Oct, 12:00 AM in India (18:30 UTC on the 21st): closed.
      t.clock.set(Date.parse('2026-10-21T18:30:00Z'))
      const late = await acceptQuote(t, closed.token, { version: 1 })
      expect(late.status).toBe(422)
      expect(late.body.error!.code).toBe('QUOTE_EXPIRED')
      const q = (await publicQuote(t, closed.token)).body.data
      expect(q.current.expired).toBe(true)
      expect(q.can_accept).toBe(false)
      expect((await orderOf(closed.id)).status).toBe('QUOTED')
      // An acceptance made in time is still answered after the day is over.
      expect((await acceptQuote(t, open.token, { version: 1 })).status).toBe(200)
    } finally {
      t.clock.set(start)
    }
  })

  it('a cancelled enquiry cannot be accepted', async () => {
    const { id, token } = await quoted()
    await t.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, id))
    const res = await acceptQuote(t, token, { version: 1 })
    expect(res.status).toBe(409)
    expect((await publicQuote(t, token)).body.data.can_accept).toBe(false)
  })

  it('a client cannot set the amount or the status: unknown fields are ignored and a bad GSTIN is a 400', async () => {
    const { id, token } = await quoted()
    const bad = await acceptQuote(t, token, { version: 1, buyer_gstin: 'NOT-A-GSTIN' })
    expect(bad.status).toBe(400)
    expect(bad.body.error!.code).toBe('VALIDATION_FAILED')
    const res = await acceptQuote(t, token, { version: 1, total: 1, order_status: 'PAYMENT_RECEIVED' })
    expect(res.status).toBe(200)
    expect(res.body.data.order_status).toBe('ACCEPTED')
    expect(res.body.data.current.figures.total).toBe(354) // 300 + 18% GST
    expect((await orderOf(id)).status).toBe('ACCEPTED')
  })

  it('an unknown token is a 404, with or without a valid body', async () => {
    await quoted()
    expect((await acceptQuote(t, 'B'.repeat(40), { version: 1 })).status).toBe(404)
    expect((await acceptQuote(t, 'nope', 'garbage')).status).toBe(404)
  })
})

// The inbox's amount: the buyer's estimate until a quote is sent, then what the seller now asks
// (freight and GST in), so a seller scanning the list sees the figure the buyer will pay.
const inboxRow = async (enquiryNumber: string) => {
  const res = await t.json<{ data: AdminOrderList } & ErrorBody>(`${API}/admin/orders?q=${enquiryNumber}`, {
    headers: auth(t.seller),
  })
  expect(res.status).toBe(200)
  return res.body.data.orders[0]!
}

describe("the inbox's amount", () => {
  it('is the estimate with no quote total before a quote, then the latest version sent, accepted or not', async () => {
    const placed = await placeOrder(t, { catalogue })
    const before = await inboxRow(placed.enquiry_number)
    expect(before.quote_total).toBeNull()
    expect(before.net_amount).toBe(placed.net_amount)

    const lines = [{ product: catalogue[0]!, qty: 4, unit_price: 75 }]
    const first = await sendQuote(t, t.seller, placed.order_id, revision(lines, { freight: 120 }))
    expect(first.status).toBe(200)
    const v1 = first.body.data.versions.at(-1)!.figures.total
    expect((await inboxRow(placed.enquiry_number)).quote_total).toBe(v1)

    const second = await sendQuote(
      t,
      t.seller,
      placed.order_id,
      revision(lines, { based_on_version: 1, freight: 300 }),
    )
    expect(second.status).toBe(200)
    const v2 = second.body.data.versions.at(-1)!.figures.total
    expect(v2).toBeGreaterThan(v1)
    expect((await inboxRow(placed.enquiry_number)).quote_total).toBe(v2)

    expect((await acceptQuote(t, tokenOf(second.body.data), { version: 2 })).status).toBe(200)
    const accepted = await inboxRow(placed.enquiry_number)
    expect(accepted.quote_total).toBe(v2)
    expect(accepted.net_amount).toBe(placed.net_amount)
  })
})
