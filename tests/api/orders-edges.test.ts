import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../worker/contract/catalogue'
import { publicDefaultSettings } from '../../worker/contract/settings-defaults-public'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import { at, ordersTestApp } from '../helpers/orders-app'
import { adminQuotes, publicQuote, sendQuote, tokenOf } from '../helpers/quotes'
import { API } from '../helpers/test-app'

// The edges of the seller's rules, each pinned where `<` against `<=`, a rounding or a deleted
// default would move it: the minimum order of every default region at exactly its figure and a
// paisa under, a demo product whose discounted price lands on half a paisa, every default banned
// PIN prefix and its neighbours.

const ctx = ordersTestApp({ seller: true })
const { save, withPrice } = ctx

// One PIN under each default region prefix, and PINs of the other States (among them the
// neighbours of Yanam and Mahe, which sit inside Andhra Pradesh's and Kerala's ranges).
const MINIMUM_EDGES = [
  { prefix: '60', place: 'Chennai', pin: '600001', minimum: 2500 },
  { prefix: '61', place: 'Thanjavur', pin: '613001', minimum: 2500 },
  { prefix: '62', place: 'Madurai', pin: '625001', minimum: 2500 },
  { prefix: '63', place: 'Salem', pin: '636001', minimum: 2500 },
  { prefix: '64', place: 'Coimbatore', pin: '641001', minimum: 2500 },
  { prefix: '533464', place: 'Yanam', pin: '533464', minimum: 2500 },
  { prefix: '673310', place: 'Mahe', pin: '673310', minimum: 2500 },
  { prefix: null, place: 'Mumbai', pin: '400001', minimum: 5000 },
  { prefix: null, place: 'Kakinada, beside Yanam', pin: '533001', minimum: 5000 },
  { prefix: null, place: 'Kozhikode, beside Mahe', pin: '673001', minimum: 5000 },
]

describe('the minimum order at its edge', () => {
  it('has a row here for every default region prefix and the other States', () => {
    const regionPrefixes = publicDefaultSettings.minimum_order.regions.flatMap((r) => r.pin_prefixes)
    expect(MINIMUM_EDGES.flatMap((e) => e.prefix ?? []).sort()).toEqual([...regionPrefixes].sort())
    expect(publicDefaultSettings.minimum_order.other_regions_minimum_paise).toBe(500_000)
  })

  it.each(MINIMUM_EDGES)(
    '$place ($pin): exactly Rs. $minimum is accepted, a paisa under is refused',
    async (e) => {
      const target = ctx.catalogue.find((p) => p.is_sold_out === 0)!
      const paise = e.minimum * 100
      const order = (rupees: number) =>
        save(enquiryFor([{ product: at(target, rupees), qty: 1 }], { pin_code: e.pin }))
      await withPrice(target, { mrpPaise: paise, discountPercentage: 0 }, async () => {
        const exact = await order(e.minimum)
        expect(exact.status).toBe(201)
        expect(exact.body.data.payable_amount).toBe(e.minimum)
      })
      await withPrice(target, { mrpPaise: paise - 1, discountPercentage: 0 }, async () => {
        const under = await order((paise - 1) / 100)
        expect(under.status).toBe(422)
        expect(under.body.error.code).toBe('MINIMUM_ORDER_NOT_MET')
        expect(under.body.error.details).toMatchObject({
          minimum_amount: e.minimum,
          sub_total: (paise - 1) / 100,
        })
      })
    },
  )
})

// The default Delhi NCR prefixes, each with the place it stands for.
const BANNED = [
  { prefix: '110', place: 'Delhi' },
  { prefix: '121', place: 'Faridabad' },
  { prefix: '122', place: 'Gurugram' },
  { prefix: '201', place: 'Noida and Ghaziabad' },
  { prefix: '131', place: 'Sonipat' },
]
const bannedPrefixes = publicDefaultSettings.banned_areas.flatMap((a) => a.pin_prefixes)
// The prefixes a number either side (110 -> 109 and 111) that the table above does not ban.
const neighbours = (prefix: string) =>
  [-1, 1]
    .map((d) => String(Number(prefix) + d).padStart(prefix.length, '0'))
    .filter((n) => !BANNED.some((b) => n.startsWith(b.prefix)))

