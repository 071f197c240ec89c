import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { StoredSettings } from '../../worker/contract/settings'
import type { ShipmentView, TransportView } from '../../worker/contract/transport'
import { orderStatusHistory } from '../../worker/db/schema'
import { shipments } from '../../worker/db/schema-dispatch'
import { adminPost, adminPut, auth, createBuyer, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { API } from '../helpers/test-app'
import { DISPATCH, dispatch, toDispatched } from '../helpers/transport'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

type Answer = { data: AdminOrderDetail } & ErrorBody

const packedOrder = async () => {
  const id = (await placeOrder(t, { catalogue })).order_id
  for (const to of ['CONFIRMED', 'PAYMENT_RECEIVED', 'PACKED']) {
    expect((await t.json(`${API}/admin/orders/${id}/status`, adminPost(t.seller, { to }))).status).toBe(200)
  }
  return id
}
const send = (id: string, body: unknown) =>
  dispatch(t, t.seller, id, body) as Promise<{ status: number; body: Answer }>
const view = (id: string) =>
  t.json<{ data: TransportView } & ErrorBody>(`${API}/order/public/transport/${id}`)
const shipmentOf = (id: string) =>
  t.json<{ data: ShipmentView | null }>(`${API}/admin/orders/${id}/shipment`, { headers: auth(t.seller) })

describe('POST admin/orders/{id}/dispatch', () => {
  it('records the transport with the branch copied from settings and moves Packed to Dispatched in one step', async () => {
    const id = await packedOrder()
    const res = await send(id, DISPATCH)
    expect(res.status).toBe(200)
    expect(res.body.data.order_status).toBe('DISPATCHED')
    expect(res.body.data.lr_number).toBe('LR-70021')
    expect(res.body.data.transporter).toBe('Sivakasi Roadways (demo), Chennai')
    expect(res.body.data.history.at(-1)).toMatchObject({ from_status: 'PACKED', to_status: 'DISPATCHED' })
    const row = (await t.db.select().from(shipments).where(eq(shipments.orderId, id)))[0]
    expect(row).toMatchObject({
      transporterId: 'sivakasi-roadways',
      transporterName: 'Sivakasi Roadways (demo)',
      branchId: 'chennai',
      branchTown: 'Chennai',
      branchTownTa: 'சென்னை',
      branchAddress: 'Demo branch, 12 Godown Street, Parrys, Chennai 600001',
      branchPhone: '+91 90000 00011',
      freeDays: 3,
      parcels: 3,
      freightMode: 'to_pay',
      freightPaise: 45_000,
      lrNumber: 'LR-70021',
      dispatchedAt: t.clock.now(),
      arrivedAt: null,
    })
    const buyer = (await view(id)).body.data
    expect(buyer.shipment).toMatchObject({
      state: 'dispatched',
      branch_town: 'Chennai',
      branch_town_ta: 'சென்னை',
      branch_tel_href: 'tel:+919000000011',
      freight: 450,
      freight_mode: 'to_pay',
      free: null,
      map_href: expect.stringContaining('https://www.google.com/maps/search/?api=1&query=Demo%20branch'),
    })
    expect((await shipmentOf(id)).body.data).toEqual(buyer.shipment)
  })

  it('refuses an unknown transporter or branch with 400 on that field, and writes nothing', async () => {
    const id = await packedOrder()
    const noBranch = await send(id, { ...DISPATCH, branch_id: 'kolkata' })
    expect(noBranch.status).toBe(400)
    expect(noBranch.body.error.issues?.[0]?.path).toBe('branch_id')
    const noTransporter = await send(id, { ...DISPATCH, transporter_id: 'nobody' })
    expect(noTransporter.status).toBe(400)
    expect(noTransporter.body.error.issues?.[0]?.path).toBe('transporter_id')
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, id))).toEqual([])
    expect((await view(id)).body.data.order_status).toBe('PACKED')
  })

  it('refuses an enquiry that is not Packed with 409, and a second dispatch of the same parcel', async () => {
    const fresh = (await placeOrder(t, { catalogue })).order_id
    const early = await send(fresh, DISPATCH)
    expect(early.status).toBe(409)
    expect(early.body.error.code).toBe('INVALID_TRANSITION')
    expect(early.body.error.details).toMatchObject({
      from_status: 'ENQUIRY_RECEIVED',
      to_status: 'DISPATCHED',
    })
    const id = await packedOrder()
    expect((await send(id, DISPATCH)).status).toBe(200)
    const again = await send(id, { ...DISPATCH, lr_number: 'LR-OTHER' })
    expect(again.status).toBe(409)
    expect((await view(id)).body.data.shipment?.lr_number).toBe('LR-70021')
    const moves = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
    expect(moves.filter((m) => m.toStatus === 'DISPATCHED')).toHaveLength(1)
  })

  it('two people dispatching the same parcel at once: one record, the other gets 409', async () => {
    const id = await packedOrder()
    const answers = await Promise.all([
      send(id, { ...DISPATCH, lr_number: 'LR-A' }),
      send(id, { ...DISPATCH, lr_number: 'LR-B' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const rows = await t.db.select().from(shipments).where(eq(shipments.orderId, id))
    expect(rows).toHaveLength(1)
    const winner = answers.find((a) => a.status === 200)!.body.data.lr_number
    expect(rows[0]!.lrNumber).toBe(winner)
  })

  it('refuses bad input with 400 and the field, never 500', async () => {
    const id = await packedOrder()
    const cases: [unknown, string][] = [
      [{ ...DISPATCH, parcels: 0 }, 'parcels'],
      [{ ...DISPATCH, parcels: 1000 }, 'parcels'],
      [{ ...DISPATCH, parcels: 2.5 }, 'parcels'],
      [{ ...DISPATCH, freight_mode: 'cod' }, 'freight_mode'],
      [{ ...DISPATCH, freight: 0 }, 'freight'],
      [{ ...DISPATCH, freight: -5 }, 'freight'],
      [{ ...DISPATCH, freight: 10.555 }, 'freight'],
      [{ ...DISPATCH, freight: '450' }, 'freight'],
      [{ ...DISPATCH, lr_number: '  ' }, 'lr_number'],
      [{ ...DISPATCH, lr_number: 'x'.repeat(41) }, 'lr_number'],
      [{ ...DISPATCH, branch_id: 42 }, 'branch_id'],
    ]
    for (const [body, field] of cases) {
      const res = await send(id, body)
      expect([field, res.status, res.body.error.code]).toEqual([field, 400, 'VALIDATION_FAILED'])
      expect(res.body.error.issues?.[0]?.path).toBe(field)
    }
    for (const raw of ['not json', '[]', 'null']) {
      const res = await t.json<ErrorBody>(`${API}/admin/orders/${id}/dispatch`, {
        method: 'POST',
        headers: { ...auth(t.seller), 'content-type': 'application/json' },
        body: raw,
      })
      expect([raw, res.status]).toEqual([raw, 400])
    }
    expect((await send('not an id!', DISPATCH)).status).toBe(400)
    expect((await send('A'.repeat(21), DISPATCH)).status).toBe(404)
    // Paid freight may be 0: the seller paid, the buyer pays nothing at the branch.
    expect((await send(id, { ...DISPATCH, freight_mode: 'paid', freight: 0 })).status).toBe(200)
    expect((await view(id)).body.data.shipment).toMatchObject({ freight_mode: 'paid', freight: 0 })
  })

  it('keeps the record as dispatched when the settings change afterwards', async () => {
    const id = await packedOrder()
    await toDispatchedFromPacked(id)
    const settings = structuredClone(
      (await t.json<{ data: StoredSettings }>(`${API}/admin/settings`, { headers: auth(t.seller) })).body
        .data,
    )
    const chennai = settings.transport.transporters[0]!.branches.find((b) => b.id === 'chennai')!
    chennai.address = 'Moved: 1 New Lorry Stand, Chennai 600002'
    chennai.free_days = 7
    expect((await t.json(`${API}/admin/settings`, adminPut(t.seller, settings))).status).toBe(200)
    const shipment = (await view(id)).body.data.shipment
    expect(shipment?.branch_address).toBe('Demo branch, 12 Godown Street, Parrys, Chennai 600001')
    expect(shipment?.free_days).toBe(3)
    // A new dispatch takes the new address.
    const next = await packedOrder()
    await toDispatchedFromPacked(next)
    expect((await view(next)).body.data.shipment?.branch_address).toBe(
      'Moved: 1 New Lorry Stand, Chennai 600002',
    )
  })

  it('a branch saved before Tamil town names existed reads with none, and a Tamil name that is too long is refused', async () => {
    const settings = structuredClone(
      (await t.json<{ data: StoredSettings }>(`${API}/admin/settings`, { headers: auth(t.seller) })).body
        .data,
    )
    const old = structuredClone(settings)
    for (const b of old.transport.transporters[0]!.branches) delete (b as { town_ta?: string }).town_ta
    expect((await t.json(`${API}/admin/settings`, adminPut(t.seller, old))).status).toBe(200)
    const id = await packedOrder()
    await toDispatchedFromPacked(id)
    expect((await view(id)).body.data.shipment).toMatchObject({ branch_town: 'Chennai', branch_town_ta: '' })
    settings.transport.transporters[0]!.branches[0]!.town_ta = 'ச'.repeat(61)
    const refused = await t.json<ErrorBody>(`${API}/admin/settings`, adminPut(t.seller, settings))
    expect(refused.status).toBe(400)
    expect(refused.body.error.issues?.[0]?.path).toBe('transport.transporters.0.branches.0.town_ta')
  })

  it('answers a stranger 401 and a signed-in buyer 403, and writes nothing', async () => {
    const id = await packedOrder()
    const stranger = await t.json<ErrorBody>(`${API}/admin/orders/${id}/dispatch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DISPATCH),
    })
    expect(stranger.status).toBe(401)
    const buyer = await createBuyer(t, '9840000077')
    for (const path of ['dispatch', 'arrived', 'collected']) {
      const res = await t.json<ErrorBody>(`${API}/admin/orders/${id}/${path}`, adminPost(buyer, DISPATCH))
      expect([path, res.status]).toEqual([path, 403])
    }
    expect((await t.json(`${API}/admin/orders/${id}/shipment`, { headers: auth(buyer) })).status).toBe(403)
    expect((await view(id)).body.data.order_status).toBe('PACKED')
  })

  it('is the only way to Dispatched: the plain status buttons no longer offer it', async () => {
    const id = await packedOrder()
    const detail = await t.json<Answer>(`${API}/admin/orders/${id}`, { headers: auth(t.seller) })
    expect(detail.body.data.allowed_next).toEqual(['CANCELLED'])
    const res = await t.json<ErrorBody>(
      `${API}/admin/orders/${id}/status`,
      adminPost(t.seller, { to: 'DISPATCHED' }),
    )
    expect(res.status).toBe(409)
    await toDispatchedFromPacked(id)
    const after = await t.json<Answer>(`${API}/admin/orders/${id}`, { headers: auth(t.seller) })
    expect(after.body.data.allowed_next).toEqual(['DELIVERED'])
  })
})

const toDispatchedFromPacked = async (id: string) => expect((await send(id, DISPATCH)).status).toBe(200)

// Keeps the helper used by other suites honest too.
it('toDispatched takes a fresh enquiry to Dispatched', async () => {
  const id = (await placeOrder(t, { catalogue })).order_id
  await toDispatched(t, t.seller, id)
  expect((await view(id)).body.data.order_status).toBe('DISPATCHED')
})
