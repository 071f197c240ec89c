import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SeasonGlance } from '../../worker/contract/admin-season'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { fromRupees } from '../../worker/contract/money'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { orders } from '../../worker/db/schema'
import { seasonFigures } from '../../worker/features/season/season-admin.routes'
import { adminPost, auth, createBuyer } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { countDbRequests } from '../helpers/db-requests'
import { catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { invoiceOf, moveTo } from '../helpers/invoices'
import { revision, sendQuote } from '../helpers/quotes'
import { API } from '../helpers/test-app'
import { toDispatched } from '../helpers/transport'

// The season at a glance, on a seeded shop of known enquiries across two seasons and across the
// India midnight: every figure exact, and equal to the invoices and the enquiries export.

const t = apiApp({ seller: true })
const at = (iso: string) => Date.parse(iso)

let catalogue: Product[]
const placed: Record<string, SavedEnquiry> = {}

// Three of one product and two of another: a cart of known lines, above every State's minimum.
const cart = () => {
  const inStock = catalogue.filter((p) => p.is_sold_out === 0 && p.after_discount_price >= 100)
  const [a, b] = [inStock[0]!, inStock[1]!]
  const qa = Math.ceil(6000 / a.after_discount_price)
  return [
    { product: a, qty: qa },
    { product: b, qty: 2 },
  ]
}

const place = async (name: string, when: number, overrides: Record<string, string> = {}) => {
  t.clock.set(when)
  const res = await t.json<{ data: SavedEnquiry } & ErrorBody>(
    `${API}/order/save`,
    post(
      enquiryFor(cart(), {
        mobile_no: `95000${String(Object.keys(placed).length).padStart(5, '0')}`,
        ...overrides,
      }),
    ),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  placed[name] = res.body.data
  return res.body.data.order_id
}

// The seller acts at a moment of the test clock, signed in at that moment.
const asSellerAt = async (when: number) => {
  t.clock.set(when)
  return t.signSellerIn()
}

const glance = async (year?: number, token = t.seller) => {
  const res = await t.json<{ data: SeasonGlance } & ErrorBody>(
    `${API}/admin/season${year === undefined ? '' : `?year=${year}`}`,
    { headers: auth(token) },
  )
  return res
}

const csvRows = (text: string) => {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

const exportOf = async (query: string, token: string) => {
  const res = await t.request(`${API}/admin/orders/export?${query}`, { headers: auth(token) })
  expect(res.status).toBe(200)
  return Papa.parse<Record<string, string>>((await res.text()).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data
}

const paise = (rupees: string | number) => fromRupees(Number(rupees))
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)

let quoteTotal = 0

beforeAll(async () => {
  catalogue = await catalogueOf(t)
  // Last season: Diwali 2025, and the last minute of 30 June 2026 in India (18:29:59 UTC).
  await place('last1', at('2025-10-20T06:00:00Z'))
  await place('last2', at('2026-06-30T18:29:59Z'))
  // This season, from its first minute: 1 July 2026 00:00 in India is 30 June 18:30 UTC. Waits.
  await place('A', at('2026-06-30T18:30:00Z'))
  // B: quoted two hours later; the buyer has not answered.
  const b = await place('B', at('2026-10-20T04:00:00Z'), { reference_by: 'Lakshmi - 9000000002' })
  const line = catalogue.find((p) => p.is_sold_out === 0 && p.after_discount_price > 0)!
  const quoted = await sendQuote(
    t,
    await asSellerAt(at('2026-10-20T06:00:00Z')),
    b,
    revision([{ product: line, qty: 10, unit_price: 1000 }]),
  )
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  quoteTotal = quoted.body.data.versions.at(-1)!.figures.total
  // C: 19:00 UTC is 00:30 on 21 October in India. Settled by phone an hour later, dispatched,
  // arrived, collected. An older enquiry with no referrer recorded.
  const c = await place('C', at('2026-10-20T19:00:00Z'))
  await t.db.update(orders).set({ referenceBy: '' }).where(eq(orders.id, c))
  const cSeller = await asSellerAt(at('2026-10-20T20:00:00Z'))
  await toDispatched(t, cSeller, c)
  for (const step of ['arrived', 'collected']) {
    expect((await t.json(`${API}/admin/orders/${c}/${step}`, adminPost(cSeller, {}))).status).toBe(200)
  }
  // D: Karnataka, settled by phone and paid half an hour later.
  const d = await place('D', at('2026-10-21T05:00:00Z'), {
    pin_code: '560001',
    state_code: '29',
    city: 'Bengaluru',
  })
  const dSeller = await asSellerAt(at('2026-10-21T05:30:00Z'))
  expect((await moveTo(t, dSeller, d, 'CONFIRMED')).status).toBe(200)
  expect((await moveTo(t, dSeller, d, 'PAYMENT_RECEIVED')).status).toBe(200)
  // E: cancelled by the seller after an hour and a half.
  const e = await place('E', at('2026-10-22T05:00:00Z'))
  expect((await moveTo(t, await asSellerAt(at('2026-10-22T06:30:00Z')), e, 'CANCELLED')).status).toBe(200)
  // The next season's first enquiry belongs to neither.
  await place('next', at('2027-06-30T18:30:00Z'))
  await asSellerAt(at('2026-11-01T06:00:00Z'))
})

describe('GET admin/season', () => {
  it('counts the season from 1 July to 30 June in India days, beside last season', async () => {
    const res = await glance(2026)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const g = res.body.data
    expect(g).toMatchObject({ year: 2026, label: '2026-27', from: '2026-07-01', to: '2027-06-30' })
    expect(g.last_season).toEqual({ year: 2025, label: '2025-26', enquiries: 2 })
    expect(g.days).toHaveLength(365)
    expect(g.days[0]).toEqual({ day: '2026-07-01', enquiries: 1, last_season: 0 })
    expect(g.days.at(-1)).toEqual({ day: '2027-06-30', enquiries: 0, last_season: 1 })
    const busy = g.days.filter((d) => d.enquiries > 0 || d.last_season > 0)
    expect(busy).toEqual([
      { day: '2026-07-01', enquiries: 1, last_season: 0 },
      { day: '2026-10-20', enquiries: 1, last_season: 1 },
      { day: '2026-10-21', enquiries: 2, last_season: 0 },
      { day: '2026-10-22', enquiries: 1, last_season: 0 },
      { day: '2027-06-30', enquiries: 0, last_season: 1 },
    ])
  })

  it('without a year is the season that holds today, and a season with no enquiries before it shows none beside', async () => {
    const now = await glance()
    expect(now.body.data.year).toBe(2026)
    const last = await glance(2025)
    expect(last.body.data.funnel[0]).toMatchObject({ enquiries: 2 })
    expect(last.body.data.last_season).toBeNull()
  })

  it('counts each step an enquiry ever reached, with amounts equal to the export and the invoices to the paisa', async () => {
    const g = (await glance(2026)).body.data
    const byStep = Object.fromEntries(g.funnel.map((f) => [f.step, f]))
    expect(g.funnel.map((f) => [f.step, f.enquiries])).toEqual([
      ['enquiry', 5],
      ['quoted', 3],
      ['accepted', 2],
      ['paid', 2],
      ['dispatched', 1],
      ['collected', 1],
    ])
    const rows = await exportOf('kind=enquiries&from=2026-07-01&to=2027-06-30', t.seller)
    expect(rows.map((r) => r.Enquiry).sort()).toEqual(
      ['A', 'B', 'C', 'D', 'E'].map((n) => placed[n]!.enquiry_number).sort(),
    )
    expect(paise(byStep.enquiry!.amount)).toBe(sum(rows.map((r) => paise(r['Total (Rs)']!))))
    const invoice = async (n: string) =>
      paise((await invoiceOf(t, placed[n]!.order_id)).body.data.totals.total)
    const [ic, id] = [await invoice('C'), await invoice('D')]
    // B's quote; C and D were settled by phone without one: their invoices.
    expect(paise(byStep.quoted!.amount)).toBe(paise(quoteTotal) + ic + id)
    expect(paise(quoteTotal)).toBe(1_180_000) // 10 × Rs 1,000 and 18% GST
    for (const step of ['accepted', 'paid'] as const) expect(paise(byStep[step]!.amount)).toBe(ic + id)
    expect(paise(byStep.dispatched!.amount)).toBe(ic)
    expect(paise(byStep.collected!.amount)).toBe(ic)
    expect(g.cancelled).toEqual({
      enquiries: 1,
      amount: Number(rows.find((r) => r.Status === 'Cancelled')!['Total (Rs)']),
    })
  })

  it('lists products by quantity and value from the enquiry lines, cancelled ones left out', async () => {
    const g = (await glance(2026)).body.data
    const lines = await exportOf('kind=lines&from=2026-07-01&to=2027-06-30', t.seller)
    const cancelled = placed.E!.enquiry_number
    const kept = lines.filter((l) => l.Enquiry !== cancelled)
    const [a, b] = cart()
    expect(g.top_by_quantity.map((p) => [p.product_code, p.quantity])).toEqual([
      [a!.product.product_code, a!.qty * 4],
      [b!.product.product_code, 8],
    ])
    expect(sum(g.top_by_value.map((p) => paise(p.value)))).toBe(
      sum(kept.map((l) => paise(l['Line total (Rs)']!))),
    )
    const lineValue = (code: string) =>
      sum(kept.filter((l) => l['Product code'] === code).map((l) => paise(l['Line total (Rs)']!)))
    expect(g.top_by_value.map((p) => [p.product_code, paise(p.value)])).toEqual(
      [a!.product.product_code, b!.product.product_code]
        .map((code) => [code, lineValue(code)] as const)
        .sort((x, y) => y[1] - x[1]),
    )
  })

  it('sums by delivery State and by referrer, Direct when the enquiry names none', async () => {
    const g = (await glance(2026)).body.data
    const rows = await exportOf('kind=enquiries&from=2026-07-01&to=2027-06-30', t.seller)
    const est = (names: string[]) =>
      sum(
        rows
          .filter((r) => names.some((n) => placed[n]!.enquiry_number === r.Enquiry))
          .map((r) => paise(r['Total (Rs)']!)),
      )
    const ic = paise((await invoiceOf(t, placed.C!.order_id)).body.data.totals.total)
    const id = paise((await invoiceOf(t, placed.D!.order_id)).body.data.totals.total)
    expect(g.states.map((s) => [s.name, s.enquiries, paise(s.estimate), paise(s.paid)])).toEqual([
      ['Tamil Nadu', 4, est(['A', 'B', 'C', 'E']), ic],
      ['Karnataka', 1, est(['D']), id],
    ])
    expect(g.referrers.map((s) => [s.name, s.enquiries, paise(s.estimate), paise(s.paid)])).toEqual([
      ['Ramesh - 9000000001', 3, est(['A', 'D', 'E']), id],
      ['Direct', 1, est(['C']), ic],
      ['Lakshmi - 9000000002', 1, est(['B']), 0],
    ])
  })

  it('averages the time to the seller’s first move: 2 h, 1 h, 30 min and 90 min make 75 minutes', async () => {
    const g = (await glance(2026)).body.data
    expect(g.first_answer).toEqual({ answered: 4, waiting: 1, average_minutes: 75 })
  })

  it('is read in one round trip to the database', async () => {
    const counter = countDbRequests(t.db)
    const read = await counter.during(() => seasonFigures(t.db, 2026))
    expect(read.requests).toBe(1)
    expect(read.calls).toEqual(['batch'])
    // The call itself: the admin's session check, then the one batch.
    const call = await counter.during(() => glance(2026))
    expect(call.requests).toBe(2)
  })

  it('refuses a year that is not one with the one error shape, and answers only the seller', async () => {
    for (const bad of ['abc', '1999', '2026.5', '']) {
      const res = await t.json<ErrorBody>(`${API}/admin/season?year=${bad}`, { headers: auth(t.seller) })
      expect(res.status, bad).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
      expect(res.body.error.issues?.[0]?.path).toBe('year')
    }
    const none = await t.json<ErrorBody>(`${API}/admin/season?year=2026`)
    expect(none.status).toBe(401)
    expect(none.body.error.code).toBe('UNAUTHENTICATED')
    const buyer = await createBuyer(t, '9840000178')
    for (const path of ['admin/season?year=2026', 'admin/season/export?year=2026']) {
      const res = await t.json<ErrorBody>(`${API}/${path}`, { headers: auth(buyer) })
      expect(res.status).toBe(403)
      expect(res.body.error.code).toBe('FORBIDDEN')
    }
  })
})

describe('GET admin/season/export', () => {
  it('is one CSV of every table, with the page’s figures in rupees to the paisa', async () => {
    const g = (await glance(2026)).body.data
    const res = await t.request(`${API}/admin/season/export?year=2026`, { headers: auth(t.seller) })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="season-2026.csv"')
    const rows = csvRows(await res.text())
    expect(rows[0]).toEqual(['Season 2026-27', '2026-07-01 to 2027-06-30'])
    const tableUnder = (title: string) => rows.slice(rows.findIndex((r) => r[0] === title) + 2)
    const funnel = tableUnder('Funnel').slice(0, 7)
    expect(funnel).toEqual([
      ...g.funnel.map((f) => [f.label, String(f.enquiries), f.amount.toFixed(2), expect.any(String)]),
      ['Cancelled', '1', g.cancelled.amount.toFixed(2), 'Agreed'],
    ])
    expect(tableUnder('By State')[0]).toEqual([
      'Tamil Nadu',
      '4',
      g.states[0]!.estimate.toFixed(2),
      g.states[0]!.paid.toFixed(2),
    ])
    expect(tableUnder('By referrer')[1]![0]).toBe('Direct')
    expect(tableUnder('Time to first answer')[0]).toEqual(['4', '1', '75'])
    const days = tableUnder('Enquiries per day')
    expect(days).toHaveLength(365)
    expect(days[111]).toEqual(['2026-10-20', '1', '1'])
  })
})
