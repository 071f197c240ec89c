import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type {
  AmountOwed,
  OpenedEnquiry,
  OrderPublicInfo,
  PrintRecord,
  TrackedOrder,
} from '../../worker/contract/orders'
import { auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue, post } from '../helpers/enquiry'
import { invoiceOf, markPaid } from '../helpers/invoices'
import { recordPaid, tellPaid } from '../helpers/payments'
import { acceptQuote, publicQuote, revision, sendQuote, tokenOf } from '../helpers/quotes'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })
let client = 0

// Every buyer's view of one enquiry, as its pages read them: the thank-you page, the bill,
// tracking by mobile, the way back and (once quoted) the quote page.
const views = async (id: string, mobile: string, enquiry: string, accessCode: string, token?: string) => {
  const thanks = await t.json<{ data: OrderPublicInfo }>(`${API}/order/public/get/${id}`)
  const bill = await t.json<{ data: PrintRecord }>(`${API}/order/public/print/get/${id}`)
  const headers = { 'x-test-client': `owed-${++client}` }
  const tracked = await t.json<{ data: TrackedOrder[] }>(
    `${API}/order/search`,
    post({ mobile_no: mobile }, headers),
  )
  const opened = await t.json<{ data: OpenedEnquiry }>(
    `${API}/order/public/open`,
    post({ mobile_no: mobile, enquiry_number: enquiry, access_code: accessCode }, headers),
  )
  const quote = token ? (await publicQuote(t, token)).body.data.amount_owed : undefined
  // The bill says how to pay by the same rule as the thank-you page.
  expect(bill.body.data.payment_open).toBe(thanks.body.data.payment_open)
  return {
    thanks: thanks.body.data,
    owed: [
      thanks.body.data.amount_owed,
      bill.body.data.amount_owed,
      tracked.body.data[0]!.amount_owed,
      opened.body.data.amount_owed,
      ...(quote ? [quote] : []),
    ],
  }
}

const everywhere = (owed: AmountOwed[], expected: AmountOwed) => {
  for (const o of owed) expect(o).toEqual(expected)
}

describe('what the buyer owes, the same on every view at each stage', () => {
  it('estimate, quoted, accepted, part paid and paid', async () => {
    const catalogue = await inStockCatalogue(t)
    const mobile = '9566001122'
    const placed = await placeOrder(t, { catalogue, mobile })
    const look = (token?: string) =>
      views(placed.order_id, mobile, placed.enquiry_number, placed.access_code, token)

    // Before any quote: the enquiry's own total, and no payment offered yet.
    let seen = await look()
    everywhere(seen.owed, { kind: 'estimate', amount: placed.net_amount })
    expect(seen.thanks.payment_open).toBe(false)

    // Quoted: the quote's total (GST added), not the estimate.
    const sent = await sendQuote(
      t,
      t.seller,
      placed.order_id,
      revision([{ product: catalogue[0]!, qty: 40 }]),
    )
    expect(sent.status).toBe(200)
    const token = tokenOf(sent.body.data)
    const v1 = sent.body.data.versions.at(-1)!.figures.total
    expect(v1).not.toBe(placed.net_amount)
    seen = await look(token)
    everywhere(seen.owed, { kind: 'quoted', amount: v1 })
    expect(seen.thanks.payment_open).toBe(false)

    // A second version replaces the first as the figure quoted.
    const again = await sendQuote(
      t,
      t.seller,
      placed.order_id,
      revision([{ product: catalogue[0]!, qty: 50 }], { based_on_version: 1 }),
    )
    expect(again.status).toBe(200)
    const v2 = again.body.data.versions.at(-1)!.figures.total
    everywhere((await look(token)).owed, { kind: 'quoted', amount: v2 })

    // Accepted: the accepted version's total, and payment details are offered.
    expect((await acceptQuote(t, token, { version: 2 })).status).toBe(200)
    seen = await look(token)
    everywhere(seen.owed, { kind: 'quoted', amount: v2 })
    expect(seen.thanks.payment_open).toBe(true)

    const part = Math.floor(v2 / 3)
    // A payment told but not checked changes nothing; one recorded leaves the balance.
    await tellPaid(t, token, 10)
    everywhere((await look(token)).owed, { kind: 'quoted', amount: v2 })
    await recordPaid(t, t.seller, placed.order_id, part)
    const balance = Math.round(v2 * 100 - part * 100) / 100
    everywhere((await look(token)).owed, { kind: 'balance', amount: balance, paid: part, total: v2 })

    // Paid: nothing left, the figure is what was paid.
    await recordPaid(t, t.seller, placed.order_id, balance, 'bank')
    seen = await look(token)
    everywhere(seen.owed, { kind: 'paid', amount: v2, paid: v2, total: v2 })
    expect(seen.thanks.payment_open).toBe(false)
  })
})

describe('a deal settled by phone, without a quote', () => {
  it('owes the tax invoice once issued (the enquiry with GST), the same on every view and the export', async () => {
    const catalogue = await inStockCatalogue(t)
    const mobile = '9566001133'
    const placed = await placeOrder(t, { catalogue, mobile })
    const look = () => views(placed.order_id, mobile, placed.enquiry_number, placed.access_code)

    // Confirmed by phone and marked paid by hand (the console records no payment on a deal without
    // a quote): the invoice is issued with GST on the enquiry, and that is what was paid.
    expect((await markPaid(t, t.seller, placed.order_id)).status).toBe(200)
    const invoiced = (await invoiceOf(t, placed.order_id)).body.data.totals.total
    expect(invoiced).toBeGreaterThan(placed.net_amount)
    everywhere((await look()).owed, { kind: 'paid', amount: invoiced, paid: invoiced, total: invoiced })

    const csv = await t.request(`${API}/admin/orders/export?kind=enquiries&q=${mobile}`, {
      headers: auth(t.seller),
    })
    const [row] = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(row).toMatchObject({
      'Owed as': 'paid',
      'Owed (Rs)': invoiced.toFixed(2),
      Invoice: expect.any(String),
    })
  })
})
