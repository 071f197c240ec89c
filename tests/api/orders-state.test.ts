import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminOrderList } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { GSTIN_STATE_MESSAGE, gstinCheckCharacter } from '../../worker/contract/gstin'
import {
  ADULT_MESSAGE,
  CHOOSE_STATE_MESSAGE,
  type PrintRecord,
  STATE_PIN_MESSAGE,
} from '../../worker/contract/orders'
import { orders } from '../../worker/db/schema'
import { adminPost, auth } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, enquiryFor, inStockCatalogue, post } from '../helpers/enquiry'
import { adminDetail, invoiceOf, markPaid, moveTo, placeOrderTo } from '../helpers/invoices'
import { acceptQuote, publicQuote, revision, sendQuote, tokenOf } from '../helpers/quotes'
import { API } from '../helpers/test-app'

// The delivery State travels with the enquiry: asked at the checkout, checked against the PIN code,
// kept with the order, and the place of supply (and the tax split) of its quotes and invoice.

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const save = (overrides: Record<string, unknown>) =>
  t.json<ErrorBody>(`${API}/order/save`, post(enquiryFor(bigEnoughCart(catalogue, 5000), overrides)))
const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length

// A GSTIN registered in the State of the code given, with its right check character.
const gstinIn = (state: string) => {
  const first14 = `${state}AAPFU0939F1Z`
  return `${first14}${gstinCheckCharacter(first14)}`
}

describe('the State on the enquiry', () => {
  it('a Tamil Nadu PIN with Tamil Nadu is kept with the 18+ confirmation, and every view names it', async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '625001', state: '33' })
    const row = await orderOf(placed.order_id)
    expect([row.stateCode, row.stateName, row.adultConfirmedAt]).toEqual(['33', 'Tamil Nadu', t.clock.now()])
    const print = (await t.json<{ data: PrintRecord }>(`${API}/order/public/print/get/${placed.order_id}`))
      .body.data
    expect([print.state_code, print.state_name]).toEqual(['33', 'Tamil Nadu'])
    expect(print.adult_confirmed_at).not.toBeNull()
    const list = await t.get<AdminOrderList>(`admin/orders?q=${placed.enquiry_number}`)
    expect(list.body.data.orders[0]?.state_code).toBe('33')
  })

  it('Karnataka 560001 with Karnataka is kept; the export has its State and code', async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '560001', state: '29' })
    expect((await orderOf(placed.order_id)).stateName).toBe('Karnataka')
    const csv = await t.request(`${API}/admin/orders/export?q=${placed.enquiry_number}`, {
      headers: auth(t.seller),
    })
    const rows = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(rows.map((r) => [r['PIN code'], r.State, r['State code']])).toEqual([
      ['560001', 'Karnataka', '29'],
    ])
  })

  it('a State the PIN code is not in is refused on the State field, and nothing is stored', async () => {
    const before = await orderCount()
    const res = await save({ pin_code: '560001', state_code: '33' })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'state_code', message: STATE_PIN_MESSAGE }],
      details: { reason: 'STATE_PIN_MISMATCH', pin_states: ['29'] },
    })
    // A code that is no delivery State (Other Territory, or Andhra Pradesh's old 28) is not a choice.
    for (const code of ['97', '28']) {
      const other = await save({ pin_code: '560001', state_code: code })
      expect(other.body.error?.issues, code).toEqual([{ path: 'state_code', message: CHOOSE_STATE_MESSAGE }])
    }
    expect(await orderCount()).toBe(before)
  })

  it('a shared PIN prefix takes either of its States: 605001 as Puducherry or Tamil Nadu', async () => {
    for (const state of ['34', '33']) {
      const placed = await placeOrderTo(t, catalogue, { pin: '605001', state })
      expect((await orderOf(placed.order_id)).stateCode).toBe(state)
    }
  })

  it('an enquiry without the 18+ confirmation, or with it false, is refused on its field', async () => {
    const before = await orderCount()
    for (const adult of [undefined, false]) {
      const res = await save({ state_code: '33', adult_confirmed: adult })
      expect(res.status).toBe(400)
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'adult_confirmed', message: ADULT_MESSAGE }],
        details: { reason: 'ADULT_CONFIRMATION_REQUIRED' },
      })
    }
    expect(await orderCount()).toBe(before)
  })

  it('an older client that sends no State gets its PIN code’s, kept with the enquiry', async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '560001' })
    const row = await orderOf(placed.order_id)
    expect([row.stateCode, row.stateName]).toEqual(['29', 'Karnataka'])
  })
})

