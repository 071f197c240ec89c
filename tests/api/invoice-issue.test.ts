import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { PrintRecord } from '../../worker/contract/orders'
import type { StoredSettings } from '../../worker/contract/settings'
import { orderStatusHistory, orders, products } from '../../worker/db/schema'
import { invoiceSeries, invoices } from '../../worker/db/schema-quotes'
import { adminPut, auth, createAdmin } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { countDbRequests } from '../helpers/db-requests'
import { catalogueOf } from '../helpers/enquiry'
import { adminDetail, invoiceOf, markPaid, moveTo, placeOrderTo, writeQuote } from '../helpers/invoices'
import { API, createTestApp } from '../helpers/test-app'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

const settings = async () =>
  (await t.json<{ data: StoredSettings }>(`${API}/admin/settings`, { headers: auth(t.seller) })).body.data
const saveSettings = async (next: StoredSettings) =>
  expect((await t.json(`${API}/admin/settings`, adminPut(t.seller, next))).status).toBe(200)
const printRecord = async (id: string) =>
  (await t.json<{ data: PrintRecord }>(`${API}/order/public/print/get/${id}`)).body.data

describe('the tax invoice is issued when the order is marked paid', () => {
  it('has no invoice before payment: 404 NOT_FOUND, and the bill says invoice_no null', async () => {
    const order = await placeOrderTo(t, catalogue)
    const res = await invoiceOf(t, order.order_id)
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('NOT_FOUND')
    expect((await printRecord(order.order_id)).invoice_no).toBeNull()
    expect((await moveTo(t, t.seller, order.order_id, 'CONFIRMED')).body.data.invoice_no).toBeNull()
    expect((await invoiceOf(t, order.order_id)).status).toBe(404)
  })

  it('"Payment received" from the console issues an invoice: HSN 3604 on each line, CGST+SGST in Tamil Nadu, words in English and Tamil', async () => {
    const order = await placeOrderTo(t, catalogue, { pin: '625001' })
    const before = await printRecord(order.order_id)
    const paid = await markPaid(t, t.seller, order.order_id)
    expect(paid.status).toBe(200)
    const res = await invoiceOf(t, order.order_id)
    expect(res.status).toBe(200)
    expect(res.res.headers.get('Cache-Control')).toBe('private, no-store')
    const inv = res.body.data
    expect(inv.invoice_no).toMatch(/^SC\/2026-27\/\d{4}$/)
    expect(paid.body.data.invoice_no).toBe(inv.invoice_no)
    expect(inv.financial_year).toBe('2026-27')
    expect(inv.issue_date).toBe('2026-10-20')
    expect(inv.seller).toMatchObject({ gstin: '33ABCDE1234F1Z5', state: 'Tamil Nadu', state_code: '33' })
    expect(inv.seller.licence_no).not.toBe('')
    expect(inv.seller.licence_valid_until).toBe('2027-03-31')
    expect(inv.buyer).toMatchObject({ name: 'Karthik Raja', pin: '625001', gstin: null })
    expect(inv.place_of_supply).toEqual({ state: 'Tamil Nadu', state_code: '33' })
    expect(inv.quote_version).toBe(0)
    // No quote charged freight: the buyer pays the transporter, the amount not known yet.
    expect(inv).toMatchObject({ freight_terms: 'to_pay', freight_to_pay: 0 })
    expect(inv.lines.length).toBe(before.product_list.length)
    for (const [i, line] of inv.lines.entries()) {
      expect(line.hsn).toBe('3604')
      expect(line.qty).toBe(before.product_list[i]!.qty)
      expect(line.rate).toBe(before.product_list[i]!.after_discount_price)
      expect(line.taxable_value).toBe(before.product_list[i]!.sub_total)
    }
    // The enquiry's lines are taxed at the rate in settings (18% by default), split in halves.
    const t0 = inv.totals
    expect(t0.taxable).toBe(before.net_amount)
    expect(t0.gst_rate_percent).toBe(18)
    expect(t0.tax_kind).toBe('intra')
    expect(t0.cgst).toBe(t0.sgst)
    expect(t0.igst).toBe(0)
    expect(t0.cgst).toBe(Math.round(before.net_amount * 100 * 0.09) / 100)
    expect(Math.round((t0.taxable + t0.cgst + t0.sgst) * 100)).toBe(Math.round(t0.total * 100))
    expect(inv.total_in_words).toMatch(/Rupees/)
    expect(inv.total_in_words_ta).toMatch(/ரூபாய்/)
    // The bill and the console both link to it.
    expect((await printRecord(order.order_id)).invoice_no).toBe(inv.invoice_no)
    expect((await adminDetail(t, t.seller, order.order_id)).body.data.invoice_no).toBe(inv.invoice_no)
  })

  it('keeps the enquiry estimate as it was', async () => {
    const order = await placeOrderTo(t, catalogue)
    const before = await printRecord(order.order_id)
    await markPaid(t, t.seller, order.order_id)
    const after = await printRecord(order.order_id)
    // What the buyer owes moves on (estimate, then paid); the enquiry's own figures do not.
    const { order_status, order_status_label, invoice_no, amount_owed, ...same } = after
    expect(order_status).toBe('PAYMENT_RECEIVED')
    expect(invoice_no).not.toBeNull()
    expect(amount_owed.kind).toBe('paid')
    const { order_status: _s, order_status_label: _l, invoice_no: _n, amount_owed: owed, ...was } = before
    expect(owed.kind).toBe('estimate')
    expect(same).toEqual(was)
  })

  it('outside Tamil Nadu charges IGST, prints the buyer GSTIN and takes the accepted quote version', async () => {
    const order = await placeOrderTo(t, catalogue, { pin: '560001' })
    const lines = [
      { code: 'A1', name: 'Flower pots', unitRupees: 333.33, qty: 3 },
      { code: 'B2', name: 'Sparklers 10 cm', unitRupees: 45.5, qty: 20 },
    ]
    const common = { orderId: order.order_id, pin: '560001', gstRatePercent: 18, now: t.clock.now() }
    await writeQuote(t.db, { ...common, version: 1, lines, freightRupees: 500 })
    const accepted = await writeQuote(t.db, {
      ...common,
      version: 2,
      lines,
      freightRupees: 400,
      packingRupees: 150,
      discountRupees: 99.99,
      accept: true,
      buyerGstin: '29ABCDE1234F1Z5',
    })
    // A later version the buyer has not accepted does not make the invoice.
    await writeQuote(t.db, { ...common, version: 3, lines: lines.slice(0, 1) })
    expect((await markPaid(t, t.seller, order.order_id)).status).toBe(200)
    const inv = (await invoiceOf(t, order.order_id)).body.data
    expect(inv.quote_version).toBe(2)
    expect(inv.buyer.gstin).toBe('29ABCDE1234F1Z5')
    // The enquiry was sent without a State (an older client): its PIN code's, Karnataka.
    expect(inv.place_of_supply).toEqual({ state: 'Karnataka', state_code: '29' })
    expect(inv.lines.map((l) => [l.product_code, l.hsn, l.qty, l.rate, l.taxable_value])).toEqual([
      ['A1', '3604', 3, 333.33, 999.99],
      ['B2', '3604', 20, 45.5, 910],
    ])
    expect(inv.totals).toMatchObject({
      sub_total: 1909.99,
      freight: 400,
      packing: 150,
      discount: 99.99,
      taxable: 2360,
      tax_kind: 'inter',
      cgst: 0,
      sgst: 0,
      igst: 424.8,
      total: accepted.total / 100,
    })
    expect(inv.total_in_words).toBe('Two Thousand Seven Hundred Eighty Four Rupees And Eighty Paise Only')
  })

  it('without an accepted version takes the latest version sent', async () => {
    const order = await placeOrderTo(t, catalogue, { pin: '641001' })
    const common = { orderId: order.order_id, pin: '641001', gstRatePercent: 12, now: t.clock.now() }
    await writeQuote(t.db, {
      ...common,
      version: 1,
      lines: [{ code: 'X', name: 'X', unitRupees: 100, qty: 1 }],
    })
    await writeQuote(t.db, {
      ...common,
      version: 2,
      lines: [{ code: 'Y', name: 'Y', unitRupees: 200, qty: 2 }],
    })
    await markPaid(t, t.seller, order.order_id)
    const inv = (await invoiceOf(t, order.order_id)).body.data
    expect(inv.quote_version).toBe(2)
    expect(inv.lines.map((l) => l.product_code)).toEqual(['Y'])
    expect(inv.totals).toMatchObject({ taxable: 400, gst_rate_percent: 12, cgst: 24, sgst: 24, total: 448 })
  })

  it('never changes after the settings or the prices change', async () => {
    const order = await placeOrderTo(t, catalogue)
    await markPaid(t, t.seller, order.order_id)
    const issued = (await invoiceOf(t, order.order_id)).body.data
    const original = await settings()
    const next = structuredClone(original)
    next.gst_rate_percent = 5
    next.billing.legal_name = 'Another Name Traders'
    next.billing.gstin = '33ZZZZZ9999Z1Z5'
    next.billing.invoice_prefix = 'NEW'
    next.contact.store_address = 'Somewhere else'
    await saveSettings(next)
    await t.db.update(products).set({ mrpPaise: 100 })
    await t.db.update(orders).set({ pinCode: '110001' }).where(eq(orders.id, order.order_id))
    try {
      expect((await invoiceOf(t, order.order_id)).body.data).toEqual(issued)
    } finally {
      await saveSettings(original)
    }
  })

  it('a second path to paid never issues a second number', async () => {
    const order = await placeOrderTo(t, catalogue)
    expect((await moveTo(t, t.seller, order.order_id, 'CONFIRMED')).status).toBe(200)
    const [a, b] = await Promise.all([
      moveTo(t, t.seller, order.order_id, 'PAYMENT_RECEIVED'),
      moveTo(t, t.seller, order.order_id, 'PAYMENT_RECEIVED'),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, order.order_id))
    expect(rows).toHaveLength(1)
    const series = await t.db.select().from(invoiceSeries)
    const all = await t.db.select({ n: count() }).from(invoices)
    // The counter moved once per invoice: no number was spent on the refused move.
    expect(series.reduce((s, r) => s + r.lastSeq, 0)).toBe(all[0]!.n)
  })

  it('an order that already has an invoice keeps it when it reaches paid', async () => {
    const order = await placeOrderTo(t, catalogue)
    expect((await moveTo(t, t.seller, order.order_id, 'CONFIRMED')).status).toBe(200)
    await t.db.insert(invoices).values({
      orderId: order.order_id,
      fy: '2026-27',
      seq: 9000,
      invoiceNo: 'SC/2026-27/9000',
      issuedAt: t.clock.now(),
      figures: '{}',
    })
    const seriesBefore = await t.db.select().from(invoiceSeries)
    expect((await moveTo(t, t.seller, order.order_id, 'PAYMENT_RECEIVED')).body.data.invoice_no).toBe(
      'SC/2026-27/9000',
    )
    expect(await t.db.select().from(invoiceSeries)).toEqual(seriesBefore)
    await t.db.delete(invoices).where(eq(invoices.orderId, order.order_id))
  })
})

