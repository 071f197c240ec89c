import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines } from '../../worker/db/schema'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'

// Retries and crowds: one attempt makes one enquiry, and concurrent ones lose nothing.

const ctx = ordersTestApp()
const { save, orderCount } = ctx

describe('POST order/save', () => {
  it('answers a retry with the same Idempotency-Key with the first enquiry, never a second', async () => {
    const payload = enquiryFor(bigEnoughCart(ctx.catalogue))
    const key = `attempt-${crypto.randomUUID()}`
    const before = await orderCount()
    const first = await save(payload, { 'Idempotency-Key': key })
    const second = await save(payload, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.res.headers.get('Idempotent-Replayed')).toBe('true')
    expect(second.body.data).toEqual(first.body.data)
    expect(await orderCount()).toBe(before + 1)

    const otherCart = enquiryFor(bigEnoughCart(ctx.catalogue.slice(5)))
    const reused = await save(otherCart, { 'Idempotency-Key': key })
    expect(reused.status).toBe(422)
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect((await save(payload, { 'Idempotency-Key': 'short' })).status).toBe(400)
  })

  it('makes one enquiry from ten simultaneous retries of one attempt', async () => {
    const payload = enquiryFor(bigEnoughCart(ctx.catalogue))
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
      enquiryFor(bigEnoughCart(ctx.catalogue.slice(i % 20)), { mobile_no: `9${String(100000000 + i)}` }),
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
      const lines = await ctx.t.db
        .select({ n: count() })
        .from(orderLines)
        .where(eq(orderLines.orderId, r.body.data.order_id))
      expect(lines[0]!.n).toBe(carts[i]!.product_list.length)
    }
    console.log(`50 concurrent order/save through createApp: ${ms.toFixed(0)} ms`)
  })
})
