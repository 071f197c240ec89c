import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_WAITING_PAYMENTS } from '../../worker/features/payments/payments-write'
import { apiApp } from '../helpers/api-app'
import { pngFile } from '../helpers/images'
import { nextUtr, paymentRowsOf, record, statusOf, tellForm, tellJson, verify } from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'

// A UTR names one bank transaction. Told again for a second enquiry, it would wait in the seller's
// list beside the first, and a seller who finds it in the bank statement twice over marks both
// received: one payment would pay for two orders.

const t = apiApp({ seller: true })

const storedScreenshots = (orderId: string) => {
  try {
    return readdirSync(join(t.dir, 'objects', 'payments', orderId)).filter((f) => f.endsWith('.png'))
  } catch {
    return []
  }
}

describe('one transaction reference, two enquiries', () => {
  it('a UTR already told for one enquiry is refused for another, and nothing is written', async () => {
    const first = await acceptedQuote(t)
    const second = await acceptedQuote(t)
    const utr = nextUtr()
    expect((await tellJson(t, first.token, { reference: utr, amount: 500 })).status).toBe(201)
    const again = await tellJson(t, second.token, { reference: utr, amount: 500 }, '198.51.100.77')
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('PAYMENT_DUPLICATE')
    expect(again.body.error.message).toMatch(/another enquiry/)
    expect(await paymentRowsOf(t, second.id)).toHaveLength(0)
    expect(await statusOf(t, second.id)).toBe('ACCEPTED')
  })

  it('a reference the seller recorded as received on one enquiry cannot be told for another', async () => {
    const first = await acceptedQuote(t)
    const second = await acceptedQuote(t)
    const reference = 'NEFT0099887766'
    expect((await record(t, t.seller, first.id, { method: 'bank', reference, amount: 300 })).status).toBe(201)
    const told = await tellJson(t, second.token, { reference, amount: 300 }, '198.51.100.78')
    expect(told.status).toBe(409)
    expect(told.body.error.code).toBe('PAYMENT_DUPLICATE')
  })

  it('a reference the seller marked not found may be told again for the right enquiry', async () => {
    const wrong = await acceptedQuote(t)
    const right = await acceptedQuote(t)
    const utr = nextUtr()
    const told = await tellJson(t, wrong.token, { reference: utr, amount: 100 }, '198.51.100.79')
    expect(told.status).toBe(201)
    const [row] = await paymentRowsOf(t, wrong.id)
    expect((await verify(t, t.seller, row!.id, { outcome: 'not_found' })).status).toBe(200)
    expect((await tellJson(t, right.token, { reference: utr, amount: 100 }, '198.51.100.80')).status).toBe(
      201,
    )
  })

  it('two enquiries told the same UTR at once: exactly one keeps it', async () => {
    const a = await acceptedQuote(t)
    const b = await acceptedQuote(t)
    const utr = nextUtr()
    const answers = await Promise.all([
      tellJson(t, a.token, { reference: utr, amount: 100 }, '198.51.100.81'),
      tellJson(t, b.token, { reference: utr, amount: 100 }, '198.51.100.82'),
    ])
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409])
    expect((await paymentRowsOf(t, a.id)).length + (await paymentRowsOf(t, b.id)).length).toBe(1)
  })
})

