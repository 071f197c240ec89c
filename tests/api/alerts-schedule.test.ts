import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Attention } from '../../worker/contract/admin-alerts'
import { orders } from '../../worker/db/schema'
import { shipments } from '../../worker/db/schema-dispatch'
import { payments } from '../../worker/db/schema-quotes'
import { ADMIN, auth, login, placeOrder } from '../helpers/admin'
import { type AlertsShop, alertsShopHere, HOUR, MINUTE } from '../helpers/alerts'
import { nextUtr, tellJson } from '../helpers/payments'
import type { fakePhone } from '../helpers/push-endpoint'
import { acceptedQuote } from '../helpers/quote-fixture'
import { askForChange } from '../helpers/quotes'
import { API } from '../helpers/test-app'

const DAY = 24 * HOUR

// A parcel lying at the buyer's transport branch since `arrivedAt`, with `freeDays` before demurrage.
const arrivedParcel = async (s: AlertsShop, arrivedAt: number, freeDays: number) => {
  const q = await acceptedQuote(s.t)
  await s.t.db.update(orders).set({ status: 'ARRIVED' }).where(eq(orders.id, q.id))
  await s.t.db.insert(shipments).values({
    orderId: q.id,
    transporterId: 'abt',
    transporterName: 'ABT Parcel Service',
    branchId: 'madurai',
    branchTown: 'Madurai',
    branchAddress: 'Transport Nagar',
    branchPhone: '0452 2345678',
    freeDays,
    parcels: 2,
    freightMode: 'to_pay',
    freightPaise: 45_000,
    lrNumber: 'LR-1001',
    dispatchedAt: arrivedAt - DAY,
    arrivedAt,
  })
  return q
}

describe('the scheduled job reminds the seller, on a manual clock', () => {
  const s = alertsShopHere()
  let phone: ReturnType<typeof fakePhone>
  let start: number
  beforeAll(async () => {
    phone = await s.subscribe('phone-1')
    start = s.t.clock.now()
  })
  const kindsPushedSince = (n: number) =>
    s
      .pushesTo('phone-1')
      .slice(n)
      .map((p) => (phone.decrypt(p) as { kind: string }).kind)

  it('an enquiry still "Enquiry received" is reminded at 24 hours, not a minute before, and only once', async () => {
    s.t.clock.set(start)
    const saved = await placeOrder(s.t)
    const answered = await placeOrder(s.t)
    await s.t.db.update(orders).set({ status: 'QUOTED' }).where(eq(orders.id, answered.order_id))
    const key = `unanswered:${saved.order_id}`

    s.t.clock.set(start + DAY - MINUTE)
    await s.job()
    expect(await s.alertOf(key)).toBeUndefined()

    s.t.clock.set(start + DAY)
    const before = s.pushesTo('phone-1').length
    await s.job()
    await s.job()
    const rows = (await s.alertRows()).filter((a) => a.dedupeKey.startsWith('unanswered:'))
    expect(rows.map((a) => a.dedupeKey)).toEqual([key])
    expect(kindsPushedSince(before)).toEqual(['unanswered'])
    expect(phone.decrypt(s.pushesTo('phone-1').at(-1)!)).toEqual({
      kind: 'unanswered',
      title: `Unanswered for 24 h: ${saved.enquiry_number}`,
      body: `${saved.enquiry_number} for ₹${saved.net_amount.toFixed(2)} (estimate) still waits for a call back.`,
      url: `/admin/order?id=${saved.order_id}`,
    })
    // The enquiry the seller answered is not reminded.
    expect(await s.alertOf(`unanswered:${answered.order_id}`)).toBeUndefined()
  })

  it('a told payment still unchecked is reminded at 12 hours, once', async () => {
    // Told at 6 am India time, so the reminder at 6 pm falls outside the quiet hours.
    const toldAt = start + 2 * DAY - 6 * HOUR
    s.t.clock.set(toldAt)
    const q = await acceptedQuote(s.t)
    const told = await tellJson(s.t, q.token, { reference: nextUtr(), amount: 2000 })
    expect(told.status).toBe(201)
    const [payment] = await s.t.db.select().from(payments).where(eq(payments.orderId, q.id))
    const key = `unverified:${payment!.id}`

    s.t.clock.set(toldAt + 12 * HOUR - MINUTE)
    await s.job()
    expect(await s.alertOf(key)).toBeUndefined()

    s.t.clock.set(toldAt + 12 * HOUR)
    const before = s.pushesTo('phone-1').length
    await s.job()
    await s.job()
    expect((await s.alertRows()).filter((a) => a.dedupeKey === key)).toHaveLength(1)
    expect(kindsPushedSince(before)).toContain('unverified')
    expect(phone.decrypt(s.pushesTo('phone-1').at(-1)!)).toMatchObject({
      kind: 'unverified',
      body: '₹2000.00 told by the buyer still waits for your check.',
    })
  })

  it('a parcel at the branch past its free days is reminded once; one still within them is not', async () => {
    const arrived = start + 4 * DAY
    const late = await arrivedParcel(s, arrived, 3)
    const fresh = await arrivedParcel(s, arrived + DAY, 3)

    s.t.clock.set(arrived + 3 * DAY - MINUTE)
    await s.job()
    expect(await s.alertOf(`waiting_at_branch:${late.id}`)).toBeUndefined()

    s.t.clock.set(arrived + 3 * DAY)
    await s.job()
    await s.job()
    expect(
      (await s.alertRows()).filter((a) => a.kind === 'waiting_at_branch').map((a) => a.dedupeKey),
    ).toEqual([`waiting_at_branch:${late.id}`])
    expect(phone.decrypt(s.pushesTo('phone-1').at(-1)!)).toEqual({
      kind: 'waiting_at_branch',
      title: `Parcel waiting at branch: ${late.enquiryNumber}`,
      body: 'Free days at the ABT Parcel Service branch are over; demurrage may start. Remind the buyer to collect.',
      url: `/admin/order?id=${late.id}`,
    })
    expect(await s.alertOf(`waiting_at_branch:${fresh.id}`)).toBeUndefined()
  })

  it('a branch with 20 free days is reminded when they end, however long that is', async () => {
    const arrived = start + 20 * DAY
    const q = await arrivedParcel(s, arrived, 20)
    s.t.clock.set(arrived + 20 * DAY - MINUTE)
    await s.job()
    expect(await s.alertOf(`waiting_at_branch:${q.id}`)).toBeUndefined()
    s.t.clock.set(arrived + 20 * DAY)
    await s.job()
    expect(await s.alertOf(`waiting_at_branch:${q.id}`)).toMatchObject({ kind: 'waiting_at_branch' })
  })

  it('a collected parcel is never reminded', async () => {
    const arrived = start + 10 * DAY
    const q = await arrivedParcel(s, arrived, 2)
    await s.t.db.update(orders).set({ status: 'COLLECTED' }).where(eq(orders.id, q.id))
    await s.t.db
      .update(shipments)
      .set({ collectedAt: arrived + DAY })
      .where(eq(shipments.orderId, q.id))
    s.t.clock.set(arrived + 5 * DAY)
    await s.job()
    expect(await s.alertOf(`waiting_at_branch:${q.id}`)).toBeUndefined()
  })
})

