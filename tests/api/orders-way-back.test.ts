import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../worker/contract/admin'
import type { ErrorBody } from '../../worker/contract/common'
import type { OpenedEnquiry, OrderPublicInfo, OrderRecord, PrintRecord } from '../../worker/contract/orders'
import { orders, rateLimits } from '../../worker/db/schema'
import { OPEN_MISS_LIMITS } from '../../worker/features/orders/way-back'
import { signupAndLogin } from '../helpers/accounts'
import { auth, createAdmin } from '../helpers/admin'
import { bigEnoughCart, enquiryFor, post } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// The way back to a bill: the mobile number, the enquiry number and the access code the buyer was
// given together open one enquiry.

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

// What the buyer types back from their thank-you page.
const keyOf = (mobile: string, placed: { enquiry_number: string; access_code: string }) => ({
  mobile_no: mobile,
  enquiry_number: placed.enquiry_number,
  access_code: placed.access_code,
})

// A code of the right form that is not this enquiry's.
const otherCode = (code: string) => (code.startsWith('2222') ? '3333-3333' : '2222-2222')

describe('the access code', () => {
  it('is given to whoever holds the enquiry: the answer and its retry, the thank-you page, the bill, My Orders, the console', async () => {
    const buyer = await signupAndLogin(ctx.t, '9345678920')
    const body = enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: '9345678920', sub: buyer.sub })
    const headers = { 'Idempotency-Key': 'way-back-code-0001', ...auth(buyer.token) }
    const placed = (await ctx.save(body, headers)).body.data
    const code = placed.access_code
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    const [stored] = await ctx.t.db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(stored?.accessCode).toBe(code.replace('-', ''))

    const retry = await ctx.save(body, headers)
    expect(retry.status).toBe(200)
    expect(retry.body.data.access_code).toBe(code)
    const id = placed.order_id
    const thanks = await ctx.t.json<{ data: OrderPublicInfo }>(`${API}/order/public/get/${id}`)
    expect(thanks.body.data.access_code).toBe(code)
    const bill = await ctx.t.json<{ data: PrintRecord }>(`${API}/order/public/print/get/${id}`)
    expect(bill.body.data.access_code).toBe(code)
    const mine = await ctx.t.json<{ data: OrderRecord[] }>(
      `${API}/order/search`,
      post({ sub: buyer.sub, show_all: false }, auth(buyer.token)),
    )
    expect(mine.body.data.map((o) => o.access_code)).toEqual([code])
    const seller = await createAdmin(ctx.t)
    const desk = await ctx.t.json<{ data: AdminOrderDetail }>(`${API}/admin/orders/${id}`, {
      headers: auth(seller),
    })
    expect(desk.body.data.access_code).toBe(code)
  })

  it('differs from one enquiry to the next', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 5; i++) codes.add((await place('9345678921')).access_code)
    expect(codes.size).toBe(5)
  })
})

