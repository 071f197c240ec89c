import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminOrderList } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { OrderPublicInfo } from '../../worker/contract/orders'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { orderStatusHistory } from '../../worker/db/schema'
import { moveOrder } from '../../worker/features/orders/order-moves'
import { ADMIN_ACTOR, adminPost, auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { API } from '../helpers/test-app'
import { dispatch, toDispatched } from '../helpers/transport'

const t = apiApp({ seller: true })
let catalogue: Product[]

// Three enquiries around midnight India time (UTC+5:30):
const LATE_ON_20TH = Date.parse('2026-10-20T18:00:00Z') // 20 Oct, 11:30 PM in India
const JUST_AFTER_MIDNIGHT = Date.parse('2026-10-20T19:00:00Z') // 21 Oct, 12:30 AM in India, still the 20th in UTC
const AFTERNOON_21ST = Date.parse('2026-10-21T10:00:00Z') // 21 Oct, 3:30 PM in India
const PAGING_DAY = Date.parse('2026-10-25T04:00:00Z')
const ids = { late: '', midnight: '', afternoon: '' }

beforeAll(async () => {
  catalogue = await catalogueOf(t)
  ids.late = (await placeOrder(t, { at: LATE_ON_20TH, mobile: '9800011111', catalogue })).order_id
  ids.midnight = (await placeOrder(t, { at: JUST_AFTER_MIDNIGHT, mobile: '9800022222', catalogue })).order_id
  ids.afternoon = (await placeOrder(t, { at: AFTERNOON_21ST, mobile: '9800033333', catalogue })).order_id
  // 26 enquiries a minute apart on one day, for paging.
  for (let i = 0; i < 26; i++) {
    await placeOrder(t, { at: PAGING_DAY + i * 60_000, mobile: '9123456789', catalogue })
  }
})

const list = (query: string) =>
  t.json<{ data: AdminOrderList } & ErrorBody>(`${API}/admin/orders?${query}`, { headers: auth(t.seller) })
const detail = (id: string) =>
  t.json<{ data: AdminOrderDetail } & ErrorBody>(`${API}/admin/orders/${id}`, { headers: auth(t.seller) })
const move = (id: string, to: string, note?: string) =>
  t.json<{ data: AdminOrderDetail } & ErrorBody>(
    `${API}/admin/orders/${id}/status`,
    adminPost(t.seller, note === undefined ? { to } : { to, note }),
  )

describe('GET admin/orders', () => {
  it('lists every enquiry newest first, 25 a page, with the total', async () => {
    const first = await list('')
    expect(first.status).toBe(200)
    expect(first.body.data.total).toBe(29)
    expect(first.body.data.page_size).toBe(25)
    expect(first.body.data.orders).toHaveLength(25)
    const numbers = first.body.data.orders.map((o) => o.order_no)
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
    const second = await list('page=2')
    expect(second.body.data.page).toBe(2)
    expect(second.body.data.orders.map((o) => o.order_no)).toEqual([4, 3, 2, 1])
    expect((await list('page=3')).body.data.orders).toEqual([])
  })

  it('describes each enquiry as the inbox shows it', async () => {
    const { body } = await list('q=ENQ-00001')
    expect(body.data.orders).toHaveLength(1)
    const o = body.data.orders[0]!
    expect(o).toMatchObject({
      _id: ids.late,
      order_no: 1,
      enquiry_number: 'ENQ-00001',
      order_date: '20/10/2026 11:30 PM',
      customer_name: 'Karthik Raja',
      customer_mobile_no: '9800011111',
      city: 'Madurai',
      pin_code: '625001',
      order_status: 'ENQUIRY_RECEIVED',
      order_status_label: 'Enquiry received',
      has_lr_photo: 0,
    })
    expect(o.line_count).toBeGreaterThan(0)
    expect(o.net_amount).toBeGreaterThan(2500)
  })

  it('filters by India dates, so 12:30 AM on the 21st belongs to the 21st though UTC still says the 20th', async () => {
    const on21st = await list('from=2026-10-21&to=2026-10-21')
    expect(on21st.body.data.orders.map((o) => o._id)).toEqual([ids.afternoon, ids.midnight])
    const on20th = await list('from=2026-10-20&to=2026-10-20')
    expect(on20th.body.data.orders.map((o) => o._id)).toEqual([ids.late])
    const upTo20th = await list('to=2026-10-20')
    expect(upTo20th.body.data.total).toBe(1)
    const from21st = await list('from=2026-10-21')
    expect(from21st.body.data.total).toBe(28)
  })

  it('pages within a filter', async () => {
    const day = await list('from=2026-10-25&to=2026-10-25')
    expect(day.body.data.total).toBe(26)
    expect(day.body.data.orders).toHaveLength(25)
    const rest = await list('from=2026-10-25&to=2026-10-25&page=2')
    expect(rest.body.data.orders).toHaveLength(1)
    expect(rest.body.data.orders[0]!.order_date).toBe('25/10/2026 09:30 AM')
  })

  it('finds an enquiry by its number written either way', async () => {
    expect((await list('q=ENQ-00002')).body.data.orders.map((o) => o._id)).toEqual([ids.midnight])
    expect((await list('q=enq00003')).body.data.orders.map((o) => o._id)).toEqual([ids.afternoon])
    expect((await list('q=3')).body.data.orders.map((o) => o._id)).toContain(ids.afternoon)
  })

  it('finds enquiries by mobile number, with +91, or by its last digits', async () => {
    expect((await list('q=9800022222')).body.data.orders.map((o) => o._id)).toEqual([ids.midnight])
    expect(
      (await list(`q=${encodeURIComponent('+91 98000 22222')}`)).body.data.orders.map((o) => o._id),
    ).toEqual([ids.midnight])
    expect((await list('q=33333')).body.data.orders.map((o) => o._id)).toEqual([ids.afternoon])
    expect((await list('q=3456789')).body.data.total).toBe(26)
  })

  it('filters by status, alone and with the other filters', async () => {
    const id = (
      await placeOrder(t, { at: Date.parse('2026-10-26T06:00:00Z'), mobile: '9800044444', catalogue })
    ).order_id
    expect((await move(id, 'CONFIRMED')).status).toBe(200)
    const confirmed = await list('status=CONFIRMED')
    expect(confirmed.body.data.orders.map((o) => o._id)).toEqual([id])
    expect((await list('status=CONFIRMED&q=9800011111')).body.data.total).toBe(0)
    expect((await list('status=CONFIRMED&from=2026-10-26&to=2026-10-26')).body.data.total).toBe(1)
    expect((await list('status=DELIVERED')).body.data.orders).toEqual([])
  })

  it('refuses filters it cannot read', async () => {
    for (const query of [
      'status=SHIPPED',
      'from=20-10-2026',
      'from=2026-02-30',
      'page=0',
      'from=2026-10-22&to=2026-10-21',
    ]) {
      const res = await list(query)
      expect([query, res.status, res.body.error.code]).toEqual([query, 400, 'VALIDATION_FAILED'])
    }
  })
})

describe('GET admin/orders/{id}', () => {
  it('answers the whole enquiry with its receipt as the first history entry and the allowed next statuses', async () => {
    const { status, body } = await detail(ids.late)
    expect(status).toBe(200)
    const d = body.data
    expect(d.enquiry_number).toBe('ENQ-00001')
    expect(d.customer_mobile_no).toBe('9800011111')
    expect(d.product_list.length).toBeGreaterThan(0)
    expect(d.lr_photo_path).toBeNull()
    expect(d.history).toEqual([
      {
        from_status: null,
        to_status: 'ENQUIRY_RECEIVED',
        to_status_label: 'Enquiry received',
        note: null,
        actor: 'buyer',
        at: '20/10/2026 11:30 PM',
      },
    ])
    expect(d.allowed_next).toEqual(['CONFIRMED', 'CANCELLED'])
  })

  it('is 404 for an unknown enquiry and 400 for an id that cannot be one', async () => {
    expect((await detail('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await detail('bad id!')).status).toBe(400)
  })
})

describe('POST admin/orders/{id}/status', () => {
  it('moves an enquiry through its lifecycle, recording who did it and when', async () => {
    const id = (await placeOrder(t, { catalogue })).order_id
    const steps = ['CONFIRMED', 'PAYMENT_RECEIVED', 'PACKED', 'DISPATCHED', 'DELIVERED'] as const
    for (const [i, to] of steps.entries()) {
      t.clock.advance(60_000)
      // Dispatch is its own form, as it records the transport.
      const res =
        to === 'DISPATCHED'
          ? await dispatch(t, t.seller, id)
          : await move(id, to, i === 0 ? 'Called the buyer, confirmed the list' : undefined)
      expect([to, res.status]).toEqual([to, 200])
      expect((res.body as { data: AdminOrderDetail }).data.order_status).toBe(to)
    }
    const d = (await detail(id)).body.data
    expect(d.allowed_next).toEqual([])
    expect(d.history.map((h) => [h.from_status, h.to_status, h.actor])).toEqual([
      [null, 'ENQUIRY_RECEIVED', 'buyer'],
      ['ENQUIRY_RECEIVED', 'CONFIRMED', ADMIN_ACTOR],
      ['CONFIRMED', 'PAYMENT_RECEIVED', ADMIN_ACTOR],
      ['PAYMENT_RECEIVED', 'PACKED', ADMIN_ACTOR],
      ['PACKED', 'DISPATCHED', ADMIN_ACTOR],
      ['DISPATCHED', 'DELIVERED', ADMIN_ACTOR],
    ])
    expect(d.history[1]!.note).toBe('Called the buyer, confirmed the list')
    expect(d.history[1]!.to_status_label).toBe('Confirmed')
    expect(d.history[2]!.note).toBeNull()
    // The test clock stands at 06:30 UTC, noon in India; the first move came a minute later.
    expect(d.history[1]!.at).toBe('20/10/2026 12:01 PM')
    const pub = await t.json<{ data: OrderPublicInfo }>(`${API}/order/public/get/${id}`)
    expect(pub.body.data.order_status_label).toBe('Delivered')
  })

  it('refuses a jump from Enquiry received to Dispatched, naming both statuses, and writes nothing', async () => {
    const id = (await placeOrder(t, { catalogue })).order_id
    const res = await move(id, 'DISPATCHED')
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('INVALID_TRANSITION')
    expect(res.body.error.message).toContain('Enquiry received')
    expect(res.body.error.message).toContain('Dispatched')
    expect(res.body.error.details).toMatchObject({ from_status: 'ENQUIRY_RECEIVED', to_status: 'DISPATCHED' })
    const d = (await detail(id)).body.data
    expect(d.order_status).toBe('ENQUIRY_RECEIVED')
    expect(d.history).toHaveLength(1)
  })

  it('allows cancelling before dispatch but not after, nor reopening a cancelled enquiry', async () => {
    const packed = (await placeOrder(t, { catalogue })).order_id
    for (const to of ['CONFIRMED', 'PAYMENT_RECEIVED', 'PACKED'])
      expect((await move(packed, to)).status).toBe(200)
    expect((await move(packed, 'CANCELLED', 'Buyer changed their mind')).status).toBe(200)
    const reopened = await move(packed, 'CONFIRMED')
    expect(reopened.status).toBe(409)
    expect(reopened.body.error.message).toContain('Cancelled')

    const dispatched = (await placeOrder(t, { catalogue })).order_id
    await toDispatched(t, t.seller, dispatched)
    const cancel = await move(dispatched, 'CANCELLED')
    expect(cancel.status).toBe(409)
    expect(cancel.body.error.code).toBe('INVALID_TRANSITION')
  })

  it('refuses the same status again and an unknown status', async () => {
    const id = (await placeOrder(t, { catalogue })).order_id
    expect((await move(id, 'ENQUIRY_RECEIVED')).status).toBe(409)
    const unknown = await move(id, 'SHIPPED')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED')
    expect((await move('AAAAAAAAAAAAAAAAAAAAAA', 'CONFIRMED')).status).toBe(404)
  })

  it('guards against a change made meanwhile: a move decided on a stale status writes nothing', async () => {
    const id = (await placeOrder(t, { catalogue })).order_id
    expect((await move(id, 'CONFIRMED')).status).toBe(200)
    // A second console still showing "Enquiry received" cancels: allowed from there, but stale now.
    await expect(
      moveOrder(t.db, {
        id,
        from: 'ENQUIRY_RECEIVED',
        to: 'CANCELLED',
        note: null,
        actor: 'other',
        now: t.clock.now(),
        settings: defaultSettings,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT' })
    const d = (await detail(id)).body.data
    expect(d.order_status).toBe('CONFIRMED')
    expect(d.history.map((h) => h.to_status)).toEqual(['ENQUIRY_RECEIVED', 'CONFIRMED'])
  })

  it('lets only one of two simultaneous identical moves through', async () => {
    const id = (await placeOrder(t, { catalogue })).order_id
    const results = await Promise.all([move(id, 'CONFIRMED'), move(id, 'CONFIRMED')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const rows = await t.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
    expect(rows[0]!.n).toBe(1)
  })
})
