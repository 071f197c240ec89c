import { describe, expect, it } from 'vitest'
import { apiApp } from '../helpers/api-app'
import { nextUtr, paymentRowsOf, record, tellJson, verify } from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'

// The quote fixture's bill is ₹11,800. Claims waiting for the seller's check, with what came in,
// may not pass it: a buyer shown ₹8,276 waiting on a ₹4,130 bill was told nothing true.

const t = apiApp({ seller: true })

const pendingOf = async (orderId: string) =>
  (await paymentRowsOf(t, orderId))
    .filter((p) => p.status === 'submitted')
    .reduce((s, p) => s + p.claimedPaise, 0)

describe("the buyer's claims waiting for a check stay within what is owed", () => {
  it('a claim that with those waiting passes the bill is refused on the amount field; what is left fits', async () => {
    const q = await acceptedQuote(t)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 8000 })).status).toBe(201)
    const over = await tellJson(t, q.token, { reference: nextUtr(), amount: 4000 })
    expect(over.status).toBe(400)
    expect(over.body.error.code).toBe('VALIDATION_FAILED')
    expect(over.body.error.issues).toEqual([
      {
        path: 'amount',
        message: "The amount is more than the balance left after the payments waiting for the shop's check",
      },
    ])
    expect(over.body.error.details).toEqual({ balance: 11800, pending: 8000 })
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 3800 })).status).toBe(201)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 1 })).status).toBe(400)
    expect(await pendingOf(q.id)).toBe(1_180_000)
  })

  it('what came in counts too, and a claim the seller did not find frees its room', async () => {
    const q = await acceptedQuote(t)
    await record(t, t.seller, q.id, { method: 'cash', reference: 'rcpt-1', amount: 5000 })
    const told = await tellJson(t, q.token, { reference: nextUtr(), amount: 6800 })
    expect(told.status).toBe(201)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 100 })).status).toBe(400)
    const [waiting] = (await paymentRowsOf(t, q.id)).filter((p) => p.status === 'submitted')
    expect((await verify(t, t.seller, waiting!.id, { outcome: 'not_found' })).status).toBe(200)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 6800 })).status).toBe(201)
  })

  it('claims told at the same moment cannot together pass the bill', async () => {
    const q = await acceptedQuote(t)
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        tellJson(t, q.token, { reference: nextUtr(), amount: 5000 }, `198.51.100.${150 + i}`),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([201, 201, 400, 400])
    expect(await pendingOf(q.id)).toBe(1_000_000)
  })
})

describe("the seller's own record is what the bank shows", () => {
  it('may be more than the balance: the enquiry is paid and nothing is left to pay', async () => {
    const q = await acceptedQuote(t)
    const paid = await record(t, t.seller, q.id, { method: 'bank', reference: 'NEFT0001', amount: 12000 })
    expect(paid.status).toBe(201)
    expect(paid.body.data).toMatchObject({ order_status: 'PAYMENT_RECEIVED', received: 12000, balance: 0 })
  })
})
