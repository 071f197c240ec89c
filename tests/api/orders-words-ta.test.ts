import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fromRupees } from '../../worker/contract/money'
import type { OrderRecord, TrackedOrder } from '../../worker/contract/orders'
import { orders } from '../../worker/db/schema'
import { amountInWordsTamil } from '../../worker/lib/words-ta'
import { bigEnoughCart, enquiryFor, post } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// The bill's amount in words in Tamil comes from the server, with the English one.

const ctx = ordersTestApp()

describe('the amount in words in Tamil', () => {
  it('comes with the saved enquiry and with its bill, from the net amount', async () => {
    const payload = enquiryFor(bigEnoughCart(ctx.catalogue))
    const { status, body } = await ctx.save(payload)
    expect(status).toBe(201)
    const e = body.data
    expect(e.amount_in_words_ta).toBe(amountInWordsTamil(fromRupees(e.net_amount)))
    expect(e.amount_in_words_ta).toMatch(/ரூபாய்( .+ பைசா)? மட்டும்$/)

    const bill = await ctx.t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${e.order_id}`)
    expect(bill.status).toBe(200)
    expect(bill.body.data.amount_in_words_ta).toBe(e.amount_in_words_ta)
    expect(bill.body.data.amount_in_words).toBe(e.amount_in_words)
    // The instant for pages that write the date in Tamil: noon in India on the test clock.
    expect(bill.body.data.order_at).toBe('2026-10-20T06:30:00.000Z')
  })

  it('is written when the bill is read, so older enquiries and lakh figures have it too', async () => {
    const { body } = await ctx.save(enquiryFor(bigEnoughCart(ctx.catalogue)))
    const id = body.data.order_id
    await ctx.t.db.update(orders).set({ netAmountPaise: 12_500_050 }).where(eq(orders.id, id))
    const bill = await ctx.t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${id}`)
    expect(bill.body.data.amount_in_words_ta).toBe('ஒரு லட்சத்து இருபத்து ஐந்தாயிரம் ரூபாய் ஐம்பது பைசா மட்டும்')
  })

  it('tracking by mobile number gives each enquiry its India day for a Tamil date', async () => {
    const payload = enquiryFor(bigEnoughCart(ctx.catalogue))
    await ctx.save(payload)
    const tracked = await ctx.t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ mobile_no: payload.mobile_no }, { 'x-test-client': `c${ctx.client}` }),
    )
    expect(tracked.status).toBe(200)
    expect(tracked.body.data[0]?.order_at).toBe('2026-10-20')
  })
})
