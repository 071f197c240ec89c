import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { financialYear, invoiceNumber } from '../../worker/contract/gst'
import { guard } from '../../worker/db/guard'
import { invoiceSeries, invoices } from '../../worker/db/schema-quotes'
import { moveOrder } from '../../worker/features/orders/order-moves'
import { readSettings } from '../../worker/features/settings/settings.service'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { invoiceOf, markPaid, moveTo, placeOrderTo } from '../helpers/invoices'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

const seqOf = (invoiceNo: string) => Number(invoiceNo.split('/')[2])

describe('invoice numbers', () => {
  it('20 concurrent "Payment received" on 20 orders are numbered 1 to 20: no gaps, no duplicates', async () => {
    const ids: string[] = []
    for (let i = 0; i < 20; i++) {
      const order = await placeOrderTo(t, catalogue, { mobile: `98000${String(i).padStart(5, '0')}` })
      expect((await moveTo(t, t.seller, order.order_id, 'CONFIRMED')).status).toBe(200)
      ids.push(order.order_id)
    }
    const answers = await Promise.all(ids.map((id) => moveTo(t, t.seller, id, 'PAYMENT_RECEIVED')))
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200))
    const numbers = answers.map((a) => a.body.data.invoice_no!)
    expect(new Set(numbers).size).toBe(20)
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    for (const n of numbers) expect(n).toMatch(/^SC\/2026-27\/00(0[1-9]|1[0-9]|20)$/)
    // Each order's invoice is the one its answer named.
    for (const [i, id] of ids.entries())
      expect((await invoiceOf(t, id)).body.data.invoice_no).toBe(numbers[i])
    expect(await t.db.select().from(invoiceSeries)).toEqual([{ fy: '2026-27', lastSeq: 20 }])
  })

  it('restarts at 0001 on 1 April (India time) and keeps the old year numbers', async () => {
    const lastMarch = await placeOrderTo(t, catalogue)
    const firstApril = await placeOrderTo(t, catalogue)
    const secondApril = await placeOrderTo(t, catalogue)
    // 23:59:59 on 31 March in India is 18:29:59 UTC.
    t.clock.set(Date.parse('2027-03-31T18:29:59Z'))
    // Five months on, the seller signs in again.
    await t.signSellerIn()
    expect((await markPaid(t, t.seller, lastMarch.order_id)).body.data.invoice_no).toBe('SC/2026-27/0021')
    // 00:00 on 1 April in India, still 31 March in UTC.
    t.clock.set(Date.parse('2027-03-31T18:30:00Z'))
    expect((await markPaid(t, t.seller, firstApril.order_id)).body.data.invoice_no).toBe('SC/2027-28/0001')
    t.clock.advance(60_000)
    expect((await markPaid(t, t.seller, secondApril.order_id)).body.data.invoice_no).toBe('SC/2027-28/0002')

    const old = (await invoiceOf(t, lastMarch.order_id)).body.data
    expect(old).toMatchObject({
      invoice_no: 'SC/2026-27/0021',
      financial_year: '2026-27',
      issue_date: '2027-03-31',
    })
    const next = (await invoiceOf(t, firstApril.order_id)).body.data
    expect(next).toMatchObject({ financial_year: '2027-28', issue_date: '2027-04-01' })
    const rows = await t.db.select({ fy: invoices.fy, seq: invoices.seq }).from(invoices)
    const byYear = (fy: string) =>
      rows
        .filter((r) => r.fy === fy)
        .map((r) => r.seq)
        .sort((a, b) => a - b)
    expect(byYear('2026-27')).toEqual(Array.from({ length: 21 }, (_, i) => i + 1))
    expect(byYear('2027-28')).toEqual([1, 2])
  })

  it('a move to paid whose batch aborts after the number was drawn takes the number back', async () => {
    const order = await placeOrderTo(t, catalogue)
    expect((await moveTo(t, t.seller, order.order_id, 'CONFIRMED')).status).toBe(200)
    const before = await t.db.select().from(invoiceSeries)
    const move = {
      id: order.order_id,
      from: 'CONFIRMED' as const,
      to: 'PAYMENT_RECEIVED' as const,
      note: null,
      actor: 'test',
      now: t.clock.now(),
      settings: await readSettings(t.db),
    }
    // A later statement of the same batch (a payment's own check, say) refuses.
    await expect(moveOrder(t.db, move, [guard('NOT_PAYABLE', '0')])).rejects.toThrow(/NOT_PAYABLE/)
    expect(await t.db.select().from(invoiceSeries)).toEqual(before)
    expect((await invoiceOf(t, order.order_id)).status).toBe(404)
    // The next invoice takes the very next number.
    const fy = financialYear(move.now)
    const last = before.find((r) => r.fy === fy)?.lastSeq ?? 0
    await moveOrder(t.db, move)
    expect((await invoiceOf(t, order.order_id)).body.data.invoice_no).toBe(invoiceNumber('SC', fy, last + 1))
  })
})