describe('the console’s home: what needs attention', () => {
  const s = alertsShopHere()

  it('lists unanswered enquiries, change requests, payments to check and parcels at a branch, oldest first, in one call', async () => {
    const t0 = s.t.clock.now()
    s.t.clock.set(t0)
    const parcel = await arrivedParcel(s, t0 - 5 * DAY, 3)
    s.t.clock.set(t0 + HOUR)
    const asked = await acceptedQuote(s.t, { accept: false })
    s.t.clock.set(t0 + 2 * HOUR)
    expect((await askForChange(s.t, asked.token, { version: 1, message: 'Fewer rockets' })).status).toBe(200)
    s.t.clock.set(t0 + 3 * HOUR)
    const paid = await acceptedQuote(s.t)
    expect((await tellJson(s.t, paid.token, { reference: nextUtr(), amount: 999.5 })).status).toBe(201)
    s.t.clock.set(t0 + 4 * HOUR)
    const fresh = await placeOrder(s.t)

    const admin = (await login(s.t, ADMIN.mobile, ADMIN.password)).token
    const res = await s.t.json<{ data: Attention }>(`${API}/admin/attention`, { headers: auth(admin) })
    expect(res.status).toBe(200)
    expect(res.body.data.items.map((i) => [i.kind, i.order_id])).toEqual([
      ['waiting_at_branch', parcel.id],
      ['change_requested', asked.id],
      ['payment_to_check', paid.id],
      ['unanswered', fresh.order_id],
    ])
    expect(res.body.data.items[2]).toMatchObject({ amount: 999.5, enquiry_number: paid.enquiryNumber })
    expect(res.body.data.items[0]!.detail).toBe('ABT Parcel Service, Madurai (3 free days)')

    const stranger = await s.t.json(`${API}/admin/attention`)
    expect(stranger.status).toBe(401)
  })
})
