import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { orderStatusHistory, orders, products } from '../../worker/db/schema'
import { ADMIN_ACTOR, createBuyer, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { adminQuotes, publicQuote, revision, sendQuote, tokenOf } from '../helpers/quotes'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = (await catalogueOf(t)).filter((p) => p.after_discount_price > 0)
})

const enquiry = async () => (await placeOrder(t, { catalogue })).order_id

describe('sending a quote version', () => {
  it('keeps every version with who sent it and when, the enquiry itself as version 0', async () => {
    const id = await enquiry()
    const [a, b, c] = catalogue as [Product, Product, Product]
    const v1 = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: a, qty: 5, unit_price: 100 }], { note: 'First' }),
    )
    expect(v1.status).toBe(200)
    t.clock.advance(60 * 60_000)
    const v2 = await sendQuote(
      t,
      t.seller,
      id,
      revision(
        [
          { product: b, qty: 2, unit_price: 250.5 },
          { product: c, qty: 1, unit_price: 40 },
        ],
        {
          based_on_version: 1,
          note: 'With freight',
          freight: 300,
        },
      ),
    )
    expect(v2.status).toBe(200)
    const { body } = await adminQuotes(t, t.seller, id)
    expect(body.data.versions.map((v) => v.version)).toEqual([0, 1, 2])
    const [v0, first, second] = body.data.versions
    expect(v0!.created_by).toBe('buyer')
    expect(v0!.valid_until).toBeNull()
    expect(first!.created_by).toBe(ADMIN_ACTOR)
    expect(first!.note).toBe('First')
    expect(first!.lines).toHaveLength(1)
    expect(second!.note).toBe('With freight')
    expect(second!.created_at).not.toBe(first!.created_at)
    expect(second!.lines.map((l) => l.product_code)).toEqual([b.product_code, c.product_code])
    expect(body.data.quote_link).toMatch(/^http:\/\/localhost\/quote\?t=[A-Za-z0-9_-]{32,}$/)
  })

  it('moves the enquiry to QUOTED with a history entry naming the version', async () => {
    const id = await enquiry()
    await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 1 }]))
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id))
    expect(order!.status).toBe('QUOTED')
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
    expect(history.map((h) => [h.toStatus, h.note, h.actor])).toEqual([
      ['QUOTED', 'Quote v1 sent', ADMIN_ACTOR],
    ])
    // A second version while quoted adds no second move.
    await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 2 }], { based_on_version: 1 }))
    expect(
      await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)),
    ).toHaveLength(1)
  })

  it('computes every figure itself and ignores the totals a client sends', async () => {
    const id = await enquiry()
    const res = await sendQuote(t, t.seller, id, {
      ...revision([{ product: catalogue[0]!, qty: 3, unit_price: 120.25 }], {
        freight: 200,
        packing: 50,
        discount: 10.75,
      }),
      total: 1,
      sub_total: 1,
      figures: { total: 1 },
      lines: [
        { product_id: catalogue[0]!._id, qty: 3, unit_price: 120.25, sub_total: 1, product_name: 'Cheap' },
      ],
    })
    expect(res.status).toBe(200)
    const v1 = res.body.data.versions[1]!
    expect(v1.lines[0]!.sub_total).toBe(360.75)
    expect(v1.lines[0]!.product_name).toBe(catalogue[0]!.product_name)
    // 360.75 + 200 + 50 - 10.75 = 600; Madurai is in Tamil Nadu: 9% + 9%.
    expect(v1.figures).toEqual({
      sub_total: 360.75,
      freight: 200,
      packing: 50,
      discount: 10.75,
      taxable: 600,
      gst_rate_percent: 18,
      tax_kind: 'intra',
      cgst: 54,
      sgst: 54,
      igst: 0,
      total: 708,
    })
  })

  it('quotes a sold-out product when the seller chooses to', async () => {
    const id = await enquiry()
    const product = catalogue[1]!
    await t.db
      .update(products)
      .set({ isSoldOut: true })
      .where(eq(products.id, Number(product._id)))
    const res = await sendQuote(t, t.seller, id, revision([{ product, qty: 1, unit_price: 99 }]))
    await t.db
      .update(products)
      .set({ isSoldOut: false })
      .where(eq(products.id, Number(product._id)))
    expect(res.status).toBe(200)
    expect(res.body.data.versions[1]!.lines[0]!.product_id).toBe(product._id)
  })

  it('sets the validity from the settings by default and refuses a day already past', async () => {
    const id = await enquiry()
    // The test clock is 20 Oct 2026, noon in India; quotes stay open 7 days by default.
    const res = await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 1 }]))
    expect(res.body.data.versions[1]!.valid_until).toBe('2026-10-27')
    const past = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 1 }], { based_on_version: 1, valid_until: '2026-10-19' }),
    )
    expect(past.status).toBe(400)
    expect(past.body.error!.code).toBe('VALIDATION_FAILED')
    expect(past.body.error!.issues).toEqual([{ path: 'valid_until', message: expect.any(String) }])
    const unreal = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 1 }], { based_on_version: 1, valid_until: '2026-02-30' }),
    )
    expect(unreal.status).toBe(400)
    const today = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 1 }], { based_on_version: 1, valid_until: '2026-10-20' }),
    )
    expect(today.status).toBe(200)
  })

  it('refuses a price or freight with a fraction of a paisa instead of rounding it away', async () => {
    const id = await enquiry()
    const product = catalogue[0]!
    const price = await sendQuote(t, t.seller, id, revision([{ product, qty: 1, unit_price: 12.345 }]))
    expect(price.status).toBe(400)
    expect(price.body.error!.issues).toEqual([{ path: 'lines.0.unit_price', message: expect.any(String) }])
    const freight = await sendQuote(t, t.seller, id, revision([{ product, qty: 1 }], { freight: 100.001 }))
    expect(freight.status).toBe(400)
    expect(freight.body.error!.issues).toEqual([{ path: 'freight', message: expect.any(String) }])
    expect((await adminQuotes(t, t.seller, id)).body.data.versions).toHaveLength(1)
  })

  it('refuses a send based on a version another console has replaced', async () => {
    const id = await enquiry()
    const body = revision([{ product: catalogue[0]!, qty: 1 }])
    const [one, two] = await Promise.all([sendQuote(t, t.seller, id, body), sendQuote(t, t.seller, id, body)])
    expect([one.status, two.status].sort()).toEqual([200, 409])
    const loser = one.status === 409 ? one : two
    expect(loser.body.error!.code).toBe('QUOTE_CHANGED')
    const stale = await sendQuote(t, t.seller, id, body)
    expect(stale.status).toBe(409)
    expect(stale.body.error!.code).toBe('QUOTE_CHANGED')
    expect((await adminQuotes(t, t.seller, id)).body.data.versions).toHaveLength(2)
  })

  it('refuses a quote once money has moved or the enquiry is cancelled', async () => {
    const id = await enquiry()
    await t.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, id))
    const res = await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 1 }]))
    expect(res.status).toBe(409)
    expect(res.body.error!.code).toBe('INVALID_TRANSITION')
  })

  it('makes one unguessable link with the first quote and keeps it for later versions', async () => {
    const id = await enquiry()
    const first = await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 1 }]))
    const link = tokenOf(first.body.data)
    expect(link.length).toBeGreaterThanOrEqual(32)
    const second = await sendQuote(
      t,
      t.seller,
      id,
      revision([{ product: catalogue[0]!, qty: 2 }], { based_on_version: 1 }),
    )
    expect(tokenOf(second.body.data)).toBe(link)
    const other = await sendQuote(
      t,
      t.seller,
      await enquiry(),
      revision([{ product: catalogue[0]!, qty: 1 }]),
    )
    expect(tokenOf(other.body.data)).not.toBe(link)
    expect((await publicQuote(t, link)).status).toBe(200)
  })
})

