import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { TransportView } from '../../worker/contract/transport'
import { shipments } from '../../worker/db/schema-dispatch'
import { invoices, quotes } from '../../worker/db/schema-quotes'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue } from '../helpers/enquiry'
import { invoiceOf, moveTo } from '../helpers/invoices'
import { recordPaid, statusOf } from '../helpers/payments'
import { acceptQuote, quotedEnquiry, revision, sendQuote } from '../helpers/quotes'
import { API } from '../helpers/test-app'
import { DISPATCH, dispatch } from '../helpers/transport'

// Freight is said once, on the quote: paid with the order (in its total and on the tax invoice) or
// to pay at the branch. A dispatch that asks otherwise is refused until the seller gives the
// reason, which the buyer then reads beside the freight as the seller recorded it.

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

// An enquiry quoted with `freight` terms, accepted by the buyer, paid in cash and packed.
const packedAfterQuote = async (freight: Record<string, unknown>) => {
  const q = await quotedEnquiry(t, catalogue, revision([{ product: catalogue[0]!, qty: 40 }], freight))
  const accepted = await acceptQuote(t, q.token, { version: 1 })
  expect(accepted.status).toBe(200)
  const total = accepted.body.data.current.figures.total
  await recordPaid(t, t.seller, q.id, total)
  expect((await moveTo(t, t.seller, q.id, 'PACKED')).status).toBe(200)
  return { ...q, quote: accepted.body.data.current }
}

const send = (id: string, body: unknown) =>
  dispatch(t, t.seller, id, body) as Promise<{ status: number; body: { data: AdminOrderDetail } & ErrorBody }>
const buyerView = async (id: string) =>
  (await t.json<{ data: TransportView }>(`${API}/order/public/transport/${id}`)).body.data
const shipmentRows = (id: string) => t.db.select().from(shipments).where(eq(shipments.orderId, id))

describe('a quote says how freight is paid', () => {
  it('to pay at the branch: the amount to expect is kept outside the total, and off the tax invoice', async () => {
    const q = await packedAfterQuote({ freight_terms: 'to_pay', freight_to_pay: 420 })
    expect(q.quote).toMatchObject({ freight_terms: 'to_pay', freight_to_pay: 420 })
    expect(q.quote.figures.freight).toBe(0)
    expect(q.quote.figures.taxable).toBe(q.quote.figures.sub_total)
    const invoice = (await invoiceOf(t, q.id)).body.data
    expect(invoice.totals.freight).toBe(0)
    expect(invoice.totals.total).toBe(q.quote.figures.total)
    // The invoice says in words what it leaves out: kept with it when issued.
    expect(invoice).toMatchObject({ freight_terms: 'to_pay', freight_to_pay: 420 })
  })

  it('an issued invoice keeps the freight terms it was issued with; one issued before they were kept has none', async () => {
    const q = await packedAfterQuote({ freight_terms: 'to_pay', freight_to_pay: 300 })
    await t.db
      .update(quotes)
      .set({ freightTerms: 'with_order', freightToPayPaise: 0 })
      .where(eq(quotes.orderId, q.id))
    expect((await invoiceOf(t, q.id)).body.data).toMatchObject({
      freight_terms: 'to_pay',
      freight_to_pay: 300,
    })
    await t.db
      .update(invoices)
      .set({ figures: sql`json_remove(${invoices.figures}, '$.freight_terms', '$.freight_to_pay')` })
      .where(eq(invoices.orderId, q.id))
    expect((await invoiceOf(t, q.id)).body.data).toMatchObject({ freight_terms: null, freight_to_pay: 0 })
  })

  it('with the order: the freight is taxed in the total and printed on the tax invoice', async () => {
    const q = await packedAfterQuote({ freight: 350 })
    expect(q.quote).toMatchObject({ freight_terms: 'with_order', freight_to_pay: 0 })
    expect(q.quote.figures.freight).toBe(350)
    expect(q.quote.figures.taxable).toBe(q.quote.figures.sub_total + 350)
    const invoice = (await invoiceOf(t, q.id)).body.data
    expect(invoice.totals.freight).toBe(350)
    expect(invoice.freight_terms).toBe('with_order')
  })

  it('a quote sent without terms reads freight in it as paid with the order, and none as to pay at the branch', async () => {
    const none = await quotedEnquiry(t, catalogue, revision([{ product: catalogue[1]!, qty: 5 }]))
    const charged = await quotedEnquiry(
      t,
      catalogue,
      revision([{ product: catalogue[1]!, qty: 5 }], { freight: 200 }),
    )
    const terms = async (id: string) =>
      (await t.db.select({ terms: quotes.freightTerms }).from(quotes).where(eq(quotes.orderId, id)))[0]?.terms
    expect(await terms(none.id)).toBe('to_pay')
    expect(await terms(charged.id)).toBe('with_order')
  })

  it('refuses one freight paid both ways with 400 on the field, and writes no version', async () => {
    const q = await quotedEnquiry(t, catalogue, revision([{ product: catalogue[2]!, qty: 5 }]))
    const cases: [Record<string, unknown>, string][] = [
      [{ freight_terms: 'to_pay', freight: 350 }, 'freight'],
      [{ freight_terms: 'with_order', freight: 350, freight_to_pay: 420 }, 'freight_to_pay'],
      [{ freight_terms: 'by_air' }, 'freight_terms'],
      [{ freight_terms: 'to_pay', freight_to_pay: -1 }, 'freight_to_pay'],
    ]
    for (const [extra, field] of cases) {
      const res = await sendQuote(t, t.seller, q.id, {
        ...revision([{ product: catalogue[2]!, qty: 5 }], extra),
        based_on_version: 1,
      })
      expect([field, res.status, res.body.error?.issues?.[0]?.path]).toEqual([field, 400, field])
    }
    expect(await t.db.select().from(quotes).where(eq(quotes.orderId, q.id))).toHaveLength(1)
  })
})