describe('every default banned PIN prefix', () => {
  it('has a row here for each default prefix', () => {
    expect(BANNED.map((b) => b.prefix).sort()).toEqual([...bannedPrefixes].sort())
  })

  it.each(BANNED)('$place ($prefix) is refused, its neighbouring prefixes are not', async ({ prefix }) => {
    const cart = bigEnoughCart(ctx.catalogue, 5500) // above every region's minimum
    const inside = await save(enquiryFor(cart, { pin_code: `${prefix}001` }))
    expect(inside.status).toBe(422)
    expect(inside.body.error.code).toBe('DELIVERY_NOT_AVAILABLE')
    expect(inside.body.error.message).toContain('Delhi NCR')
    const outside = neighbours(prefix)
    expect(outside.length).toBeGreaterThan(0)
    for (const next of outside) {
      expect((await save(enquiryFor(cart, { pin_code: `${next}001` }))).status).toBe(201)
    }
  })
})

// The demo price list's Mini Colour Matches (CM06): 70% off Rs. 99.95 is 2,998.5 paise. Half up it
// is Rs. 29.99; half to even or cut off it would be Rs. 29.98. The catalogue, the enquiry and the
// seller's quote must all show the same Rs. 29.99.
describe('a discounted price on half a paisa', () => {
  const demo = () => ctx.catalogue.find((p) => p.product_code === 'CM06')!

  it('is listed at Rs. 29.99 in the catalogue and on its own page', async () => {
    expect(demo()).toMatchObject({ price: 99.95, discount_percentage: 70, after_discount_price: 29.99 })
    expect(demo().discount_price).toBe(69.96)
    const page = await ctx.t.json<{ data: ProductDetail }>(`${API}/product/get/${demo()._id}`)
    expect(page.body.data).toMatchObject({ after_discount_price: 29.99 })
  })

  it('is what the enquiry is priced at, and a cart rounded down is repriced to it', async () => {
    const rounded = await save(enquiryFor([{ product: demo(), qty: 100 }]))
    expect(rounded.status).toBe(201)
    expect(rounded.body.data.payable_amount).toBe(2999)
    const down = await save(enquiryFor([{ product: at(demo(), 29.98), qty: 100 }]))
    expect(down.status).toBe(409)
    expect(down.body.error.details).toMatchObject({ product_list: [{ price: 29.99, sub_total: 2999 }] })
  })

  it("is the enquiry's line on the quote, and the quote sent from it", async () => {
    const placed = await save(enquiryFor([{ product: demo(), qty: 100 }]))
    const id = placed.body.data.order_id
    const asPlaced = (await adminQuotes(ctx.t, ctx.t.seller, id)).body.data.versions[0]!
    expect(asPlaced.lines[0]).toMatchObject({ product_code: 'CM06', unit_price: 29.99, sub_total: 2999 })
    expect(asPlaced.figures.sub_total).toBe(2999)
    // The console drafts the quote from the enquiry's lines as they are.
    const lines = asPlaced.lines.map((l) => ({
      product_id: l.product_id,
      qty: l.qty,
      unit_price: l.unit_price,
    }))
    const sent = await sendQuote(ctx.t, ctx.t.seller, id, { based_on_version: 0, lines })
    expect(sent.status).toBe(200)
    const quote = await publicQuote(ctx.t, tokenOf(sent.body.data))
    expect(quote.body.data.current.lines[0]).toMatchObject({ unit_price: 29.99, sub_total: 2999 })
    expect(quote.body.data.current.figures.sub_total).toBe(2999)
  })
})
