import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { OrderStatus } from '../../worker/contract/order-status'
import type { TrackedOrder } from '../../worker/contract/orders'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { rateLimits } from '../../worker/db/schema'
import { moveOrder } from '../../worker/features/orders/order-moves'
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
  it('shows date, amount, status and city, but no name, address, id, enquiry number or access code', async () => {
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
      order_date: '20/10/2026',
      order_at: '2026-10-20',
      net_amount: placed.body.data.net_amount,
      order_status: 'ENQUIRY_RECEIVED',
      order_status_label: 'Enquiry received',
      city: 'Salem',
      has_lr_photo: 0,
      timeline: [
        {
          status: 'ENQUIRY_RECEIVED',
          label: 'Enquiry received',
          at: '20/10/2026',
          at_iso: '2026-10-20',
        },
      ],
      amount_owed: { kind: 'estimate', amount: placed.body.data.net_amount },
    })
    expect(JSON.stringify(body)).not.toMatch(/Karthik|North Car|order_id|_id|ENQ-|order_no|access_code/)
    expect(JSON.stringify(body)).not.toContain(placed.body.data.access_code)
  })

  it('shows each enquiry its own timeline of stages, without the notes or who moved it', async () => {
    const mobile = '9123456781'
    const first = await save(enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: mobile }))
    const second = await save(enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: mobile }))
    const move = (id: string, from: OrderStatus, to: OrderStatus, minutes: number) =>
      moveOrder(ctx.t.db, {
        id,
        from,
        to,
        note: 'Called Karthik, agreed',
        actor: 'Murugan (9000000099)',
        now: Date.parse('2026-10-20T06:30:00.000Z') + minutes * 60_000,
        settings: defaultSettings,
      })
    await move(first.body.data.order_id, 'ENQUIRY_RECEIVED', 'CONFIRMED', 10)
    await move(first.body.data.order_id, 'CONFIRMED', 'CANCELLED', 20)
    const { body } = await ctx.t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: true, mobile_no: mobile }, { 'x-test-client': `c${ctx.client}` }),
    )
    const byStatus = Object.fromEntries(body.data.map((o) => [o.order_status, o.timeline]))
    expect(byStatus.CANCELLED?.map((e) => [e.status, e.at_iso])).toEqual([
      ['ENQUIRY_RECEIVED', '2026-10-20'],
      ['CONFIRMED', '2026-10-20'],
      ['CANCELLED', '2026-10-20'],
    ])
    expect(byStatus.ENQUIRY_RECEIVED?.map((e) => e.status)).toEqual(['ENQUIRY_RECEIVED'])
    expect(second.status).toBe(201)
    expect(JSON.stringify(body)).not.toMatch(/Karthik|Murugan|agreed/)
  })

  it('dates each enquiry and stage to its India day, so no time ties an enquiry to its number', async () => {
    const mobile = '9123456782'
    const start = ctx.t.clock.now()
    // 23:55 and 00:20 India time: two India days, one UTC day.
    ctx.t.clock.set(Date.parse('2026-10-21T18:25:00.000Z'))
    const late = await save(enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: mobile }))
    ctx.t.clock.set(Date.parse('2026-10-21T18:50:00.000Z'))
    const early = await save(enquiryFor(bigEnoughCart(ctx.catalogue), { mobile_no: mobile }))
    await moveOrder(ctx.t.db, {
      id: late.body.data.order_id,
      from: 'ENQUIRY_RECEIVED',
      to: 'CONFIRMED',
      note: null,
      actor: 'Murugan (9000000099)',
      now: Date.parse('2026-10-22T09:41:07.123Z'),
      settings: defaultSettings,
    })
    const { body } = await ctx.t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: mobile }, { 'x-test-client': `c${ctx.client}` }),
    )
    ctx.t.clock.set(start)
    expect(body.data.map((o) => [o.order_date, o.order_at])).toEqual([
      ['22/10/2026', '2026-10-22'],
      ['21/10/2026', '2026-10-21'],
    ])
    expect(body.data[1]?.timeline.map((e) => [e.status, e.at, e.at_iso])).toEqual([
      ['ENQUIRY_RECEIVED', '21/10/2026', '2026-10-21'],
      ['CONFIRMED', '22/10/2026', '2026-10-22'],
    ])
    // The buyer's own answer, and the bill, still carry the minute.
    expect(late.body.data.enquiry_time).toBe('21/10/2026 11:55 PM')
    expect(early.body.data.enquiry_time).toBe('22/10/2026 12:20 AM')
    // No hour, minute, second or millisecond anywhere in the answer.
    expect(JSON.stringify(body)).not.toMatch(/\d{1,2}:\d{2}|T\d{2}|\.\d{3}Z/)
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
