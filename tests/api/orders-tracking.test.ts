import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { TrackedOrder } from '../../worker/contract/orders'
import { rateLimits } from '../../worker/db/schema'
import { bigEnoughCart, enquiryFor, post } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// Looking an enquiry up: by its unguessable id, or by the buyer's mobile number.

const ctx = ordersTestApp()
const { save } = ctx

describe('GET order/public', () => {
  it('refuses a malformed enquiry id with 400 and an unknown one with 404', async () => {
    const bad = await ctx.t.json<ErrorBody>(`${API}/order/public/get/abc`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('INVALID_ID')
    const unknown = await ctx.t.json<ErrorBody>(`${API}/order/public/print/get/AAAAAAAAAAAAAAAAAAAAAA`)
    expect(unknown.status).toBe(404)
    const noPhoto = await ctx.t.json<ErrorBody>(`${API}/order/public/lr/AAAAAAAAAAAAAAAAAAAAAA`)
    expect(noPhoto.status).toBe(404)
  })
})

describe('POST order/search by mobile number (tracking)', () => {
  it('shows date, amount, status and city, but no name, address, id or enquiry number', async () => {
    const mobile = '9123456780'
    const placed = await save(
      enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: mobile, city: 'Salem', pin_code: '636001' }),
    )
    const { status, body } = await ctx.t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: mobile }, { 'x-test-client': `c${ctx.client}` }),
    )
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toEqual({
      order_date: placed.body.data.enquiry_time,
      order_at: '2026-10-20T06:30:00.000Z',
      net_amount: placed.body.data.net_amount,
      order_status: 'ENQUIRY_RECEIVED',
      order_status_label: 'Enquiry received',
      city: 'Salem',
      has_lr_photo: 0,
    })
    expect(JSON.stringify(body)).not.toMatch(/Karthik|North Car|order_id|_id|ENQ-|order_no/)
  })

  it('answers the usual messages for a missing or bad mobile number, and an empty list for none', async () => {
    const missing = await ctx.t.json<ErrorBody>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '' }),
    )
    expect(missing.body.error.message).toBe('Mobile number is required')
    const bad = await ctx.t.json<ErrorBody>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '12345' }),
    )
    expect(bad.body.error.message).toBe('Invalid Mobile number')
    const none = await ctx.t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '9000011111' }, { 'x-test-client': `c${ctx.client}` }),
    )
    expect(none.body.data).toEqual([])
  })

  it('limits look-ups per client to 10 in 10 minutes', async () => {
    const look = () =>
      ctx.t.json<ErrorBody>(
        `${API}/order/search`,
        post({ show_all: false, mobile_no: '9000022222' }, { 'x-test-client': 'greedy' }),
      )
    for (let i = 0; i < 10; i++) expect((await look()).status).toBe(200)
    const refused = await look()
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    ctx.t.clock.advance(10 * 60_000)
    expect((await look()).status).toBe(200)
    await ctx.t.db.delete(rateLimits)
  })
})
