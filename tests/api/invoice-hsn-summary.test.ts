import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { TaxInvoice } from '../../worker/contract/invoices'
import { invoices } from '../../worker/db/schema-quotes'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { invoiceOf, markPaid, placeOrderTo, writeQuote } from '../helpers/invoices'

// The HSN-wise summary is computed when the invoice is issued and kept with its figures: GET the
// invoice returns it in rupees, adding up to the invoice's own totals; an invoice issued before
// summaries were kept reads as it was printed, with none.

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

const paise = (rupees: number) => Math.round(rupees * 100)

// The rows add up to the invoice's taxable value and taxes to the paisa, and the totals row says so.
const expectAddsUp = (inv: TaxInvoice) => {
  const s = inv.hsn_summary!
  const t0 = inv.totals
  expect(s.total).toEqual({
    taxable_value: t0.taxable,
    cgst: t0.cgst,
    sgst: t0.sgst,
    igst: t0.igst,
    tax: t0.tax,
  })
  for (const key of ['taxable_value', 'cgst', 'sgst', 'igst', 'tax'] as const)
    expect(
      s.rows.reduce((sum, r) => sum + paise(r[key]), 0),
      key,
    ).toBe(paise(s.total[key]))
}

const quoted = async (pin: string) => {
  const order = await placeOrderTo(t, catalogue, { pin })
  await writeQuote(t.db, {
    orderId: order.order_id,
    version: 1,
    pin,
    gstRatePercent: 18,
    now: t.clock.now(),
    lines: [
      { code: 'A1', name: 'Flower pots', unitRupees: 333.33, qty: 3 },
      { code: 'B2', name: 'Sparklers 10 cm', unitRupees: 45.5, qty: 20 },
    ],
    freightRupees: 400,
    packingRupees: 150,
    discountRupees: 99.97,
    accept: true,
  })
  expect((await markPaid(t, t.seller, order.order_id)).status).toBe(200)
  return order.order_id
}

describe('the HSN-wise summary of an issued invoice', () => {
  it('outside Tamil Nadu: one row for HSN 3604 with freight and packing less discount in its taxable value, IGST at 18%', async () => {
    const inv = (await invoiceOf(t, await quoted('560001'))).body.data
    expect(inv.hsn_summary!.rows).toEqual([
      {
        hsn: '3604',
        taxable_value: 2360.02,
        cgst_rate_percent: 0,
        cgst: 0,
        sgst_rate_percent: 0,
        sgst: 0,
        igst_rate_percent: 18,
        igst: 424.8,
        tax: 424.8,
      },
    ])
    expectAddsUp(inv)
  })

  it('within Tamil Nadu: CGST and SGST at 9% each, adding up to the invoice', async () => {
    const inv = (await invoiceOf(t, await quoted('625001'))).body.data
    expect(inv.hsn_summary!.rows).toMatchObject([
      {
        hsn: '3604',
        taxable_value: 2360.02,
        cgst_rate_percent: 9,
        cgst: 212.4,
        sgst_rate_percent: 9,
        sgst: 212.4,
        igst: 0,
      },
    ])
    expectAddsUp(inv)
  })

  it('an invoice issued before summaries were kept reads as it was printed, with none', async () => {
    const id = await quoted('625001')
    const issued = (await invoiceOf(t, id)).body.data
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, id))
    const { hsn_summary: _, ...older } = JSON.parse(row!.figures)
    await t.db
      .update(invoices)
      .set({ figures: JSON.stringify(older) })
      .where(eq(invoices.orderId, id))
    expect((await invoiceOf(t, id)).body.data).toEqual({ ...issued, hsn_summary: null })
  })
})
