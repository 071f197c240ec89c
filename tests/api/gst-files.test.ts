import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Attention } from '../../worker/contract/admin-alerts'
import type { Product } from '../../worker/contract/catalogue'
import type { TaxInvoice } from '../../worker/contract/invoices'
import type { StoredSettings } from '../../worker/contract/settings'
import { invoices } from '../../worker/db/schema-quotes'
import { auth } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { validateEwayBill } from '../helpers/eway-bill-validator'
import { validateGstr1 } from '../helpers/gstr1-validator'
import { invoiceOf, markPaid, moveTo, placeOrderTo, writeQuote } from '../helpers/invoices'
import { API } from '../helpers/test-app'
import { DISPATCH, dispatch } from '../helpers/transport'

// The accountant's GSTR-1 sheets and the lorry's e-way bill, checked by the validator in
// tests/helpers against the published field rules and against the invoices they come from.

const t = apiApp({ seller: true })
let catalogue: Product[]

// Valid GSTINs (check character right): a buyer in Karnataka, a transporter in Tamil Nadu.
const BUYER_GSTIN = '29AAACB1234C1ZB'
const TRANSPORTER_GSTIN = '33AAACS5678D1ZF'

// The seller's own GSTIN (a valid one: the portal checks it too) and the transporter's.
const SELLER_GSTIN = '33AAACS1111K1ZW'
const setTransport = async (gstin: string) => {
  const settings = (await t.get<StoredSettings>('admin/settings')).body.data
  settings.billing.gstin = SELLER_GSTIN
  settings.transport.transporters[0]!.gstin = gstin
  expect((await t.send('admin/settings', settings, 'PUT')).status).toBe(200)
}

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

// An enquiry to `pin`, quoted at `unit` x `qty` (HSN 3604, 18%), accepted and paid: invoiced.
const invoiced = async (pin: string, unit: number, qty: number, buyerGstin?: string) => {
  const order = await placeOrderTo(t, catalogue, { pin })
  await writeQuote(t.db, {
    orderId: order.order_id,
    version: 1,
    pin,
    gstRatePercent: 18,
    now: t.clock.now(),
    lines: [{ code: 'G1', name: 'Gift box', unitRupees: unit, qty }],
    accept: true,
    ...(buyerGstin ? { buyerGstin } : {}),
  })
  expect((await markPaid(t, t.seller, order.order_id)).status).toBe(200)
  return { id: order.order_id, invoice: (await invoiceOf(t, order.order_id)).body.data }
}

