import { describe, expect, it } from 'vitest'
import type { OrderPublicInfo, OrderRecord, RepricedLine } from '../../worker/contract/orders'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import { at, ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// Placing an enquiry: the server prices the cart itself and applies the seller's rules.

const ctx = ordersTestApp()
const { save, orderCount, withPrice } = ctx

describe('POST order/save', () => {
  it('places a guest enquiry with a number, India time, payable amount and amount in words', async () => {
    const cart = bigEnoughCart(ctx.catalogue)
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

    const info = await ctx.t.json<{ data: OrderPublicInfo }>(`${API}/order/public/get/${e.order_id}`)
    expect(info.body.data).toMatchObject({
      enquiry_number: e.enquiry_number,
      enquiry_time: e.enquiry_time,
      payable_amount: e.payable_amount,
      payable_mode: 'Manual',
      order_status_label: 'Enquiry received',
    })

    const print = await ctx.t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${e.order_id}`)
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
    const cart = bigEnoughCart(ctx.catalogue)
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
    const payload = enquiryFor(bigEnoughCart(ctx.catalogue))
    const { status, body } = await save({ ...payload, sub_total: 10, net_amount: 10 })
    expect(status).toBe(409)
    expect(body.error.code).toBe('PRICE_CHANGED')
  })

  it('refuses a price the seller changed after the cart was filled', async () => {
    const cart = bigEnoughCart(ctx.catalogue)
    const payload = enquiryFor(cart)
    const target = cart[0]!.product
    await withPrice(target, { discountPercentage: 10 }, async () => {
      const { status, body } = await save(payload)
      expect(status).toBe(409)
      const details = body.error.details as { product_list: RepricedLine[] }
      expect(details.product_list[0]!.price).toBeGreaterThan(target.after_discount_price)
    })
  })

  it('prices a discount that lands on half a paisa half up, as the browser does', async () => {
    const target = ctx.catalogue.find((p) => p.is_sold_out === 0)!
    // 10% off Rs. 123.45 is 11,110.5 paise: Rs. 111.11, never 111.10 (half-even or cut off).
    await withPrice(target, { mrpPaise: 12_345, discountPercentage: 10 }, async () => {
      const { status, body } = await save(enquiryFor([{ product: at(target, 111.11), qty: 23 }]))
      expect(status).toBe(201)
      expect(body.data.payable_amount).toBe(2555.53)
    })
  })

  it('refuses a sold-out product and names it', async () => {
    const soldOut = ctx.catalogue.find((p) => p.is_sold_out === 1)!
    const payload = enquiryFor([...bigEnoughCart(ctx.catalogue), { product: soldOut, qty: 1 }])
    const { status, body } = await save(payload)
    expect(status).toBe(422)
    expect(body.error.code).toBe('PRODUCT_SOLD_OUT')
    expect(body.error.message).toContain(soldOut.product_name)
    expect(body.error.message).toContain(soldOut.product_code)
  })

  it('refuses a product that is not in the price list', async () => {
    const payload = enquiryFor(bigEnoughCart(ctx.catalogue))
    payload.product_list.push({ product_id: '987654', price: 10, qty: 1, sub_total: 10 })
    const { status, body } = await save(payload)
    expect(status).toBe(422)
    expect(body.error.code).toBe('UNKNOWN_PRODUCT')
    expect(body.error.details).toEqual({ product_ids: ['987654'] })
  })

  it('refuses an order below the minimum for the PIN code region', async () => {
    const cheap = ctx.catalogue.find((p) => p.is_sold_out === 0 && p.after_discount_price < 100)!
    const small = await save(enquiryFor([{ product: cheap, qty: 1 }]))
    expect(small.status).toBe(422)
    expect(small.body.error.code).toBe('MINIMUM_ORDER_NOT_MET')
    expect(small.body.error.message).toBe('Minimum order value should not under Rs. 2,500./-')

    // Rs. 3,000 is enough in Tamil Nadu but not for Mumbai, where the minimum is Rs. 5,000.
    const cart = bigEnoughCart(ctx.catalogue, 3000)
    expect((await save(enquiryFor(cart, { pin_code: '400001', city: 'Mumbai' }))).body.error.message).toBe(
      'Minimum order value should not under Rs. 5,000./-',
    )
    expect((await save(enquiryFor(cart, { pin_code: '605001', city: 'Puducherry' }))).status).toBe(201)
  })
})
