import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { QuotePaymentView } from '../../worker/contract/payments'
import { orderStatusHistory } from '../../worker/db/schema'
import { PAYMENT_TELL_LIMIT } from '../../worker/features/payments/payments.routes'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { pngFile, tinyPng } from '../helpers/images'
import { nextUtr, paymentPath, paymentRowsOf, statusOf, tellForm, tellJson } from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'

const t = apiApp({ seller: true })

const storedScreenshots = () => {
  try {
    return readdirSync(join(t.dir, 'objects'), { recursive: true }).filter((f) => String(f).endsWith('.png'))
  } catch {
    return []
  }
}

describe('the buyer sees what to pay once the quote is accepted', () => {
  it('shows the accepted total, the balance and a UPI link for exactly that amount', async () => {
    const q = await acceptedQuote(t)
    const { status, body } = await t.json<{ data: QuotePaymentView }>(paymentPath(q.token))
    expect(status).toBe(200)
    const view = body.data
    expect(view).toMatchObject({ payable: true, total: 11800, received: 0, pending: 0, balance: 11800 })
    expect(view.enquiry_number).toBe(q.enquiryNumber)
    expect(view.upi).toEqual({
      id: 'sivakasi.demo@okaxis',
      payee: 'Sivakasi Crackers (demo)',
      link: `upi://pay?pa=sivakasi.demo@okaxis&pn=Sivakasi%20Crackers%20(demo)&am=11800.00&tn=${q.enquiryNumber}&cu=INR`,
    })
    expect(view.bank_accounts.length).toBeGreaterThan(0)
    expect(view.payments).toEqual([])
  })

  it('an unknown or malformed token is refused without saying more', async () => {
    const unknown = await t.json<ErrorBody>(paymentPath('x'.repeat(32)))
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('NOT_FOUND')
    const told = await tellJson(t, 'y'.repeat(32), { reference: nextUtr(), amount: 10 })
    expect(told.status).toBe(404)
    const malformed = await t.json<ErrorBody>(paymentPath('not a token'))
    expect(malformed.status).toBe(400)
  })

  it('is not payable before the buyer accepts: a UTR told then is refused with 409 NOT_PAYABLE', async () => {
    const q = await acceptedQuote(t, { accept: false })
    const view = await t.json<{ data: QuotePaymentView }>(paymentPath(q.token))
    expect(view.body.data.payable).toBe(false)
    const told = await tellJson(t, q.token, { reference: nextUtr(), amount: 100 })
    expect(told.status).toBe(409)
    expect(told.body.error.code).toBe('NOT_PAYABLE')
    expect(await paymentRowsOf(t, q.id)).toHaveLength(0)
    expect(await statusOf(t, q.id)).toBe('QUOTED')
  })
})

describe('the buyer tells a payment', () => {
  it('a 12-digit UTR as JSON waits for the check and moves the enquiry to Payment submitted', async () => {
    const q = await acceptedQuote(t)
    const utr = nextUtr()
    const told = await tellJson(t, q.token, {
      reference: utr.replace(/(\d{4})/g, '$1 ').trim(),
      amount: 5000,
    })
    expect(told.status).toBe(201)
    expect(told.body.data).toMatchObject({ order_status: 'PAYMENT_SUBMITTED', pending: 5000, balance: 11800 })
    expect(told.body.data.payments).toEqual([
      expect.objectContaining({
        reference: utr,
        method: 'upi',
        amount: 5000,
        status: 'submitted',
        received_amount: 0,
      }),
    ])
    expect(await statusOf(t, q.id)).toBe('PAYMENT_SUBMITTED')
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, q.id))
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'ACCEPTED',
      toStatus: 'PAYMENT_SUBMITTED',
      actor: 'buyer',
    })
  })

  it('a bank reference of letters and digits is a bank payment; a second one keeps the status', async () => {
    const q = await acceptedQuote(t)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 1000 })).status).toBe(201)
    const bank = await tellJson(t, q.token, { reference: 'n123456789abc', amount: '2,000.50' })
    expect(bank.status).toBe(201)
    expect(bank.body.data.payments[1]).toMatchObject({
      reference: 'N123456789ABC',
      method: 'bank',
      amount: 2000.5,
    })
    expect(bank.body.data.pending).toBe(3000.5)
    expect(await statusOf(t, q.id)).toBe('PAYMENT_SUBMITTED')
  })

  it('a form with a real PNG screenshot stores it for the seller, readable only with the admin token', async () => {
    const q = await acceptedQuote(t)
    const told = await tellForm(t, q.token, { reference: nextUtr(), amount: '11800' }, pngFile('gpay.png'))
    expect(told.status).toBe(201)
    const [row] = await paymentRowsOf(t, q.id)
    expect(row?.screenshotKey).toMatch(/^payments\/.+\.png$/)
    const res = await t.request(`/api/website-management/admin/payments/${row?.id}/screenshot`, {
      headers: { 'x-auth-token': t.seller },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng())
    const stranger = await t.request(`/api/website-management/admin/payments/${row?.id}/screenshot`)
    expect(stranger.status).toBe(401)
  })

  it('a screenshot that is not an image (text named .png, typed image/png) is refused and nothing is kept', async () => {
    const q = await acceptedQuote(t)
    const before = storedScreenshots().length
    const told = await tellForm(
      t,
      q.token,
      { reference: nextUtr(), amount: '100' },
      {
        bytes: new TextEncoder().encode('<script>alert(1)</script>'),
        name: 'proof.png',
        type: 'image/png',
      },
    )
    expect(told.status).toBe(415)
    expect(told.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(await paymentRowsOf(t, q.id)).toHaveLength(0)
    expect(storedScreenshots().length).toBe(before)
    expect(await statusOf(t, q.id)).toBe('ACCEPTED')
  })

  it('an empty file input is no screenshot: the form is told without one', async () => {
    const q = await acceptedQuote(t)
    const told = await tellForm(
      t,
      q.token,
      { reference: nextUtr(), amount: '100' },
      {
        bytes: new Uint8Array(),
        name: '',
        type: 'application/octet-stream',
      },
    )
    expect(told.status).toBe(201)
    expect((await paymentRowsOf(t, q.id))[0]?.screenshotKey).toBeNull()
  })

  it('the same reference twice for one enquiry is 409 PAYMENT_DUPLICATE, written any way', async () => {
    const q = await acceptedQuote(t)
    const utr = nextUtr()
    expect((await tellJson(t, q.token, { reference: utr, amount: 100 })).status).toBe(201)
    const again = await tellJson(t, q.token, { reference: `${utr.slice(0, 6)}-${utr.slice(6)}`, amount: 200 })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('PAYMENT_DUPLICATE')
    expect(await paymentRowsOf(t, q.id)).toHaveLength(1)
  })

  it('eight parallel retries of the same request make one payment row', async () => {
    const q = await acceptedQuote(t)
    const body = { reference: nextUtr(), amount: 700 }
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => tellJson(t, q.token, body, `203.0.113.${i + 1}`)),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409)
      expect(a.body.error.code).toBe('PAYMENT_DUPLICATE')
    }
    expect(await paymentRowsOf(t, q.id)).toHaveLength(1)
    expect(await statusOf(t, q.id)).toBe('PAYMENT_SUBMITTED')
  })

  it('more than the balance due is refused on the amount field', async () => {
    const q = await acceptedQuote(t)
    const told = await tellJson(t, q.token, { reference: nextUtr(), amount: 11800.01 })
    expect(told.status).toBe(400)
    expect(told.body.error.issues?.[0]?.path).toBe('amount')
  })
})