describe('POST order/public/open', () => {
  it('a matching mobile, enquiry number and access code answer the bill id and status, nothing personal', async () => {
    const placed = await place('9345678901')
    expect(placed.access_code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    const { status, body, res } = await open(keyOf('9345678901', placed))
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
      amount_owed: { kind: 'estimate', amount: placed.net_amount },
    })
    expect(JSON.stringify(body)).not.toMatch(/Karthik|North Car|customer_name|address/)
  })

  it('gives the quote link too, once the seller has sent a quote', async () => {
    const placed = await place('9345678909')
    const token = 'Qt0kenQt0kenQt0kenQt0kenQt0ken12'
    await ctx.t.db.update(orders).set({ quoteToken: token }).where(eq(orders.id, placed.order_id))
    const { body } = await open(keyOf('9345678909', placed))
    expect(body.data.quote_link).toBe(`/quote?t=${token}`)
  })

  it('accepts the number and the code as a buyer types them: any case, spaces, dashes, no prefix', async () => {
    const placed = await place('9345678902')
    const n = String(placed.order_no)
    const code = placed.access_code
    const bare = code.replace('-', '')
    const typed: [string, string][] = [
      [placed.enquiry_number.toLowerCase(), code.toLowerCase()],
      [` ${placed.enquiry_number} `, ` ${bare} `],
      [n, `${bare.slice(0, 4)} ${bare.slice(4)}`],
      [`ENQ${n}`, bare.split('').join('-')],
      [`enq 0${n}`, bare.toLowerCase()],
    ]
    for (const [enquiry_number, access_code] of typed) {
      const res = await open({ mobile_no: '9345678902', enquiry_number, access_code })
      expect(res.status, `${enquiry_number} ${access_code}`).toBe(200)
      expect(res.body.data.order_id).toBe(placed.order_id)
    }
  })

  it('the right mobile and number with a wrong code, or with the code of another enquiry, get the same 404 as a wrong number', async () => {
    const mine = await place('9345678903')
    const myOther = await place('9345678903')
    const theirs = await place('9345678904')
    const tries = [
      { ...keyOf('9345678903', mine), access_code: otherCode(mine.access_code) },
      { ...keyOf('9345678903', mine), access_code: myOther.access_code },
      { ...keyOf('9345678903', mine), access_code: theirs.access_code },
      { ...keyOf('9345678999', mine) },
      { ...keyOf('9345678903', mine), enquiry_number: 'ENQ-99999' },
      { ...keyOf('9345678903', theirs) },
    ]
    const answers = await Promise.all(tries.map((body) => open(body)))
    for (const a of answers) {
      expect(a.status).toBe(404)
      expect(a.body.error.code).toBe('NOT_FOUND')
    }
    const shapes = answers.map((a) => ({ ...a.body.error, requestId: undefined }))
    expect(new Set(shapes.map((s) => JSON.stringify(s))).size).toBe(1)
    const said = JSON.stringify(answers.map((a) => a.body))
    for (const id of [mine.order_id, myOther.order_id, theirs.order_id]) expect(said).not.toContain(id)
  })

  it('the mobile and the enquiry number alone open nothing: without a code the request is refused', async () => {
    const mine = await place('9345678911')
    for (const access_code of [undefined, '', '  ', '-']) {
      const res = await open({ mobile_no: '9345678911', enquiry_number: mine.enquiry_number, access_code })
      expect(res.status, String(access_code)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(res.body)).not.toContain(mine.order_id)
    }
  })

  it('trying in bulk is refused after the shared tracking budget of 10', async () => {
    const mine = await place('9345678905')
    const guesses = await Promise.all(
      // Each on another mobile number, so only this address's budget is met.
      Array.from({ length: 12 }, (_, i) =>
        open(
          { mobile_no: `93456789${50 + i}`, enquiry_number: String(90000 + i), access_code: 'ABCD-EFGH' },
          'guesser',
        ),
      ),
    )
    expect(guesses.filter((g) => g.status === 404)).toHaveLength(10)
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(2)
    // Even the right key is refused until the window ends, and tracking shares the budget.
    const right = await open(keyOf('9345678905', mine), 'guesser')
    expect(right.status).toBe(429)
    expect(right.body.error.code).toBe('RATE_LIMITED')
    const track = await ctx.t.json<ErrorBody>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '9345678905' }, { 'x-test-client': 'guesser' }),
    )
    expect(track.status).toBe(429)
    ctx.t.clock.advance(10 * 60_000)
    expect((await open(keyOf('9345678905', mine), 'guesser')).status).toBe(200)
  })

  it("a stranger's wrong codes close the way back for the stranger's address only, never for the owner's", async () => {
    const mine = await place('9345678907')
    const wrong = { ...keyOf('9345678907', mine), access_code: otherCode(mine.access_code) }
    const { perPair } = OPEN_MISS_LIMITS
    // Within the tracking budget of 10 per 10 minutes; the misses are counted for the day.
    const misses = []
    for (let i = 0; i < perPair.limit + 1; i++) {
      if (i === 10) ctx.t.clock.advance(10 * 60_000)
      misses.push((await open(wrong, 'stranger')).status)
    }
    expect(misses).toEqual([...Array(perPair.limit).fill(404), 429])
    // Past its budget the stranger's address is refused the right code too: a refusal says nothing.
    const right = await open(keyOf('9345678907', mine), 'stranger')
    expect(right.status).toBe(429)
    expect(JSON.stringify(right.body)).not.toContain(mine.order_id)
    // More strangers, each at another address, each spending its own budget.
    for (let s = 0; s < 3; s++) {
      for (let i = 0; i < perPair.limit; i++) expect((await open(wrong, `stranger-${s}`)).status).toBe(404)
    }
    // The owner's own client opens at once, and the owner's own slips are theirs alone.
    expect((await open(keyOf('9345678907', mine), 'owner')).status).toBe(200)
    expect((await open(wrong, 'owner')).status).toBe(404)
    expect((await open(keyOf('9345678907', mine), 'owner')).status).toBe(200)
    // The stranger's address opens again once the day's window has ended.
    ctx.t.clock.advance(perPair.windowMs)
    expect((await open(keyOf('9345678907', mine), 'stranger')).status).toBe(200)
  })

  it("guessing one buyer's code from many addresses stops at the mobile number's own budget of misses", async () => {
    const mine = await place('9345678912')
    const other = await place('9345678913')
    const wrong = { ...keyOf('9345678912', mine), access_code: otherCode(mine.access_code) }
    const { perPair, perMobile } = OPEN_MISS_LIMITS
    // Every address stays inside its own budgets: the per-number count is all that bites.
    const addresses = Math.ceil(perMobile.limit / perPair.limit)
    const answers: number[] = []
    for (let a = 0; a < addresses; a++) {
      const batch = Array.from({ length: perPair.limit }, () => open(wrong, `botnet-${a}`))
      for (const res of await Promise.all(batch)) answers.push(res.status)
    }
    expect(answers.filter((s) => s === 404)).toHaveLength(perMobile.limit)
    expect((await open(wrong, 'botnet-fresh')).status).toBe(429)
    // Now the right key is refused too, from the owner's address as from any, until the day ends.
    const right = await open(keyOf('9345678912', mine), 'owner')
    expect(right.status).toBe(429)
    expect(JSON.stringify(right.body)).not.toContain(mine.order_id)
    // Another buyer's way back is untouched.
    expect((await open(keyOf('9345678913', other), 'owner')).status).toBe(200)
    ctx.t.clock.advance(perMobile.windowMs)
    expect((await open(keyOf('9345678912', mine), 'owner')).status).toBe(200)
  })

  it("one address's hundreds of refused tries do not close a buyer's way back for anyone else", async () => {
    const mine = await place('9345678914')
    const wrong = { ...keyOf('9345678914', mine), access_code: otherCode(mine.access_code) }
    const { perMobile } = OPEN_MISS_LIMITS
    // Past its own budgets every try is refused, and none of those count against the number.
    const answers: number[] = []
    for (let i = 0; i < perMobile.limit + 10; i += 30) {
      const burst = Array.from({ length: 30 }, () => open(wrong, 'one-noisy-address'))
      for (const res of await Promise.all(burst)) answers.push(res.status)
    }
    expect(answers.filter((s) => s !== 429).length).toBeLessThanOrEqual(OPEN_MISS_LIMITS.perPair.limit)
    expect((await open(keyOf('9345678914', mine), 'owner')).status).toBe(200)
  })

  it('a buyer who opens their own enquiry many times is never refused by the miss budgets', async () => {
    const mine = await place('9345678910')
    for (let i = 0; i < OPEN_MISS_LIMITS.perPair.limit + 3; i++) {
      const res = await open(keyOf('9345678910', mine), `own-${i}`)
      expect(res.status).toBe(200)
    }
  })

  it('refuses bad input with a 400 in the one error shape', async () => {
    const code = 'ABCD-EFGH'
    const bad = [
      {},
      { mobile_no: '12345', enquiry_number: 'ENQ-00001', access_code: code },
      { mobile_no: '9345678906', access_code: code },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-', access_code: code },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-0', access_code: code },
      { mobile_no: '9345678906', enquiry_number: "1' OR 1=1", access_code: code },
      { mobile_no: '9345678906', enquiry_number: 42, access_code: code },
      { mobile_no: '9345678906', enquiry_number: '1'.repeat(40), access_code: code },
      // Codes never hold 0, O, 1, I or L, and are 8 long.
      { mobile_no: '9345678906', enquiry_number: 'ENQ-00001', access_code: 'ABCD-EFG0' },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-00001', access_code: 'ABCD-EFG' },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-00001', access_code: 'ABCD-EFGHJ' },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-00001', access_code: "' OR 1=1 --" },
      { mobile_no: '9345678906', enquiry_number: 'ENQ-00001', access_code: 12345678 },
    ]
    for (const body of bad) {
      const res = await open(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(typeof res.body.error.requestId).toBe('string')
    }
  })
})