const gstr1 = async (month: string) => {
  const res = await t.request(`${API}/admin/exports/gstr1?month=${month}`, { headers: auth(t.seller) })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

describe('the GSTR-1 sheets of a month', () => {
  let month: TaxInvoice[]
  let delivered: Record<string, string>
  let files: Record<string, string>

  beforeAll(async () => {
    // October 2026 (the test clock's month): one B2B, one B2CL, two B2CS (in and out of the State).
    const b2b = await invoiced('560001', 1234.56, 10, BUYER_GSTIN)
    const b2cl = await invoiced('400001', 1000, 100) // Rs 1,18,000 to Maharashtra
    const small = await invoiced('400001', 800, 100) // Rs 94,400: under the B2CL line
    const inState = await invoiced('625001', 333.33, 7)
    month = [b2b, b2cl, small, inState].map((o) => o.invoice)
    delivered = { [b2cl.invoice.invoice_no]: '27', [small.invoice.invoice_no]: '27' }
    // An invoice of 1 November, 00:10 India time, stays out of October's sheets.
    const later = await invoiced('625001', 500, 9)
    await t.db
      .update(invoices)
      .set({ issuedAt: Date.parse('2026-11-01T00:10:00+05:30') })
      .where(eq(invoices.orderId, later.id))
    // One issued before HSN summaries and States were kept: its summary is made from its lines,
    // its State from its PIN (400001, Maharashtra).
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, small.id))
    const { hsn_summary: _, ...old } = JSON.parse(row!.figures)
    old.place_of_supply = { state: 'Other state', state_code: null }
    await t.db
      .update(invoices)
      .set({ figures: JSON.stringify(old) })
      .where(eq(invoices.orderId, small.id))
    files = await gstr1('2026-10')
  })

  it('pass the validator and add up to the invoices to the paisa', () => {
    expect(Object.keys(files).sort()).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
    ])
    expect(validateGstr1(files, month, 'Oct-26', delivered)).toEqual([])
    expect(files['b2b.csv']).toContain(`${BUYER_GSTIN},`)
    expect(files['b2b.csv']).toContain('29-Karnataka')
    expect(files['b2cl.csv']!.split('\r\n')).toHaveLength(2)
    expect(files['b2cl.csv']).toContain(',118000.00,27-Maharashtra,,18,100000.00,0.00,')
    expect(files['b2cs.csv']!.split('\r\n').slice(1).sort()).toEqual([
      'OE,27-Maharashtra,,18,80000.00,0.00,',
      'OE,33-Tamil Nadu,,18,2333.31,0.00,',
    ])
  })

  it('fail the validator on a wrong State code or a sum off by one paisa', () => {
    const wrongState = {
      ...files,
      'b2cl.csv': files['b2cl.csv']!.replace('27-Maharashtra', '28-Maharashtra'),
    }
    expect(validateGstr1(wrongState, month, 'Oct-26', delivered).join('\n')).toMatch(
      /place of supply 28-Maharashtra/,
    )
    const b2b = month[0]!
    const value = b2b.totals.total.toFixed(2)
    const offByPaisa = {
      ...files,
      'b2b.csv': files['b2b.csv']!.replace(`,${value},`, `,${(b2b.totals.total + 0.01).toFixed(2)},`),
    }
    expect(validateGstr1(offByPaisa, month, 'Oct-26', delivered).join('\n')).toMatch(
      /invoice value .* is not taxable value plus tax/,
    )
    const [header, row] = files['hsn(b2c).csv']!.split('\r\n')
    const cells = row!.split(',')
    cells[8] = (Number(cells[8]) + 0.01).toFixed(2) // Central Tax Amount
    const hsnOff = { ...files, 'hsn(b2c).csv': `${header}\r\n${cells.join(',')}` }
    expect(validateGstr1(hsnOff, month, 'Oct-26', delivered).join('\n')).toMatch(
      /hsn\(b2c\).csv 3604: total value is not taxable value plus taxes/,
    )
  })

  it("fail the validator when the registered buyers' HSN figures are in the B2C sheet", () => {
    const b2bRows = files['hsn(b2b).csv']!.split('\r\n')
    expect(b2bRows.length).toBe(2)
    const merged = {
      ...files,
      'hsn(b2b).csv': b2bRows[0]!,
      'hsn(b2c).csv': `${files['hsn(b2c).csv']}\r\n${b2bRows[1]}`,
    }
    expect(validateGstr1(merged, month, 'Oct-26', delivered).join('\n')).toMatch(
      /hsn\(b2b\).csv: Taxable Value does not add up/,
    )
  })

  it('refuses a month that is not yyyy-mm, and answers an empty month with headers only', async () => {
    expect((await t.get('admin/exports/gstr1?month=2026-13')).status).toBe(400)
    const empty = await gstr1('2025-01')
    expect(validateGstr1(empty, [], 'Jan-25')).toEqual([])
    expect(empty['b2b.csv']!.trim().split('\r\n')).toHaveLength(1)
  })
})

