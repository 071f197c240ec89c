import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AdminOrderDetail } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { TaxInvoice } from '../../worker/contract/invoices'
import { fromRupees, lineTotal } from '../../worker/contract/money'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { quoteFigures } from '../../worker/contract/quote-figures'
import type { Db } from '../../worker/db/client'
import { orders } from '../../worker/db/schema'
import { quoteLines, quotes } from '../../worker/db/schema-quotes'
import { quoteFigureColumns } from '../../worker/features/quotes/quotes.service'
import { adminPost, auth } from './admin'
import { bigEnoughCart, enquiryFor, post } from './enquiry'
import { API, type TestApp } from './test-app'

// An enquiry delivered to a chosen PIN code (outside Tamil Nadu the minimum order is higher).
export const placeOrderTo = async (
  t: TestApp,
  catalogue: Product[],
  // `state`: the delivery State's GST code, as the checkout sends it (absent: an older client's).
  opts: { pin?: string; state?: string; mobile?: string; at?: number } = {},
): Promise<SavedEnquiry> => {
  const before = t.clock.now()
  if (opts.at !== undefined) t.clock.set(opts.at)
  try {
    const payload = enquiryFor(bigEnoughCart(catalogue, 5000), {
      pin_code: opts.pin ?? '625001',
      ...(opts.state ? { state_code: opts.state } : {}),
      ...(opts.mobile ? { mobile_no: opts.mobile } : {}),
    })
    const res = await t.json<{ data: SavedEnquiry } & ErrorBody>(`${API}/order/save`, post(payload))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data
  } finally {
    t.clock.set(before)
  }
}

export const moveTo = (t: TestApp, token: string, id: string, to: string) =>
  t.json<{ data: AdminOrderDetail } & ErrorBody>(`${API}/admin/orders/${id}/status`, adminPost(token, { to }))

// The console's path to paid: the deal settled by phone, then "Payment received".
export const markPaid = async (t: TestApp, token: string, id: string) => {
  expect((await moveTo(t, token, id, 'CONFIRMED')).status).toBe(200)
  return moveTo(t, token, id, 'PAYMENT_RECEIVED')
}

export const invoiceOf = (t: TestApp, id: string) =>
  t.json<{ data: TaxInvoice } & ErrorBody>(`${API}/order/public/invoice/${id}`)

export const adminDetail = (t: TestApp, token: string, id: string) =>
  t.json<{ data: AdminOrderDetail }>(`${API}/admin/orders/${id}`, { headers: auth(token) })

// A quote version written straight into the tables, as the quote routes store one: its lines and
// the figures computed by the shared rules. `accept` also records the buyer's acceptance.
export const writeQuote = async (
  db: Db,
  q: {
    orderId: string
    version: number
    pin: string
    gstRatePercent: number
    lines: { code: string; name: string; unitRupees: number; qty: number }[]
    freightRupees?: number
    packingRupees?: number
    discountRupees?: number
    accept?: boolean
    buyerGstin?: string
    now: number
  },
) => {
  const f = quoteFigures({
    lines: q.lines.map((l) => ({ unit: fromRupees(l.unitRupees), qty: l.qty })),
    freight: fromRupees(q.freightRupees ?? 0),
    packing: fromRupees(q.packingRupees ?? 0),
    discount: fromRupees(q.discountRupees ?? 0),
    gstRatePercent: q.gstRatePercent,
    pin: q.pin,
  })
  await db.insert(quotes).values({
    orderId: q.orderId,
    version: q.version,
    validUntil: '2099-12-31',
    ...quoteFigureColumns(f),
    createdBy: 'test',
    createdAt: q.now,
  })
  await db.insert(quoteLines).values(
    q.lines.map((l, i) => ({
      orderId: q.orderId,
      version: q.version,
      lineNo: i + 1,
      productCode: l.code,
      productName: l.name,
      per: 'Box',
      unitPaise: fromRupees(l.unitRupees),
      qty: l.qty,
      subTotalPaise: lineTotal(fromRupees(l.unitRupees), l.qty),
    })),
  )
  if (q.accept || q.buyerGstin) {
    await db
      .update(orders)
      .set({
        ...(q.accept ? { acceptedVersion: q.version } : {}),
        ...(q.buyerGstin ? { buyerGstin: q.buyerGstin } : {}),
      })
      .where(eq(orders.id, q.orderId))
  }
  return f
}