describe('who may send a quote', () => {
  it('a stranger without a session gets 401 and a signed-in buyer 403, and nothing is kept', async () => {
    const id = await enquiry()
    const body = revision([{ product: catalogue[0]!, qty: 1, unit_price: 1 }])
    const anonymous = await t.json<{ error: { code: string } }>(
      `/api/website-management/admin/orders/${id}/quote`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    )
    expect(anonymous.status).toBe(401)
    const buyer = await createBuyer(t, '9840000077')
    const asBuyer = await sendQuote(t, buyer, id, body)
    expect(asBuyer.status).toBe(403)
    expect((await adminQuotes(t, buyer, id)).status).toBe(403)
    expect((await adminQuotes(t, t.seller, id)).body.data.versions).toHaveLength(1)
  })
})

describe('bad input', () => {
  const cases: [string, (p: Product) => unknown][] = [
    ['no lines', () => ({ based_on_version: 0, lines: [] })],
    [
      'a product that does not exist',
      () => ({ based_on_version: 0, lines: [{ product_id: '999999', qty: 1, unit_price: 5 }] }),
    ],
    [
      'the same product twice',
      (p) =>
        revision([
          { product: p, qty: 1 },
          { product: p, qty: 2 },
        ]),
    ],
    ['a negative price', (p) => revision([{ product: p, qty: 1, unit_price: -1 }])],
    ['a fractional quantity', (p) => revision([{ product: p, qty: 1.5 }])],
    [
      'a discount larger than the quote',
      (p) => revision([{ product: p, qty: 1, unit_price: 10 }], { discount: 50 }),
    ],
    [
      'a total beyond exact arithmetic',
      (p) => ({
        based_on_version: 0,
        lines: [{ product_id: p._id, qty: 99_999, unit_price: 10_000_000 }],
        freight: 10_000_000,
      }),
    ],
    ['a text price', (p) => revision([{ product: p, qty: 1, unit_price: 'ten' as unknown as number }])],
    ['a missing version', (p) => ({ lines: [{ product_id: p._id, qty: 1, unit_price: 1 }] })],
    ['a body that is not an object', () => 'nonsense'],
  ]
  it.each(cases)('%s is a 400 in the one error shape', async (_name, body) => {
    const id = await enquiry()
    const res = await sendQuote(t, t.seller, id, body(catalogue[0]!))
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect((await adminQuotes(t, t.seller, id)).body.data.versions).toHaveLength(1)
  })

  it('an unknown enquiry is a 404', async () => {
    const res = await sendQuote(
      t,
      t.seller,
      'AAAAAAAAAAAAAAAAAAAAAA',
      revision([{ product: catalogue[0]!, qty: 1 }]),
    )
    expect(res.status).toBe(404)
  })
})