describe('the e-way bill of a Rs 60,000 dispatch', () => {
  let id: string
  let invoice: TaxInvoice

  beforeAll(async () => {
    // Rs 847.46 x 60 = Rs 50,847.60, with IGST at 18% Rs 60,000.17, to Mumbai.
    ;({ id, invoice } = await invoiced('400001', 847.46, 60))
  })

  const file = (query = '') => t.get<never>(`admin/orders/${id}/eway-bill.json${query}`)

  it('is offered on the dispatch form once the transporter has its GSTIN, and passes the validator', async () => {
    expect((await t.get<{ needed: boolean }>(`admin/orders/${id}/eway-bill`)).body.data.needed).toBe(true)
    expect((await moveTo(t, t.seller, id, 'PACKED')).status).toBe(200)
    const query = `?transporter_id=${DISPATCH.transporter_id}&branch_id=${DISPATCH.branch_id}&lr_number=LR-1`
    await setTransport('')
    expect((await file(query)).status).toBe(422)
    // The demo settings' own GSTIN fails its check character: the portal would refuse it.
    const settings = (await t.get<StoredSettings>('admin/settings')).body.data
    const mistyped = { ...settings, billing: { ...settings.billing, gstin: '33ABCDE1234F1Z5' } }
    expect((await t.send('admin/settings', mistyped, 'PUT')).status).toBe(200)
    expect((await file(query)).body.error?.code).toBe('BILLING_NOT_SET')
    await setTransport(TRANSPORTER_GSTIN)
    const before = await file(query)
    expect(before.status).toBe(200)
    expect(validateEwayBill(before.body)).toEqual([])
    const sent = await dispatch(t, t.seller, id, { ...DISPATCH, freight_reason: 'Freight told by phone' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const after = await file()
    expect(validateEwayBill(after.body)).toEqual([])
    const bill = (after.body as unknown as { billLists: Record<string, unknown>[] }).billLists[0]!
    expect(bill).toMatchObject({
      docNo: invoice.invoice_no,
      toGstin: 'URP',
      toStateCode: 27,
      actualToStateCode: 27,
      totInvValue: 60000.17,
      totalValue: 50847.6,
      igstValue: 9152.57,
      transporterId: TRANSPORTER_GSTIN,
      transDistance: 560,
      transDocNo: DISPATCH.lr_number,
    })
  })

  it('fails the validator on a wrong State code or an item off by one paisa', async () => {
    const good = (await file()).body as unknown as { billLists: Record<string, unknown>[] }
    const bill = good.billLists[0]!
    const wrongState = { ...good, billLists: [{ ...bill, toStateCode: 28 }] }
    expect(validateEwayBill(wrongState).join('\n')).toMatch(/toStateCode 28/)
    const items = bill.itemList as { taxableAmount: number }[]
    const off = [{ ...items[0]!, taxableAmount: items[0]!.taxableAmount + 0.01 }]
    const offByPaisa = { ...good, billLists: [{ ...bill, itemList: off }] }
    expect(validateEwayBill(offByPaisa).join('\n')).toMatch(/do not add up to totalValue/)
  })

  it('waits on Needs attention until the seller types its 12-digit number', async () => {
    const due = async () =>
      (await t.get<Attention>('admin/attention')).body.data.items.filter(
        (i) => i.kind === 'eway_bill_due' && i.order_id === id,
      )
    expect(await due()).toMatchObject([{ detail: invoice.invoice_no, amount: 60000.17 }])
    expect((await t.send(`admin/orders/${id}/eway-bill`, { eway_bill_no: '12345678901' })).status).toBe(400)
    const done = await t.send<{ eway_bill_no: string }>(`admin/orders/${id}/eway-bill`, {
      eway_bill_no: '123456789012',
    })
    expect(done.status).toBe(200)
    expect(done.body.data.eway_bill_no).toBe('123456789012')
    expect(await due()).toEqual([])
  })
})

describe("the transport settings' e-way bill fields", () => {
  it('refuse a mistyped GSTIN/TRANSIN or a distance over 4000 km, and read settings saved before as empty', async () => {
    const settings = (await t.get<StoredSettings>('admin/settings')).body.data
    const put = (s: StoredSettings) => t.send<StoredSettings>('admin/settings', s, 'PUT')
    const typo = structuredClone(settings)
    typo.transport.transporters[0]!.gstin = '33AAACS5678D1ZG' // the check character is F
    const refused = await put(typo)
    expect(refused.status).toBe(400)
    expect(refused.body.error?.issues?.[0]?.path).toBe('transport.transporters.0.gstin')
    const far = structuredClone(settings)
    far.transport.transporters[0]!.branches[0]!.distance_km = 4001
    expect((await put(far)).body.error?.issues?.[0]?.path).toBe(
      'transport.transporters.0.branches.0.distance_km',
    )
    const old = structuredClone(settings) as unknown as {
      transport: { transporters: Record<string, unknown>[] }
    }
    for (const tr of old.transport.transporters) {
      delete tr.gstin
      for (const b of tr.branches as Record<string, unknown>[]) delete b.distance_km
    }
    const saved = await put(old as unknown as StoredSettings)
    expect(saved.status).toBe(200)
    expect(saved.body.data.transport.transporters[0]).toMatchObject({ gstin: '' })
    expect(saved.body.data.transport.transporters[0]!.branches[0]).toMatchObject({ distance_km: 0 })
  })
})