describe('a dispatch keeps to the quote, or says why not', () => {
  it('freight taken with the order and asked again at the branch: 422 FREIGHT_REASON_REQUIRED, nothing written', async () => {
    const q = await packedAfterQuote({ freight: 350 })
    const res = await send(q.id, { ...DISPATCH, freight_mode: 'to_pay', freight: 420 })
    expect(res.status).toBe(422)
    expect(res.body.error.code).toBe('FREIGHT_REASON_REQUIRED')
    expect(res.body.error.issues?.[0]?.path).toBe('freight_reason')
    expect(res.body.error.message).toContain('charges it twice')
    expect(res.body.error.details).toEqual({
      difference: 'charged_twice',
      quote_version: 1,
      quote_freight_terms: 'with_order',
      quote_freight_to_pay: 0,
    })
    // A reason of spaces is no reason.
    expect((await send(q.id, { ...DISPATCH, freight: 420, freight_reason: '   ' })).status).toBe(422)
    expect(await shipmentRows(q.id)).toEqual([])
    expect(await statusOf(t, q.id)).toBe('PACKED')
  })

  it('with a reason the dispatch is taken, and the buyer sees the freight as recorded with the reason', async () => {
    const q = await packedAfterQuote({ freight: 350 })
    const reason = 'The lorry to your town only takes freight paid at the branch; we will refund the ₹350.'
    const res = await send(q.id, {
      ...DISPATCH,
      freight_mode: 'to_pay',
      freight: 420,
      freight_reason: reason,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.order_status).toBe('DISPATCHED')
    expect((await shipmentRows(q.id))[0]).toMatchObject({
      freightMode: 'to_pay',
      freightPaise: 42_000,
      freightReason: reason,
    })
    expect((await buyerView(q.id)).shipment).toMatchObject({
      freight_mode: 'to_pay',
      freight: 420,
      freight_reason: reason,
    })
  })

  it('a to-pay amount other than the quoted one needs a reason; the quoted amount needs none and keeps none', async () => {
    const differs = await packedAfterQuote({ freight_terms: 'to_pay', freight_to_pay: 420 })
    const refused = await send(differs.id, { ...DISPATCH, freight_mode: 'to_pay', freight: 480 })
    expect([refused.status, refused.body.error.details?.difference]).toEqual([422, 'amount_differs'])
    expect(refused.body.error.message).toContain('Rs. 420')
    const taken = await send(differs.id, {
      ...DISPATCH,
      freight: 480,
      freight_reason: 'Two more parcels than quoted.',
    })
    expect(taken.status).toBe(200)
    expect((await buyerView(differs.id)).shipment).toMatchObject({
      freight: 480,
      freight_reason: 'Two more parcels than quoted.',
    })

    const same = await packedAfterQuote({ freight_terms: 'to_pay', freight_to_pay: 420 })
    const res = await send(same.id, { ...DISPATCH, freight: 420, freight_reason: 'not needed' })
    expect(res.status).toBe(200)
    expect((await buyerView(same.id)).shipment).toMatchObject({ freight: 420, freight_reason: null })
  })

  it('a quote that left the to-pay amount open takes any amount; paying it ourselves instead needs a reason', async () => {
    const open = await packedAfterQuote({ freight_terms: 'to_pay' })
    expect((await send(open.id, { ...DISPATCH, freight: 510 })).status).toBe(200)
    const paid = await packedAfterQuote({ freight_terms: 'to_pay' })
    const refused = await send(paid.id, { ...DISPATCH, freight_mode: 'paid', freight: 0 })
    expect([refused.status, refused.body.error.details?.difference]).toEqual([422, 'seller_pays'])
    const withOrder = await packedAfterQuote({ freight: 350 })
    expect((await send(withOrder.id, { ...DISPATCH, freight_mode: 'paid', freight: 380 })).status).toBe(200)
    expect((await buyerView(withOrder.id)).shipment).toMatchObject({
      freight_mode: 'paid',
      freight_reason: null,
    })
  })

  it('refuses a reason past its length or with hidden characters as 400 on the reason', async () => {
    const q = await packedAfterQuote({ freight: 350 })
    for (const freight_reason of ['x'.repeat(301), 'refund\u202e later']) {
      const res = await send(q.id, { ...DISPATCH, freight: 420, freight_reason })
      expect([res.status, res.body.error.issues?.[0]?.path]).toEqual([400, 'freight_reason'])
    }
  })
})
