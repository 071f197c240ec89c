import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AdminPaymentsWaiting } from '../../worker/contract/admin-payments'
import type { ErrorBody } from '../../worker/contract/common'
import type { QuotePaymentView } from '../../worker/contract/payments'
import { orderStatusHistory } from '../../worker/db/schema'
import { ADMIN_ACTOR, auth, createBuyer } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { pngFile } from '../helpers/images'
import {
  nextUtr,
  orderPayments,
  paymentPath,
  record,
  statusOf,
  tellForm,
  tellJson,
  tellPaid,
  verify,
} from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })

const idOf = async (orderId: string, reference: string) => {
  const found = (await orderPayments(t, t.seller, orderId)).body.data.payments.find(
    (p) => p.reference === reference,
  )
  if (!found) throw new Error(`no payment ${reference}`)
  return found._id
}
const buyerView = async (token: string) =>
  (await t.json<{ data: QuotePaymentView }>(paymentPath(token))).body.data

describe('the seller checks told payments', () => {
  it('lists payments waiting for a check, oldest first, with the enquiry, buyer, amount and balance', async () => {
    const first = await acceptedQuote(t)
    const second = await acceptedQuote(t)
    const a = await tellPaid(t, first.token, 3000)
    t.clock.advance(60_000)
    const told = await tellForm(t, second.token, { reference: nextUtr(), amount: '500' }, pngFile('upi.png'))
    expect(told.status).toBe(201)
    const { status, body } = await t.json<{ data: AdminPaymentsWaiting }>(
      `${API}/admin/payments?status=submitted`,
      {
        headers: auth(t.seller),
      },
    )
    expect(status).toBe(200)
    const mine = body.data.payments.filter((p) => [first.id, second.id].includes(p.order_id))
    expect(mine.map((p) => p.enquiry_number)).toEqual([first.enquiryNumber, second.enquiryNumber])
    expect(mine[0]).toMatchObject({
      reference: a,
      method: 'upi',
      amount: 3000,
      balance: 11800,
      customer_name: 'Karthik Raja',
      order_status: 'PAYMENT_SUBMITTED',
      has_screenshot: false,
    })
    expect(mine[1]?.has_screenshot).toBe(true)
  })

  it('received in full makes the enquiry Payment received, recorded with who checked it', async () => {
    const q = await acceptedQuote(t)
    const ref = await tellPaid(t, q.token, 11800)
    const checked = await verify(t, t.seller, await idOf(q.id, ref), { outcome: 'received' })
    expect(checked.status).toBe(200)
    expect(checked.body.data).toMatchObject({
      order_status: 'PAYMENT_RECEIVED',
      received: 11800,
      balance: 0,
      payable: false,
    })
    expect(checked.body.data.payments[0]).toMatchObject({
      status: 'received',
      received_amount: 11800,
      verified_by: ADMIN_ACTOR,
    })
    expect(await statusOf(t, q.id)).toBe('PAYMENT_RECEIVED')
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, q.id))
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'PAYMENT_SUBMITTED',
      toStatus: 'PAYMENT_RECEIVED',
      actor: ADMIN_ACTOR,
    })
    const view = await buyerView(q.token)
    expect(view).toMatchObject({ payable: false, balance: 0, received: 11800 })
    expect(view.payments[0]?.status).toBe('received')
  })

  it('part payments: part paid after the first, paid after the second, the balance shown to both', async () => {
    const q = await acceptedQuote(t)
    const first = await tellPaid(t, q.token, 5000)
    const part = await verify(t, t.seller, await idOf(q.id, first), { outcome: 'received' })
    expect(part.body.data).toMatchObject({
      order_status: 'PART_PAID',
      received: 5000,
      balance: 6800,
      payable: true,
    })
    expect(await buyerView(q.token)).toMatchObject({ order_status: 'PART_PAID', balance: 6800 })
    expect((await buyerView(q.token)).upi?.link).toContain('&am=6800.00&')

    const second = await tellPaid(t, q.token, 6800)
    expect(await statusOf(t, q.id)).toBe('PAYMENT_SUBMITTED')
    const paid = await verify(t, t.seller, await idOf(q.id, second), { outcome: 'received' })
    expect(paid.body.data).toMatchObject({ order_status: 'PAYMENT_RECEIVED', received: 11800, balance: 0 })
    const more = await tellJson(t, q.token, { reference: nextUtr(), amount: 1 }, '203.0.113.251')
    expect(more.status).toBe(409)
    expect(more.body.error.code).toBe('NOT_PAYABLE')
  })

  it('the seller may record less than the buyer claimed, then the rest in cash', async () => {
    const q = await acceptedQuote(t)
    const ref = await tellPaid(t, q.token, 11800)
    const less = await verify(t, t.seller, await idOf(q.id, ref), {
      outcome: 'received',
      received_amount: 10000,
      note: 'Only 10,000 in the statement',
    })
    expect(less.body.data).toMatchObject({ order_status: 'PART_PAID', received: 10000, balance: 1800 })
    expect(less.body.data.payments[0]).toMatchObject({
      amount: 11800,
      received_amount: 10000,
      note: 'Only 10,000 in the statement',
    })
    const cash = await record(t, t.seller, q.id, { method: 'cash', reference: 'rcpt-17', amount: 1800 })
    expect(cash.status).toBe(201)
    expect(cash.body.data).toMatchObject({ order_status: 'PAYMENT_RECEIVED', balance: 0 })
    expect(cash.body.data.payments[1]).toMatchObject({
      reference: 'RCPT-17',
      method: 'cash',
      status: 'received',
    })
  })

  it('not found sends the enquiry back to Quote accepted, with nothing received', async () => {
    const q = await acceptedQuote(t)
    const ref = await tellPaid(t, q.token, 2000)
    const missing = await verify(t, t.seller, await idOf(q.id, ref), {
      outcome: 'not_found',
      note: 'No such UTR',
    })
    expect(missing.body.data).toMatchObject({
      order_status: 'ACCEPTED',
      received: 0,
      pending: 0,
      balance: 11800,
    })
    expect((await buyerView(q.token)).payments[0]).toMatchObject({ status: 'not_found', received_amount: 0 })
  })

  it('with another payment still waiting, a check keeps the enquiry at Payment submitted', async () => {
    const q = await acceptedQuote(t)
    const a = await tellPaid(t, q.token, 1000)
    await tellPaid(t, q.token, 2000)
    const checked = await verify(t, t.seller, await idOf(q.id, a), { outcome: 'received' })
    expect(checked.body.data).toMatchObject({
      order_status: 'PAYMENT_SUBMITTED',
      received: 1000,
      pending: 2000,
    })
  })

  it('a payment already checked cannot be checked again: 409 CONFLICT', async () => {
    const q = await acceptedQuote(t)
    const id = await idOf(q.id, await tellPaid(t, q.token, 1000))
    expect((await verify(t, t.seller, id, { outcome: 'not_found' })).status).toBe(200)
    const again = await verify(t, t.seller, id, { outcome: 'received' })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('CONFLICT')
  })

  it('two people checking the same payment at once: one wins, the other gets 409', async () => {
    const q = await acceptedQuote(t)
    const id = await idOf(q.id, await tellPaid(t, q.token, 11800))
    const answers = await Promise.all([
      verify(t, t.seller, id, { outcome: 'received' }),
      verify(t, t.seller, id, { outcome: 'not_found' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const won = answers.find((a) => a.status === 200)?.body.data
    expect(await statusOf(t, q.id)).toBe(won?.order_status)
  })

  it('two payments of one enquiry checked at once leave the status their joint outcome gives', async () => {
    const q = await acceptedQuote(t)
    const a = await idOf(q.id, await tellPaid(t, q.token, 4000))
    const b = await idOf(q.id, await tellPaid(t, q.token, 3000))
    const answers = await Promise.all([
      verify(t, t.seller, a, { outcome: 'received' }),
      verify(t, t.seller, b, { outcome: 'not_found' }),
    ])
    expect(answers.map((x) => x.status)).toEqual([200, 200])
    expect(await statusOf(t, q.id)).toBe('PART_PAID')
    expect((await orderPayments(t, t.seller, q.id)).body.data).toMatchObject({
      received: 4000,
      pending: 0,
      balance: 7800,
    })
  })

  it('a payment recorded before acceptance is refused with NOT_PAYABLE; a repeated reference with PAYMENT_DUPLICATE', async () => {
    const quoted = await acceptedQuote(t, { accept: false })
    const early = await record(t, t.seller, quoted.id, { method: 'cash', reference: 'R1', amount: 100 })
    expect(early.status).toBe(409)
    expect(early.body.error.code).toBe('NOT_PAYABLE')
    const q = await acceptedQuote(t)
    const ref = await tellPaid(t, q.token, 100)
    const twice = await record(t, t.seller, q.id, { method: 'upi', reference: ref, amount: 100 })
    expect(twice.status).toBe(409)
    expect(twice.body.error.code).toBe('PAYMENT_DUPLICATE')
  })

  it('bad checks and records are 400s, an unknown payment 404', async () => {
    const q = await acceptedQuote(t)
    const id = await idOf(q.id, await tellPaid(t, q.token, 100))
    for (const body of [
      {},
      { outcome: 'maybe' },
      { outcome: 'received', received_amount: -1 },
      { outcome: 'received', received_amount: 'x' },
    ]) {
      const res = await verify(t, t.seller, id, body)
      expect(res.status).toBe(400)
    }
    for (const body of [
      {},
      { method: 'cheque', reference: 'A1', amount: 1 },
      { method: 'cash', reference: 'a b', amount: 1 },
      { method: 'cash', reference: 'A1', amount: 0 },
    ]) {
      expect((await record(t, t.seller, q.id, body)).status).toBe(400)
    }
    expect((await verify(t, t.seller, 'A'.repeat(22), { outcome: 'received' })).status).toBe(404)
    expect((await verify(t, t.seller, 'bad id!', { outcome: 'received' })).status).toBe(400)
    expect(
      (await record(t, t.seller, 'B'.repeat(22), { method: 'cash', reference: 'A1', amount: 1 })).status,
    ).toBe(404)
    const noShot = await t.json<ErrorBody>(`${API}/admin/payments/${id}/screenshot`, {
      headers: auth(t.seller),
    })
    expect(noShot.status).toBe(404)
  })
})

describe('a stranger cannot check payments', () => {
  it('without a token, or with a buyer token, every console payment call is refused', async () => {
    const q = await acceptedQuote(t)
    const id = await idOf(q.id, await tellPaid(t, q.token, 1000))
    const buyer = await createBuyer(t, '9840000077')
    for (const headers of [{}, auth(buyer)]) {
      const calls = [
        t.json<ErrorBody>(`${API}/admin/payments`, { headers }),
        t.json<ErrorBody>(`${API}/admin/payments/${id}/screenshot`, { headers }),
        t.json<ErrorBody>(`${API}/admin/payments/${id}/verify`, post({ outcome: 'received' }, headers)),
        t.json<ErrorBody>(`${API}/admin/orders/${q.id}/payments`, { headers }),
        t.json<ErrorBody>(
          `${API}/admin/orders/${q.id}/payments`,
          post({ method: 'cash', reference: 'X1', amount: 11800 }, headers),
        ),
      ]
      for (const res of await Promise.all(calls)) expect([401, 403]).toContain(res.status)
    }
    expect(await statusOf(t, q.id)).toBe('PAYMENT_SUBMITTED')
    expect((await orderPayments(t, t.seller, q.id)).body.data.payments).toHaveLength(1)
  })
})
