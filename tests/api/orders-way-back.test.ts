import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { OpenedEnquiry } from '../../worker/contract/orders'
import { orders, rateLimits } from '../../worker/db/schema'
import { OPEN_MISS_LIMIT } from '../../worker/features/orders/orders.routes'
import { bigEnoughCart, enquiryFor, post } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// The way back to a bill: the mobile number and the enquiry number together open one enquiry.

const ctx = ordersTestApp()
afterEach(async () => {
  await ctx.t.db.delete(rateLimits)
})

const open = (body: unknown, client = `c${ctx.client}`) =>
  ctx.t.json<{ data: OpenedEnquiry } & ErrorBody>(
    `${API}/order/public/open`,
    post(body, { 'x-test-client': client }),
  )

const place = async (mobile: string) => {
  const placed = await ctx.save(enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: mobile }))
  expect(placed.status).toBe(201)
  return placed.body.data
}

describe('POST order/public/open', () => {
  it('a matching mobile and enquiry number answer the bill id and status, nothing personal', async () => {
    const placed = await place('9345678901')
    const { status, body, res } = await open({
      mobile_no: '9345678901',
      enquiry_number: placed.enquiry_number,
    })
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(body.data).toEqual({
      order_id: placed.order_id,
      enquiry_number: placed.enquiry_number,
      order_status: 'ENQUIRY_RECEIVED',
      order_status_label: 'Enquiry received',
      net_amount: placed.net_amount,
      has_lr_photo: 0,
      quote_link: null,
    })
    expect(JSON.stringify(body)).not.toMatch(/Karthik|North Car|customer_name|address/)
  })

  it('gives the quote link too, once the seller has sent a quote', async () => {
    const placed = await place('9345678909')
    const token = 'Qt0kenQt0kenQt0kenQt0kenQt0ken12'
    await ctx.t.db.update(orders).set({ quoteToken: token }).where(eq(orders.id, placed.order_id))
    const { body } = await open({ mobile_no: '9345678909', enquiry_number: placed.enquiry_number })
    expect(body.data.quote_link).toBe(`/quote?t=${token}`)
  })

  it('accepts the number in lower case, without the prefix or without the leading zeros', async () => {
    const placed = await place('9345678902')
    const n = String(placed.order_no)
    for (const typed of [
      placed.enquiry_number.toLowerCase(),
      ` ${placed.enquiry_number} `,
      n,
      `ENQ${n}`,
      `enq 0${n}`,
    ]) {
      const res = await open({ mobile_no: '9345678902', enquiry_number: typed })
      expect(res.status, typed).toBe(200)
      expect(res.body.data.order_id).toBe(placed.order_id)
    }
  })

  it("a wrong mobile, a wrong number and another buyer's number all get the same 404", async () => {
    const mine = await place('9345678903')
    const theirs = await place('9345678904')
    const tries = [
      { mobile_no: '9345678999', enquiry_number: mine.enquiry_number },
      { mobile_no: '9345678903', enquiry_number: 'ENQ-99999' },
      { mobile_no: '9345678903', enquiry_number: theirs.enquiry_number },
    ]
    const answers = await Promise.all(tries.map((body) => open(body)))
    for (const a of answers) {
      expect(a.status).toBe(404)
      expect(a.body.error.code).toBe('NOT_FOUND')
    }
    const shapes = answers.map((a) => ({ ...a.body.error, requestId: undefined }))
    expect(new Set(shapes.map((s) => JSON.stringify(s))).size).toBe(1)
    expect(JSON.stringify(answers.map((a) => a.body))).not.toContain(theirs.order_id)
  })

  it('trying enquiry numbers in bulk is refused after the shared tracking budget of 10', async () => {
    const mine = await place('9345678905')
    const guesses = await Promise.all(
      // Each on another mobile number, so only this address's budget is met.
      Array.from({ length: 12 }, (_, i) =>
        open({ mobile_no: `93456789${50 + i}`, enquiry_number: String(90000 + i) }, 'guesser'),
      ),
    )
    expect(guesses.filter((g) => g.status === 404)).toHaveLength(10)
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(2)
    // Even the right number is refused until the window ends, and tracking shares the budget.
    const right = await open({ mobile_no: '9345678905', enquiry_number: mine.enquiry_number }, 'guesser')
    expect(right.status).toBe(429)
    expect(right.body.error.code).toBe('RATE_LIMITED')
    const track = await ctx.t.json<ErrorBody>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '9345678905' }, { 'x-test-client': 'guesser' }),
    )
    expect(track.status).toBe(429)
    ctx.t.clock.advance(10 * 60_000)
    expect(
      (await open({ mobile_no: '9345678905', enquiry_number: mine.enquiry_number }, 'guesser')).status,
    ).toBe(200)
  })

  it("guessing one buyer's enquiry number from many addresses is refused after the mobile's own budget of misses", async () => {
    const mine = await place('9345678907')
    const other = await place('9345678908')
    // Each guess from a new address, so the per-address budget never bites.
    const guesses = []
    for (let i = 0; i < OPEN_MISS_LIMIT.limit + 2; i++) {
      guesses.push(await open({ mobile_no: '9345678907', enquiry_number: String(90000 + i) }, `botnet-${i}`))
    }
    expect(guesses.filter((g) => g.status === 404)).toHaveLength(OPEN_MISS_LIMIT.limit)
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(2)
    // The right number is refused too, from a fresh address, until the window ends.
    const right = await open({ mobile_no: '9345678907', enquiry_number: mine.enquiry_number }, 'fresh')
    expect(right.status).toBe(429)
    expect(JSON.stringify(right.body)).not.toContain(mine.order_id)
    // Another buyer's way back is untouched.
    expect(
      (await open({ mobile_no: '9345678908', enquiry_number: other.enquiry_number }, 'fresh2')).status,
    ).toBe(200)
    ctx.t.clock.advance(OPEN_MISS_LIMIT.windowMs)
    expect(
      (await open({ mobile_no: '9345678907', enquiry_number: mine.enquiry_number }, 'later')).status,
    ).toBe(200)
  })

  it('a buyer who opens their own enquiry many times is never refused by the miss budget', async () => {
    const mine = await place('9345678910')
    for (let i = 0; i < OPEN_MISS_LIMIT.limit + 3; i++) {
      const res = await open({ mobile_no: '9345678910', enquiry_number: mine.enquiry_number }, `own-${i}`)
      expect(res.status).toBe(200)
    }
  })

  it('refuses bad input with a 400 in the one error shape', async () => {
    const bad = [
      {},
      { mobile_no: '12345', enquiry_number: 'ENQ-00001' },
      { mobile_no: '9345678906' },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-' },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-0' },
      { mobile_no: '9345678906', enquiry_number: "1' OR 1=1" },
      { mobile_no: '9345678906', enquiry_number: 42 },
      { mobile_no: '9345678906', enquiry_number: '1'.repeat(40) },
    ]
    for (const body of bad) {
      const res = await open(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(typeof res.body.error.requestId).toBe('string')
    }
  })
})
