import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { TransportView } from '../../worker/contract/transport'
import { shipments } from '../../worker/db/schema-dispatch'
import { adminPost, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { API } from '../helpers/test-app'
import { toDispatched } from '../helpers/transport'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

const step = (id: string, path: 'arrived' | 'collected', body: unknown = {}) =>
  t.json<{ data: AdminOrderDetail } & ErrorBody>(
    `${API}/admin/orders/${id}/${path}`,
    adminPost(t.seller, body),
  )
const view = async (id: string) =>
  (await t.json<{ data: TransportView }>(`${API}/order/public/transport/${id}`)).body.data
const dispatched = async () => {
  const id = (await placeOrder(t, { catalogue })).order_id
  await toDispatched(t, t.seller, id)
  return id
}
// India midnight is 18:30 UTC of the day before.
const ist = (iso: string) => Date.parse(`${iso}+05:30`)
// The seller signs in again after the clock jumps, as a session has its own lifetime.
const setClock = async (iso: string) => {
  t.clock.set(ist(iso))
  await t.signSellerIn()
}

describe('arrival at the branch and collection', () => {
  beforeEach(() => setClock('2026-10-20T12:00:00'))

  it('marks Dispatched -> Arrived -> Collected, stamping each time on the record', async () => {
    const id = await dispatched()
    await setClock('2026-10-22T10:00:00')
    const arrived = await step(id, 'arrived', { note: 'Branch called' })
    expect(arrived.status).toBe(200)
    expect(arrived.body.data.order_status).toBe('ARRIVED')
    expect(arrived.body.data.allowed_next).toEqual([])
    expect(arrived.body.data.history.at(-1)).toMatchObject({ to_status: 'ARRIVED', note: 'Branch called' })
    expect((await view(id)).shipment).toMatchObject({
      state: 'arrived',
      arrived_on: '2026-10-22',
      free: { free_days_left: 3, collect_by: '2026-10-25', demurrage_from: '2026-10-26', overdue: false },
    })
    await setClock('2026-10-24T09:00:00')
    const collected = await step(id, 'collected')
    expect(collected.status).toBe(200)
    expect(collected.body.data.order_status).toBe('COLLECTED')
    const row = (await t.db.select().from(shipments).where(eq(shipments.orderId, id)))[0]!
    expect([row.arrivedAt, row.collectedAt]).toEqual([ist('2026-10-22T10:00:00'), ist('2026-10-24T09:00:00')])
    expect((await view(id)).shipment).toMatchObject({
      state: 'collected',
      collected_on: '2026-10-24',
      free: null,
    })
  })

  it('counts free days by India calendar days: the last second of the last free day is still free', async () => {
    const id = await dispatched()
    // 23:59 in India on the 20th, though already the 20th's evening in UTC.
    await setClock('2026-10-20T23:59:00')
    expect((await step(id, 'arrived')).status).toBe(200)
    const at = async (iso: string) => {
      t.clock.set(ist(iso))
      return (await view(id)).shipment?.free
    }
    expect(await at('2026-10-21T00:00:00')).toMatchObject({ free_days_left: 2, collect_by: '2026-10-23' })
    expect(await at('2026-10-23T23:59:59')).toMatchObject({ free_days_left: 0, overdue: false })
    expect(await at('2026-10-24T00:00:00')).toMatchObject({
      free_days_left: 0,
      overdue: true,
      demurrage_from: '2026-10-24',
    })
    expect(await at('2026-11-02T12:00:00')).toMatchObject({ free_days_left: 0, overdue: true })
  })

  it('an arrival one minute after India midnight belongs to the new day', async () => {
    const id = await dispatched()
    await setClock('2026-10-21T00:01:00')
    expect((await step(id, 'arrived')).status).toBe(200)
    expect((await view(id)).shipment?.free).toMatchObject({ free_days_left: 3, collect_by: '2026-10-24' })
  })

  it('refuses arrival before dispatch, collection before arrival, and each step twice, with 409', async () => {
    const packed = (await placeOrder(t, { catalogue })).order_id
    const early = await step(packed, 'arrived')
    expect([early.status, early.body.error.code]).toEqual([409, 'INVALID_TRANSITION'])
    const id = await dispatched()
    const notYet = await step(id, 'collected')
    expect(notYet.status).toBe(409)
    expect(notYet.body.error.details).toMatchObject({ from_status: 'DISPATCHED', to_status: 'COLLECTED' })
    expect((await step(id, 'arrived')).status).toBe(200)
    expect((await step(id, 'arrived')).status).toBe(409)
    expect((await step(id, 'collected')).status).toBe(200)
    expect((await step(id, 'collected')).status).toBe(409)
    const plain = await t.json<ErrorBody>(
      `${API}/admin/orders/${id}/status`,
      adminPost(t.seller, { to: 'DELIVERED' }),
    )
    expect(plain.status).toBe(409)
  })

  it('refuses a bad note with 400 and an unknown enquiry with 404', async () => {
    const id = await dispatched()
    expect((await step(id, 'arrived', { note: 'x'.repeat(501) })).status).toBe(400)
    expect((await step(id, 'arrived', { note: 5 })).status).toBe(400)
    expect((await step('Z'.repeat(21), 'arrived')).status).toBe(404)
    expect((await view(id)).order_status).toBe('DISPATCHED')
  })

  it('shows the buyer only the transport, never the buyer, by the bill id', async () => {
    const id = await dispatched()
    const res = await t.json<{ data: TransportView } & ErrorBody>(`${API}/order/public/transport/${id}`)
    expect(res.status).toBe(200)
    expect(res.res.headers.get('cache-control')).toBe('private, no-store')
    expect(JSON.stringify(res.body)).not.toMatch(/mobile|customer|address_line|9840/i)
    expect((await t.json(`${API}/order/public/transport/${'Q'.repeat(22)}`)).status).toBe(404)
    expect((await t.json(`${API}/order/public/transport/bad!`)).status).toBe(400)
  })
})