describe("the seller's record of a reference another enquiry holds", () => {
  it('a UTR the buyer told for one enquiry is refused when recorded on another, naming the first, and nothing is written', async () => {
    const first = await acceptedQuote(t)
    const second = await acceptedQuote(t)
    const utr = nextUtr()
    expect((await tellJson(t, first.token, { reference: utr, amount: 400 }, '198.51.100.90')).status).toBe(
      201,
    )
    const recorded = await record(t, t.seller, second.id, { method: 'upi', reference: utr, amount: 400 })
    expect(recorded.status).toBe(409)
    expect(recorded.body.error.code).toBe('PAYMENT_DUPLICATE')
    expect(recorded.body.error.details).toEqual({ reference: utr, enquiry_number: first.enquiryNumber })
    expect(recorded.body.error.message).toContain(first.enquiryNumber)
    expect(await paymentRowsOf(t, second.id)).toHaveLength(0)
    expect(await statusOf(t, second.id)).toBe('ACCEPTED')
  })

  it('a receipt number recorded on one enquiry is refused on another until the seller confirms one payment paid both', async () => {
    const first = await acceptedQuote(t)
    const second = await acceptedQuote(t)
    const body = { method: 'bank', reference: 'neft-4455', amount: 250 }
    expect((await record(t, t.seller, first.id, body)).status).toBe(201)
    expect((await record(t, t.seller, second.id, body)).status).toBe(409)
    const confirmed = await record(t, t.seller, second.id, { ...body, shared_reference: true })
    expect(confirmed.status).toBe(201)
    expect(confirmed.body.data.received).toBe(250)
    expect((await paymentRowsOf(t, second.id)).map((p) => p.reference)).toEqual(['NEFT-4455'])
  })

  it('a reference marked not found on another enquiry may be recorded without confirming', async () => {
    const wrong = await acceptedQuote(t)
    const right = await acceptedQuote(t)
    const utr = nextUtr()
    expect((await tellJson(t, wrong.token, { reference: utr, amount: 100 }, '198.51.100.91')).status).toBe(
      201,
    )
    const [row] = await paymentRowsOf(t, wrong.id)
    expect((await verify(t, t.seller, row!.id, { outcome: 'not_found' })).status).toBe(200)
    expect((await record(t, t.seller, right.id, { method: 'upi', reference: utr, amount: 100 })).status).toBe(
      201,
    )
  })

  it('two enquiries recorded with the same reference at once: exactly one keeps it', async () => {
    const a = await acceptedQuote(t)
    const b = await acceptedQuote(t)
    const body = { method: 'cash', reference: 'RCPT-9001', amount: 100 }
    const answers = await Promise.all([record(t, t.seller, a.id, body), record(t, t.seller, b.id, body)])
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409])
    expect((await paymentRowsOf(t, a.id)).length + (await paymentRowsOf(t, b.id)).length).toBe(1)
  })

  it('shared_reference that is not true or false is a 400', async () => {
    const q = await acceptedQuote(t)
    const answer = await record(t, t.seller, q.id, {
      method: 'cash',
      reference: 'RCPT-9002',
      amount: 100,
      shared_reference: 'yes',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('VALIDATION_FAILED')
  })
})

describe('payments waiting for the check', () => {
  it(`a script telling made-up UTRs with screenshots from many addresses is stopped once ${MAX_WAITING_PAYMENTS} wait for the seller, and nothing more is stored`, async () => {
    const q = await acceptedQuote(t)
    const answers = []
    for (let i = 0; i < MAX_WAITING_PAYMENTS + 3; i++) {
      answers.push(
        await tellForm(
          t,
          q.token,
          { reference: nextUtr(), amount: '100' },
          pngFile('paid.png'),
          `198.51.100.${120 + i}`,
        ),
      )
    }
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_WAITING_PAYMENTS)
    for (const refused of answers.slice(MAX_WAITING_PAYMENTS)) {
      expect(refused.status).toBe(429)
      expect(refused.body.error.code).toBe('RATE_LIMITED')
    }
    expect(await paymentRowsOf(t, q.id)).toHaveLength(MAX_WAITING_PAYMENTS)
    expect(storedScreenshots(q.id)).toHaveLength(MAX_WAITING_PAYMENTS)
  })

  it('once the seller has checked the waiting ones, the buyer may tell the next payment', async () => {
    const q = await acceptedQuote(t)
    for (let i = 0; i < MAX_WAITING_PAYMENTS; i++) {
      expect(
        (await tellJson(t, q.token, { reference: nextUtr(), amount: 10 }, `198.51.100.${140 + i}`)).status,
      ).toBe(201)
    }
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 10 }, '198.51.100.150')).status).toBe(
      429,
    )
    const [first] = await paymentRowsOf(t, q.id)
    expect((await verify(t, t.seller, first!.id, { outcome: 'not_found' })).status).toBe(200)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 10 }, '198.51.100.151')).status).toBe(
      201,
    )
  })
})
