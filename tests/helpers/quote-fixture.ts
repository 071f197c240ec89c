import { eq } from 'drizzle-orm'
import { quoteFigures } from '../../worker/contract/quote-figures'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { orders } from '../../worker/db/schema'
import { quoteLines, quotes } from '../../worker/db/schema-quotes'
import { moveOrder } from '../../worker/features/orders/order-moves'
import { quoteFigureColumns } from '../../worker/features/quotes/quotes.service'
import { randomId } from '../../worker/lib/ids'
import { placeOrder } from './admin'
import type { TestApp } from './test-app'

// An enquiry whose quote the buyer has accepted, written straight into the database, so payment
// tests stand on their own whatever the quote routes do. One line at `unitPaise`, no freight, GST
// for the buyer's Madurai PIN (within Tamil Nadu).
export const acceptedQuote = async (
  t: TestApp,
  opts: { unitPaise?: number; qty?: number; accept?: boolean; mobile?: string } = {},
) => {
  const saved = await placeOrder(t, opts.mobile ? { mobile: opts.mobile } : {})
  const id = saved.order_id
  const unit = opts.unitPaise ?? 100_000
  const qty = opts.qty ?? 10
  const f = quoteFigures({
    lines: [{ unit, qty }],
    freight: 0,
    packing: 0,
    discount: 0,
    gstRatePercent: 18,
    pin: '625001',
  })
  const now = t.clock.now()
  await t.db.insert(quotes).values({
    orderId: id,
    version: 1,
    note: 'Packed in two boxes',
    validUntil: '2099-12-31',
    ...quoteFigureColumns(f),
    createdBy: 'fixture',
    createdAt: now,
  })
  await t.db.insert(quoteLines).values({
    orderId: id,
    version: 1,
    lineNo: 1,
    productCode: 'FX1',
    productName: 'Flower pots (fixture)',
    unitPaise: unit,
    qty,
    subTotalPaise: unit * qty,
  })
  const token = randomId(24)
  await t.db.update(orders).set({ quoteToken: token }).where(eq(orders.id, id))
  const move = { id, note: null, actor: 'fixture', now, settings: defaultSettings }
  await moveOrder(t.db, { ...move, from: 'ENQUIRY_RECEIVED', to: 'QUOTED' })
  if (opts.accept !== false) {
    await t.db.update(orders).set({ acceptedVersion: 1 }).where(eq(orders.id, id))
    await moveOrder(t.db, { ...move, from: 'QUOTED', to: 'ACCEPTED' })
  }
  return {
    id,
    token,
    totalPaise: f.total,
    enquiryNumber: saved.enquiry_number,
    accessCode: saved.access_code,
  }
}