describe('the place of supply follows the State', () => {
  it('a Karnataka delivery is invoiced with IGST and "Karnataka", code 29', async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '560001', state: '29' })
    expect((await markPaid(t, t.seller, placed.order_id)).status).toBe(200)
    const inv = (await invoiceOf(t, placed.order_id)).body.data
    expect(inv.place_of_supply).toEqual({ state: 'Karnataka', state_code: '29' })
    expect(inv.totals.tax_kind).toBe('inter')
    expect(inv.totals.cgst).toBe(0)
    expect(inv.totals.igst).toBeGreaterThan(0)
  })

  it('a Tamil Nadu delivery is invoiced with CGST and SGST and "Tamil Nadu", code 33', async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '625001', state: '33' })
    await markPaid(t, t.seller, placed.order_id)
    const inv = (await invoiceOf(t, placed.order_id)).body.data
    expect(inv.place_of_supply).toEqual({ state: 'Tamil Nadu', state_code: '33' })
    expect(inv.totals).toMatchObject({ tax_kind: 'intra', igst: 0 })
  })

  it('the tax follows the chosen State, not the likeliest State of the PIN: Puducherry in 605101 pays IGST', async () => {
    // 605101 (Auroville) is taken to be Tamil Nadu's; the buyer said Puducherry, which 605 allows.
    const placed = await placeOrderTo(t, catalogue, { pin: '605101', state: '34' })
    const res = await sendQuote(t, t.seller, placed.order_id, revision([{ product: catalogue[0]!, qty: 4 }]))
    const token = tokenOf(res.body.data)
    const quote = (await publicQuote(t, token)).body.data
    expect([quote.state_code, quote.state_name, quote.current.figures.tax_kind]).toEqual([
      '34',
      'Puducherry',
      'inter',
    ])
  })
})

describe('a GSTIN from a third State', () => {
  it('is refused on the field until the seller confirms it; the invoice then carries it with the delivery State', async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '560001', state: '29' })
    const id = placed.order_id
    const sent = await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 40 }]))
    const token = tokenOf(sent.body.data)
    const maharashtra = gstinIn('27')
    const refused = await acceptQuote(t, token, { version: 1, buyer_gstin: maharashtra })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'buyer_gstin', message: GSTIN_STATE_MESSAGE }],
      details: { reason: 'GSTIN_STATE_MISMATCH' },
    })
    expect((await orderOf(id)).buyerGstin).toBeNull()

    // The seller records it: refused without the confirmation, kept with it.
    const gstinUrl = `${API}/admin/orders/${id}/gstin`
    const unconfirmed = await t.json<ErrorBody>(gstinUrl, adminPost(t.seller, { buyer_gstin: maharashtra }))
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.error.issues).toEqual([{ path: 'buyer_gstin', message: GSTIN_STATE_MESSAGE }])
    const confirmed = await t.json<{ data: AdminOrderDetail }>(
      gstinUrl,
      adminPost(t.seller, { buyer_gstin: maharashtra.toLowerCase(), other_state_confirmed: true }),
    )
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.buyer_gstin).toBe(maharashtra)
    expect(confirmed.body.data.gstin_state_confirmed_at).not.toBeNull()

    // The buyer's acceptance with that GSTIN now goes through; the invoice carries it.
    expect((await acceptQuote(t, token, { version: 1, buyer_gstin: maharashtra })).status).toBe(200)
    expect((await moveTo(t, t.seller, id, 'PAYMENT_RECEIVED')).status).toBe(200)
    const inv = (await invoiceOf(t, id)).body.data
    expect(inv.buyer.gstin).toBe(maharashtra)
    expect(inv.place_of_supply).toEqual({ state: 'Karnataka', state_code: '29' })
    expect(inv.totals.tax_kind).toBe('inter')

    // An issued invoice stays as issued: the GSTIN can no longer change.
    const late = await t.json<ErrorBody>(gstinUrl, adminPost(t.seller, { buyer_gstin: '' }))
    expect(late.status).toBe(409)
    expect((await adminDetail(t, t.seller, id)).body.data.buyer_gstin).toBe(maharashtra)
  })

  it("a GSTIN of the delivery State needs no confirmation, and the seller's confirmation does not carry over to another GSTIN", async () => {
    const placed = await placeOrderTo(t, catalogue, { pin: '560001', state: '29' })
    const id = placed.order_id
    const sent = await sendQuote(t, t.seller, id, revision([{ product: catalogue[0]!, qty: 40 }]))
    const token = tokenOf(sent.body.data)
    const gstinUrl = `${API}/admin/orders/${id}/gstin`
    const own = await t.json<{ data: AdminOrderDetail }>(
      gstinUrl,
      adminPost(t.seller, { buyer_gstin: gstinIn('29') }),
    )
    expect([own.status, own.body.data.gstin_state_confirmed_at]).toEqual([200, null])
    await t.json(gstinUrl, adminPost(t.seller, { buyer_gstin: gstinIn('27'), other_state_confirmed: true }))
    // Gujarat's was never confirmed.
    const other = await acceptQuote(t, token, { version: 1, buyer_gstin: gstinIn('24') })
    expect(other.body.error?.details).toEqual({ reason: 'GSTIN_STATE_MISMATCH' })
  })
})
