import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderList } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { auth, createAdmin, placeOrder } from '../helpers/admin'
import { catalogueOf } from '../helpers/enquiry'
import { acceptQuote, revision, sendQuote, tokenOf } from '../helpers/quotes'
import { API, testAppPerFile } from '../helpers/test-app'

// The inbox's amount: the buyer's estimate until a quote is sent, then what the seller now asks
// (freight and GST in), so a seller scanning the list sees the figure the buyer will pay.

const ctx = testAppPerFile()
let admin: string
let catalogue: Product[]

beforeAll(async () => {
  admin = await createAdmin(ctx.t)
  catalogue = (await catalogueOf(ctx.t)).filter((p) => p.after_discount_price > 0 && p.is_sold_out === 0)
})

const inboxRow = async (enquiryNumber: string) => {
  const res = await ctx.t.json<{ data: AdminOrderList } & ErrorBody>(
    `${API}/admin/orders?q=${enquiryNumber}`,
    { headers: auth(admin) },
  )
  expect(res.status).toBe(200)
  return res.body.data.orders[0]!
}

describe("the inbox's amount", () => {
  it('is the estimate with no quote total before a quote, then the latest version sent, accepted or not', async () => {
    const placed = await placeOrder(ctx.t, { catalogue })
    const before = await inboxRow(placed.enquiry_number)
    expect(before.quote_total).toBeNull()
    expect(before.net_amount).toBe(placed.net_amount)

    const lines = [{ product: catalogue[0]!, qty: 4, unit_price: 75 }]
    const first = await sendQuote(ctx.t, admin, placed.order_id, revision(lines, { freight: 120 }))
    expect(first.status).toBe(200)
    const v1 = first.body.data.versions.at(-1)!.figures.total
    expect((await inboxRow(placed.enquiry_number)).quote_total).toBe(v1)

    const second = await sendQuote(
      ctx.t,
      admin,
      placed.order_id,
      revision(lines, { based_on_version: 1, freight: 300 }),
    )
    expect(second.status).toBe(200)
    const v2 = second.body.data.versions.at(-1)!.figures.total
    expect(v2).toBeGreaterThan(v1)
    expect((await inboxRow(placed.enquiry_number)).quote_total).toBe(v2)

    expect((await acceptQuote(ctx.t, tokenOf(second.body.data), { version: 2 })).status).toBe(200)
    const accepted = await inboxRow(placed.enquiry_number)
    expect(accepted.quote_total).toBe(v2)
    expect(accepted.net_amount).toBe(placed.net_amount)
  })
})