describe('BILLING_NOT_SET', () => {
  it('refuses "Payment received" while the GSTIN is empty, and writes nothing', async () => {
    const order = await placeOrderTo(t, catalogue)
    expect((await moveTo(t, t.seller, order.order_id, 'CONFIRMED')).status).toBe(200)
    const original = await settings()
    const next = structuredClone(original)
    next.billing.gstin = ''
    next.billing.licence_no = ''
    await saveSettings(next)
    const history = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, order.order_id))
      )[0]!.n
    const historyBefore = await history()
    const seriesBefore = await t.db.select().from(invoiceSeries)
    try {
      const res = await moveTo(t, t.seller, order.order_id, 'PAYMENT_RECEIVED')
      expect(res.status).toBe(422)
      const body = res.body as unknown as ErrorBody
      expect(body.error.code).toBe('BILLING_NOT_SET')
      expect(body.error.message).toMatch(/GSTIN/)
      expect(body.error.message).toMatch(/licence/)
      // The section's name as the console's Settings page shows it, so the seller can find it.
      expect(body.error.message).toContain('Settings, under Quotes, UPI and tax invoices')
      expect((await adminDetail(t, t.seller, order.order_id)).body.data.order_status).toBe('CONFIRMED')
      expect(await history()).toBe(historyBefore)
      expect(await t.db.select().from(invoiceSeries)).toEqual(seriesBefore)
      expect((await invoiceOf(t, order.order_id)).status).toBe(404)
    } finally {
      await saveSettings(original)
    }
    expect((await moveTo(t, t.seller, order.order_id, 'PAYMENT_RECEIVED')).status).toBe(200)
  })
})

describe('round trips', () => {
  it('the bill and the tax invoice are read in one database request each', async () => {
    // A warm instance: the catalogue and settings in memory are not re-checked during the calls.
    const warm = await createTestApp({
      overrides: {
        config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 3_600_000 },
      },
    })
    try {
      const seller = await createAdmin(warm)
      const order = await placeOrderTo(warm, await catalogueOf(warm))
      await markPaid(warm, seller, order.order_id)
      await warm.settled()
      const db = countDbRequests(warm.db)
      for (const path of [
        `order/public/print/get/${order.order_id}`,
        `order/public/invoice/${order.order_id}`,
      ]) {
        const read = await db.during(() => warm.request(`${API}/${path}`))
        expect(read.result.status, path).toBe(200)
        expect(read.requests, path).toBe(1)
      }
    } finally {
      warm.close()
    }
  })
})