describe('bad input gets a clear 4xx, never a 500', () => {
  const bodies: [string, unknown][] = [
    ['nothing', {}],
    ['a 5-character reference', { reference: '12345', amount: 100 }],
    ['a reference with symbols', { reference: "1' or 1=1 --", amount: 100 }],
    ['a reference far too long', { reference: '9'.repeat(5000), amount: 100 }],
    ['an amount that is not a number', { reference: '123456789012', amount: 'lots' }],
    ['a zero amount', { reference: '123456789012', amount: 0 }],
    ['a negative amount', { reference: '123456789012', amount: -50 }],
    ['an amount with thousandths', { reference: '123456789012', amount: 10.005 }],
    ['an amount as an object', { reference: '123456789012', amount: { $gt: 0 } }],
    ['a reference as a number', { reference: 123456789012, amount: 100 }],
    ['a list instead of an object', [1, 2, 3]],
    ['null', null],
  ]
  it.each(bodies.map(([name, body], i) => [name, body, `198.51.100.${100 + i}`] as const))(
    '%s',
    async (_name, body, client) => {
      const q = await acceptedQuote(t)
      const told = await tellJson(t, q.token, body, client)
      expect(told.status).toBe(400)
      expect(told.body.error.code).toBe('VALIDATION_FAILED')
      expect(await paymentRowsOf(t, q.id)).toHaveLength(0)
    },
  )

  it('JSON that does not parse, and a multipart body with a broken boundary', async () => {
    const q = await acceptedQuote(t)
    const broken = await t.json<ErrorBody>(paymentPath(q.token), {
      method: 'POST',
      body: '{"reference": "1234',
      headers: { 'Content-Type': 'application/json', 'x-test-client': '198.51.100.78' },
    })
    expect(broken.status).toBe(400)
    const multipart = await t.json<ErrorBody>(paymentPath(q.token), {
      method: 'POST',
      body: '--xyz\r\nContent-Disposition: form-data; name="reference"\r\n\r\n1234',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc', 'x-test-client': '198.51.100.78' },
    })
    expect(multipart.status).toBeGreaterThanOrEqual(400)
    expect(multipart.status).toBeLessThan(500)
  })

  it('a body over the upload ceiling is 413 before it is read', async () => {
    const q = await acceptedQuote(t)
    const told = await t.json<ErrorBody>(paymentPath(q.token), {
      ...post({ reference: '123456789012', amount: 1, pad: 'x'.repeat(7 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json', 'x-test-client': '198.51.100.79' },
    })
    expect(told.status).toBe(413)
  })
})

describe('telling payments is rate limited per client address', () => {
  it(`the ${PAYMENT_TELL_LIMIT.limit + 1}th try in the window is 429, another address is still served`, async () => {
    const q = await acceptedQuote(t)
    const client = '192.0.2.201'
    for (let i = 0; i < PAYMENT_TELL_LIMIT.limit; i++) {
      const told = await tellJson(t, 'z'.repeat(40), { reference: nextUtr(), amount: 1 }, client)
      expect(told.status).toBe(404)
    }
    const limited = await tellJson(t, q.token, { reference: nextUtr(), amount: 1 }, client)
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('RATE_LIMITED')
    expect(await paymentRowsOf(t, q.id)).toHaveLength(0)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 1 }, '192.0.2.202')).status).toBe(201)
    t.clock.advance(PAYMENT_TELL_LIMIT.windowMs)
    expect((await tellJson(t, q.token, { reference: nextUtr(), amount: 1 }, client)).status).toBe(201)
  })
})
