import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type {
  OrderPublicInfo,
  OrderRecord,
  RepricedLine,
  SavedEnquiry,
  TrackedOrder,
} from '../../worker/contract/orders'
import { orderLines, orders, products, rateLimits } from '../../worker/db/schema'
import { bumpCatalogueVersion } from '../../worker/features/catalogue/catalogue.service'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let catalogue: Product[]
let client = 0

beforeAll(async () => {
  // Each test gets its own client address, so tracking limits of one test do not leak into another.
  t = await createTestApp({ overrides: { clientAddress: (c) => c.req.header('x-test-client') } })
  catalogue = await catalogueOf(t)
})
afterAll(() => t.close())
beforeEach(() => {
  client++
})

const save = (body: unknown, headers: Record<string, string> = {}) =>
  t.json<{ data: SavedEnquiry } & ErrorBody>(
    `${API}/order/save`,
    post(body, { 'x-test-client': `c${client}`, ...headers }),
  )
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n

describe('POST order/save', () => {
  it('places a guest enquiry with a number, India time, payable amount and amount in words', async () => {
    const cart = bigEnoughCart(catalogue)
    const payload = enquiryFor(cart)
    const { status, body } = await save(payload)
    expect(status).toBe(201)
    const e = body.data
    expect(e.order_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(e.enquiry_number).toMatch(/^ENQ-\d{5}$/)
    // The test clock stands at 06:30 UTC, which is noon in India.
    expect(e.enquiry_time).toBe('20/10/2026 12:00 PM')
    expect(e.payable_amount).toBe(payload.net_amount)
    expect(e.amount_in_words).toMatch(/Rupees( And .* Paise)? Only$/)
    expect(e.order_status).toBe('ENQUIRY_RECEIVED')

    const info = await t.json<{ data: OrderPublicInfo }>(`${API}/order/public/get/${e.order_id}`)
    expect(info.body.data).toMatchObject({
      enquiry_number: e.enquiry_number,
      enquiry_time: e.enquiry_time,
      payable_amount: e.payable_amount,
      payable_mode: 'Manual',
      order_status_label: 'Enquiry received',
    })

    const print = await t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${e.order_id}`)
    expect(print.status).toBe(200)
    expect(print.body.data.lr_photo_path).toBeNull()
    expect(print.body.data.customer_name).toBe('Karthik Raja')
    expect(print.body.data.product_list).toHaveLength(cart.length)
    const first = print.body.data.product_list[0]!
    expect(first).toMatchObject({
      product_code: cart[0]!.product.product_code,
      product_name: cart[0]!.product.product_name,
      price: cart[0]!.product.price,
      discount_percentage: cart[0]!.product.discount_percentage,
      after_discount_price: cart[0]!.product.after_discount_price,
      qty: cart[0]!.qty,
    })
  })

  it('refuses tampered prices with 409 and the current prices, writing nothing', async () => {
    const cart = bigEnoughCart(catalogue)
    const payload = enquiryFor(cart)
    const line = payload.product_list[0]!
    line.price = 1
    line.sub_total = line.qty
    const before = await orderCount()
    const { status, body } = await save(payload)
    expect(status).toBe(409)
    expect(body.error.code).toBe('PRICE_CHANGED')
    const details = body.error.details as { product_list: RepricedLine[]; net_amount: number }
    expect(details.product_list[0]!.price).toBe(cart[0]!.product.after_discount_price)
    expect(details.net_amount).toBeGreaterThan(2500)
    expect(await orderCount()).toBe(before)
  })

  it('refuses a tampered total even when every line is right', async () => {
    const payload = enquiryFor(bigEnoughCart(catalogue))
    const { status, body } = await save({ ...payload, sub_total: 10, net_amount: 10 })
    expect(status).toBe(409)
    expect(body.error.code).toBe('PRICE_CHANGED')
  })

  it('refuses a price the seller changed after the cart was filled', async () => {
    const cart = bigEnoughCart(catalogue)
    const payload = enquiryFor(cart)
    const target = cart[0]!.product
    await t.db.batch([
      t.db
        .update(products)
        .set({ discountPercentage: 10 })
        .where(eq(products.id, Number(target._id))),
      bumpCatalogueVersion(t.db),
    ])
    try {
      const { status, body } = await save(payload)
      expect(status).toBe(409)
      const details = body.error.details as { product_list: RepricedLine[] }
      expect(details.product_list[0]!.price).toBeGreaterThan(target.after_discount_price)
    } finally {
      await t.db
        .update(products)
        .set({ discountPercentage: target.discount_percentage })
        .where(eq(products.id, Number(target._id)))
    }
  })

  it('refuses a sold-out product and names it', async () => {
    const soldOut = catalogue.find((p) => p.is_sold_out === 1)!
    const payload = enquiryFor([...bigEnoughCart(catalogue), { product: soldOut, qty: 1 }])
    const { status, body } = await save(payload)
    expect(status).toBe(422)
    expect(body.error.code).toBe('PRODUCT_SOLD_OUT')
    expect(body.error.message).toContain(soldOut.product_name)
    expect(body.error.message).toContain(soldOut.product_code)
  })

  it('refuses a product that is not in the price list', async () => {
    const payload = enquiryFor(bigEnoughCart(catalogue))
    payload.product_list.push({ product_id: '987654', price: 10, qty: 1, sub_total: 10 })
    const { status, body } = await save(payload)
    expect(status).toBe(422)
    expect(body.error.code).toBe('UNKNOWN_PRODUCT')
    expect(body.error.details).toEqual({ product_ids: ['987654'] })
  })

  it('refuses an order below the minimum for the PIN code region', async () => {
    const cheap = catalogue.find((p) => p.is_sold_out === 0 && p.after_discount_price < 100)!
    const small = await save(enquiryFor([{ product: cheap, qty: 1 }]))
    expect(small.status).toBe(422)
    expect(small.body.error.code).toBe('MINIMUM_ORDER_NOT_MET')
    expect(small.body.error.message).toBe('Minimum order value should not under Rs. 2,500./-')

    // Rs. 3,000 is enough in Tamil Nadu but not for Mumbai, where the minimum is Rs. 5,000.
    const cart = bigEnoughCart(catalogue, 3000)
    expect((await save(enquiryFor(cart, { pin_code: '400001', city: 'Mumbai' }))).body.error.message).toBe(
      'Minimum order value should not under Rs. 5,000./-',
    )
    expect((await save(enquiryFor(cart, { pin_code: '605001', city: 'Puducherry' }))).status).toBe(201)
  })

  it('refuses delivery to Delhi NCR PIN codes', async () => {
    for (const pin of ['110001', '122001', '201301']) {
      const { status, body } = await save(enquiryFor(bigEnoughCart(catalogue, 6000), { pin_code: pin }))
      expect(status).toBe(422)
      expect(body.error.code).toBe('DELIVERY_NOT_AVAILABLE')
      expect(body.error.message).toContain('Delhi NCR')
    }
  })

  it('refuses an empty cart with the reference message', async () => {
    const { status, body } = await save(enquiryFor([]))
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.message).toBe('No products found')
  })

  it('answers each invalid field with the reference message', async () => {
    const base = enquiryFor(bigEnoughCart(catalogue))
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customer_name: '  ' }, 'customer_name', 'Customer Name is required'],
      [{ customer_name: undefined }, 'customer_name', 'Customer Name is required'],
      [{ address: '' }, 'address', 'Address is required'],
      [{ city: '' }, 'city', 'City is required'],
      [{ pin_code: '' }, 'pin_code', 'PIN Code is required'],
      [{ pin_code: '62500' }, 'pin_code', 'Invalid PIN Code'],
      [{ pin_code: '62500a' }, 'pin_code', 'Invalid PIN Code'],
      [{ mobile_no: '' }, 'mobile_no', 'Mobile Number is required'],
      [{ mobile_no: '98765' }, 'mobile_no', 'Invalid Mobile Number'],
      [{ mobile_no: '98765432101' }, 'mobile_no', 'Invalid Mobile Number'],
      [{ email_id: 'not-an-email' }, 'email_id', 'Invalid E-mail'],
      [{ reference_by: '' }, 'reference_by', 'Please choose a reference person'],
      [{ reference_by: 'Somebody - 9999999999' }, 'reference_by', 'Please choose a reference person'],
      [{ customer_name: 'x'.repeat(101) }, 'customer_name', 'Must be at most 100 characters'],
      [{ address: 'x'.repeat(1001) }, 'address', 'Must be at most 1000 characters'],
      [{ customer_name: 'Bad\u0000Name' }, 'customer_name', 'Contains characters that are not allowed'],
    ]
    for (const [change, path, message] of cases) {
      const { status, body } = await save({ ...base, ...change })
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body.error.message).toBe(message)
      expect(body.error.issues?.[0]?.path ?? 'reference_by').toBe(path)
    }
  })

  it('refuses quantities that are not whole numbers from 1 to 9999', async () => {
    const base = enquiryFor(bigEnoughCart(catalogue))
    for (const qty of [0, -1, 1.5, 10000, '3']) {
      const body = { ...base, product_list: base.product_list.map((l, i) => (i === 0 ? { ...l, qty } : l)) }
      const r = await save(body)
      expect(r.status, String(qty)).toBe(400)
      expect(r.body.error.code).toBe('VALIDATION_FAILED')
    }
    const dup = { ...base, product_list: [base.product_list[0]!, base.product_list[0]!] }
    expect((await save(dup)).body.error.message).toBe('Each product may appear only once')
  })

  it('keeps Tamil names and SQL-looking text exactly as typed', async () => {
    const name = "முருகன் O'Brien'); DROP TABLE orders;--"
    const address = 'கதவு எண் 5,\nதெற்கு ரத வீதி; SELECT * FROM accounts'
    const { status, body } = await save(
      enquiryFor(bigEnoughCart(catalogue), { customer_name: name, address }),
    )
    expect(status).toBe(201)
    const print = await t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${body.data.order_id}`)
    expect(print.body.data.customer_name).toBe(name)
    expect(print.body.data.address).toBe(address)
    expect(await orderCount()).toBeGreaterThan(0)
  })

  it('answers malformed and oversized bodies with a 4xx JSON error', async () => {
    const malformed = await t.json<ErrorBody>(`${API}/order/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"customer_name": ',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.code).toBeTruthy()
    const notObject = await save([1, 2, 3])
    expect(notObject.status).toBe(400)
    const huge = await t.json<ErrorBody>(`${API}/order/save`, post({ customer_name: 'x'.repeat(100_000) }))
    expect(huge.status).toBe(413)
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers a retry with the same Idempotency-Key with the first enquiry, never a second', async () => {
    const payload = enquiryFor(bigEnoughCart(catalogue))
    const key = `attempt-${crypto.randomUUID()}`
    const before = await orderCount()
    const first = await save(payload, { 'Idempotency-Key': key })
    const second = await save(payload, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(second.body.data).toEqual(first.body.data)
    expect(await orderCount()).toBe(before + 1)

    const otherCart = enquiryFor(bigEnoughCart(catalogue.slice(5)))
    const reused = await save(otherCart, { 'Idempotency-Key': key })
    expect(reused.status).toBe(422)
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect((await save(payload, { 'Idempotency-Key': 'short' })).status).toBe(400)
  })

  it('makes one enquiry from ten simultaneous retries of one attempt', async () => {
    const payload = enquiryFor(bigEnoughCart(catalogue))
    const key = `attempt-${crypto.randomUUID()}`
    const before = await orderCount()
    const results = await Promise.all(
      Array.from({ length: 10 }, () => save(payload, { 'Idempotency-Key': key })),
    )
    expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true)
    expect(new Set(results.map((r) => r.body.data.order_id)).size).toBe(1)
    expect(await orderCount()).toBe(before + 1)
  })

  it('gives 50 concurrent enquiries 50 distinct ids and consecutive numbers, losing none', async () => {
    const before = await orderCount()
    const carts = Array.from({ length: 50 }, (_, i) =>
      enquiryFor(bigEnoughCart(catalogue.slice(i % 20)), { mobile_no: `9${String(100000000 + i)}` }),
    )
    const started = performance.now()
    const results = await Promise.all(
      carts.map((c, i) => save(c, { 'Idempotency-Key': `bulk-${i}-${crypto.randomUUID()}` })),
    )
    const ms = performance.now() - started
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201))
    const ids = new Set(results.map((r) => r.body.data.order_id))
    const numbers = results.map((r) => r.body.data.order_no).sort((a, b) => a - b)
    expect(ids.size).toBe(50)
    expect(numbers.at(-1)! - numbers[0]!).toBe(49)
    expect(new Set(numbers).size).toBe(50)
    expect(await orderCount()).toBe(before + 50)
    // Every enquiry has all of its lines.
    for (const [i, r] of results.entries()) {
      const lines = await t.db
        .select({ n: count() })
        .from(orderLines)
        .where(eq(orderLines.orderId, r.body.data.order_id))
      expect(lines[0]!.n).toBe(carts[i]!.product_list.length)
    }
    console.log(`50 concurrent order/save through createApp: ${ms.toFixed(0)} ms`)
  })
})

describe('GET order/public', () => {
  it('refuses a malformed enquiry id with 400 and an unknown one with 404', async () => {
    const bad = await t.json<ErrorBody>(`${API}/order/public/get/abc`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('INVALID_ID')
    const unknown = await t.json<ErrorBody>(`${API}/order/public/print/get/AAAAAAAAAAAAAAAAAAAAAA`)
    expect(unknown.status).toBe(404)
    const noPhoto = await t.json<ErrorBody>(`${API}/order/public/lr/AAAAAAAAAAAAAAAAAAAAAA`)
    expect(noPhoto.status).toBe(404)
  })
})

describe('POST order/search by mobile number (tracking)', () => {
  it('shows number, date, amount, status and city, but no name, address or id', async () => {
    const mobile = '9123456780'
    const placed = await save(
      enquiryFor(bigEnoughCart(catalogue), { mobile_no: mobile, city: 'Salem', pin_code: '636001' }),
    )
    const { status, body } = await t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: mobile }, { 'x-test-client': `c${client}` }),
    )
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toEqual({
      order_no: placed.body.data.order_no,
      enquiry_number: placed.body.data.enquiry_number,
      order_date: placed.body.data.enquiry_time,
      net_amount: placed.body.data.net_amount,
      order_status: 'ENQUIRY_RECEIVED',
      order_status_label: 'Enquiry received',
      city: 'Salem',
      has_lr_photo: 0,
    })
    expect(JSON.stringify(body)).not.toMatch(/Karthik|North Car|order_id|_id/)
  })

  it('answers the reference messages for a bad mobile number and an empty list for none', async () => {
    const missing = await t.json<ErrorBody>(`${API}/order/search`, post({ show_all: false, mobile_no: '' }))
    expect(missing.body.error.message).toBe('Mobile number is required')
    const bad = await t.json<ErrorBody>(`${API}/order/search`, post({ show_all: false, mobile_no: '12345' }))
    expect(bad.body.error.message).toBe('Invalid Mobile number')
    const none = await t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '9000011111' }, { 'x-test-client': `c${client}` }),
    )
    expect(none.body.data).toEqual([])
  })

  it('limits look-ups per client to 10 in 10 minutes', async () => {
    const look = () =>
      t.json<ErrorBody>(
        `${API}/order/search`,
        post({ show_all: false, mobile_no: '9000022222' }, { 'x-test-client': 'greedy' }),
      )
    for (let i = 0; i < 10; i++) expect((await look()).status).toBe(200)
    const refused = await look()
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    t.clock.advance(10 * 60_000)
    expect((await look()).status).toBe(200)
    await t.db.delete(rateLimits)
  })
})
