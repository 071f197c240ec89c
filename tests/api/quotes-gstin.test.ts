import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { GSTIN_STATE_MESSAGE, gstinCheckCharacter } from '../../worker/contract/gstin'
import { orders } from '../../worker/db/schema'
import { placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue } from '../helpers/enquiry'
import { acceptQuote, revision, sendQuote, tokenOf } from '../helpers/quotes'

// The GSTIN a business buyer gives when accepting a quote is printed on the tax invoice: a wrong
// character or another State's GSTIN is refused on the field, and nothing is recorded.

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

// A GSTIN for the State code given, with its right check character.
const gstinIn = (state: string) => {
  const first14 = `${state}AAPFU0939F1Z`
  return `${first14}${gstinCheckCharacter(first14)}`
}

// An enquiry quoted by the seller, delivering to the PIN given, stored as enquiries were before the
// checkout asked for the State (no State: the PIN's States decide).
const quotedTo = async (pin: string) => {
  const placed = await placeOrder(t, { catalogue })
  await t.db
    .update(orders)
    .set({ pinCode: pin, stateCode: null, stateName: null })
    .where(eq(orders.id, placed.order_id))
  const res = await sendQuote(t, t.seller, placed.order_id, revision([{ product: catalogue[0]!, qty: 4 }]))
  expect(res.status).toBe(200)
  return { id: placed.order_id, token: tokenOf(res.body.data) }
}
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe("the buyer's GSTIN at acceptance", () => {
  it('a published GSTIN for the delivery State is taken; one wrong character is refused on the field', async () => {
    const { id, token } = await quotedTo('400001') // Mumbai, Maharashtra (27)
    const typo = await acceptQuote(t, token, { version: 1, buyer_gstin: '27AAPFU0939F1ZW' })
    expect(typo.status).toBe(400)
    expect(typo.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'buyer_gstin', message: 'This GSTIN is not valid: a letter or digit is wrong' }],
    })
    expect((await orderOf(id)).status).toBe('QUOTED')
    const res = await acceptQuote(t, token, { version: 1, buyer_gstin: '27aapfu0939f1zv' })
    expect(res.status).toBe(200)
    expect((await orderOf(id)).buyerGstin).toBe('27AAPFU0939F1ZV')
  })

  it("a GSTIN of another State than the delivery PIN's is refused on the field, and nothing is recorded", async () => {
    const { id, token } = await quotedTo('626123') // Sivakasi, Tamil Nadu (33)
    const res = await acceptQuote(t, token, { version: 1, buyer_gstin: '29AAGCB7383J1Z4' }) // Karnataka
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'buyer_gstin', message: GSTIN_STATE_MESSAGE }],
    })
    const order = await orderOf(id)
    expect([order.status, order.acceptedVersion, order.buyerGstin]).toEqual(['QUOTED', null, null])
    // Without a GSTIN (a family's purchase) or with Tamil Nadu's, the same quote is accepted.
    expect((await acceptQuote(t, token, { version: 1, buyer_gstin: gstinIn('33') })).status).toBe(200)
    expect((await orderOf(id)).buyerGstin).toBe(gstinIn('33'))
  })

  it("where a PIN prefix is shared by two States, either State's GSTIN is taken, and no third", async () => {
    // 605001 is Puducherry town, inside Tamil Nadu's 60-64.
    const third = await quotedTo('605001')
    const refused = await acceptQuote(t, third.token, { version: 1, buyer_gstin: gstinIn('29') })
    expect(refused.body.error?.issues).toEqual([{ path: 'buyer_gstin', message: GSTIN_STATE_MESSAGE }])
    for (const state of ['34', '33']) {
      const { id, token } = await quotedTo('605001')
      expect((await acceptQuote(t, token, { version: 1, buyer_gstin: gstinIn(state) })).status, state).toBe(
        200,
      )
      expect((await orderOf(id)).buyerGstin).toBe(gstinIn(state))
    }
  })
})
