import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../worker/contract/admin'
import type { ErrorBody } from '../../worker/contract/common'
import { formatRupees, fromRupees } from '../../worker/contract/money'
import type { OrderPublicInfo, SavedEnquiry } from '../../worker/contract/orders'
import type { WhatsappMessage } from '../../worker/contract/whatsapp'
import { orders } from '../../worker/db/schema'
import { shipments } from '../../worker/db/schema-dispatch'
import { payments } from '../../worker/db/schema-quotes'
import { auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, inStockCatalogue, post } from '../helpers/enquiry'
import { markPaid, moveTo } from '../helpers/invoices'
import { record } from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'
import { acceptQuote, revision, sendQuote, tokenOf } from '../helpers/quotes'
import { API } from '../helpers/test-app'
import { dispatch as dispatchThroughApi } from '../helpers/transport'

const t = apiApp({ seller: true })

const SITE = 'https://crackers.example'

const message = (id: string, moment: string, token = t.seller) =>
  t.json<{ data: WhatsappMessage } & ErrorBody>(
    `${SITE}${API}/admin/orders/${id}/whatsapp?moment=${moment}`,
    {
      headers: auth(token),
    },
  )

const textOf = (href: string) => decodeURIComponent(href.split('?text=')[1] ?? '')

// What the buyer's pages show as owed (the thank-you page's read; every view agrees, amount-owed.test.ts).
const owedNow = async (id: string) =>
  (await t.json<{ data: OrderPublicInfo }>(`${API}/order/public/get/${id}`)).body.data.amount_owed

// An accepted quote for Karthik Raja (9876543210), in the language given.
const quoted = async (locale: 'en' | 'ta') => {
  const q = await acceptedQuote(t)
  await t.db.update(orders).set({ locale }).where(eq(orders.id, q.id))
  return q
}

const dispatch = (orderId: string, arrivedAt: number | null = null, branchTownTa = '') =>
  t.db.insert(shipments).values({
    orderId,
    transporterId: 'kpn',
    transporterName: 'KPN Parcel Service',
    branchId: 'madurai',
    branchTown: 'Madurai',
    branchTownTa,
    branchAddress: '8 Transport Nagar, Madurai 625001',
    branchPhone: '+91 90000 00013',
    freeDays: 3,
    parcels: 2,
    freightMode: 'to_pay',
    freightPaise: 45_000,
    lrNumber: 'LR-778',
    dispatchedAt: t.clock.now(),
    arrivedAt,
  })

describe("the seller's WhatsApp message for each moment", () => {
  it("quote sent, in English: the quote total, the English quote page and the buyer's access code, to 91 and the mobile", async () => {
    const q = await quoted('en')
    const res = await message(q.id, 'quote_sent')
    expect(res.status).toBe(200)
    const m = res.body.data
    expect(m.moment).toBe('quote_sent')
    expect(m.locale).toBe('en')
    const [order] = await t.db.select().from(orders).where(eq(orders.id, q.id))
    const code = `${order!.accessCode.slice(0, 4)}-${order!.accessCode.slice(4)}`
    expect(m.text).toBe(
      `Vanakkam Karthik Raja, your quote for enquiry ${q.enquiryNumber} is ready: Rs. 11,800. Please see it and accept it here: ${SITE}/quote?t=${q.token}\nYour access code, to open this enquiry from Track Order: ${code}`,
    )
    expect(m.href.startsWith('https://wa.me/919876543210?text=')).toBe(true)
    expect(textOf(m.href)).toBe(m.text)
  })

  it('quote sent, in Tamil: the Tamil draft, the rupee sign as the pages write it, and the quote page under /ta', async () => {
    const q = await quoted('ta')
    const m = (await message(q.id, 'quote_sent')).body.data
    expect(m.locale).toBe('ta')
    expect(m.text).toContain('வணக்கம் Karthik Raja')
    expect(m.text).toContain(`${q.enquiryNumber}-க்கான விலைப்புள்ளி தயார்: ₹11,800`)
    expect(m.text).not.toContain('Rs.')
    expect(m.text).toContain(`${SITE}/ta/quote?t=${q.token}`)
  })

  it("payment received: what was paid, as the buyer's pages name it, and the tax invoice link, in the buyer language", async () => {
    for (const locale of ['en', 'ta'] as const) {
      const q = await quoted(locale)
      await t.db.insert(payments).values({
        id: `pay-${locale}-${q.id}`,
        orderId: q.id,
        reference: `UTR-${locale}`,
        method: 'upi',
        claimedPaise: q.totalPaise,
        status: 'received',
        receivedPaise: q.totalPaise,
        submittedBy: 'buyer',
        submittedAt: t.clock.now(),
      })
      const m = (await message(q.id, 'payment_received')).body.data
      expect(m.text).toContain(locale === 'ta' ? 'நீங்கள் செலுத்திய ₹11,800 கிடைத்தது' : 'payment of Rs. 11,800')
      const invoice = `${SITE}${locale === 'ta' ? '/ta' : ''}/invoice?id=${q.id}`
      expect(m.text).toContain(invoice)
      expect(m.text).toContain(locale === 'ta' ? 'கிடைத்தது' : 'we have received your payment')
    }
  })

  it("payment received on a deal settled by phone: the figure the buyer's pages show as paid", async () => {
    const saved = (
      await t.json<{ data: SavedEnquiry }>(
        `${API}/order/save`,
        post(enquiryFor(bigEnoughCart(await catalogueOf(t)))),
      )
    ).body.data
    expect((await markPaid(t, t.seller, saved.order_id)).status).toBe(200)
    const owed = await owedNow(saved.order_id)
    expect(owed.kind).toBe('paid')
    const paid = (await message(saved.order_id, 'payment_received')).body.data
    expect(paid.text).toContain(`payment of ${formatRupees(fromRupees(owed.amount))} for`)
  })

  it('dispatched: transporter, branch town, parcels and LR from the dispatch record', async () => {
    const q = await quoted('en')
    await dispatch(q.id)
    const m = (await message(q.id, 'dispatched')).body.data
    expect(m.text).toBe(
      `Vanakkam Karthik Raja, your parcel for ${q.enquiryNumber} is dispatched by KPN Parcel Service to their Madurai office: 2 parcel(s), LR LR-778. Details: ${SITE}/transport?id=${q.id}`,
    )
  })

  it('arrived, in Tamil: the free days and the collection page under /ta', async () => {
    const q = await quoted('ta')
    await dispatch(q.id, t.clock.now())
    const m = (await message(q.id, 'arrived')).body.data
    expect(m.text).toContain('KPN Parcel Service, Madurai அலுவலகம் வந்துவிட்டது')
    expect(m.text).toContain('3 நாட்களுக்குள் LR LR-778')
    expect(m.text).toContain(`${SITE}/ta/transport?id=${q.id}`)
  })

  it("arrived, in Tamil: the branch's Tamil town when the seller gave one; English keeps the English town", async () => {
    const ta = await quoted('ta')
    await dispatch(ta.id, t.clock.now(), 'மதுரை')
    expect((await message(ta.id, 'arrived')).body.data.text).toContain(
      'KPN Parcel Service, மதுரை அலுவலகம் வந்துவிட்டது',
    )
    const en = await quoted('en')
    await dispatch(en.id, t.clock.now(), 'மதுரை')
    expect((await message(en.id, 'arrived')).body.data.text).toContain(
      'has arrived at KPN Parcel Service, Madurai.',
    )
  })

  it('before any dispatch record the transport facts are empty, not "undefined"', async () => {
    const q = await quoted('en')
    const m = (await message(q.id, 'dispatched')).body.data
    expect(m.text).not.toMatch(/undefined|null|\{/)
    expect(m.text).toContain(
      `your parcel for ${q.enquiryNumber} is dispatched by to their office: parcel(s), LR.`,
    )
  })

  it('the text carries the name but never the address, mobile or e-mail', async () => {
    const q = await quoted('en')
    await dispatch(q.id, t.clock.now())
    for (const moment of ['quote_sent', 'payment_received', 'dispatched', 'arrived']) {
      const m = (await message(q.id, moment)).body.data
      expect(m.text).toContain('Karthik Raja')
      for (const personal of ['9876543210', 'North Car Street', 'karthik@example.com', '625001'])
        expect(m.text).not.toContain(personal)
    }
  })

  it('an unknown moment is a 400, an unknown enquiry a 404, a buyer without the console a 401', async () => {
    const q = await quoted('en')
    const bad = await message(q.id, 'collected')
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('VALIDATION_FAILED')
    const missing = await message('NoSuchEnquiry1234567890', 'quote_sent')
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('NOT_FOUND')
    expect((await message(q.id, 'quote_sent', 'not-a-token')).status).toBe(401)
  })
})

// The seller's messages show the figure the buyer's pages show at that stage (amount-owed.ts), in
// Tamil with the rupee sign and Indian grouping. Each stage asks for the draft the console offers
// there, or the quote's draft where the stage has none of its own.
describe('the WhatsApp amount is the amount owed, at each stage', () => {
  const amountOf = (text: string) => text.match(/₹[\d,]+(\.\d\d)?/)?.[0]
  const expectOwed = async (id: string, moment: string, kind: string, shown?: string) => {
    const owed = await owedNow(id)
    expect(owed.kind).toBe(kind)
    const text = (await message(id, moment)).body.data.text
    expect(amountOf(text)).toBe(formatRupees(fromRupees(owed.amount), 'ta'))
    if (shown) expect(amountOf(text)).toBe(shown)
  }

  it('in Tamil: estimate, quoted, accepted, part paid, paid and dispatched', async () => {
    const [product] = await inStockCatalogue(t)
    const placed = await placeOrder(t, { mobile: '9566003344' })
    const id = placed.order_id
    await t.db.update(orders).set({ locale: 'ta' }).where(eq(orders.id, id))
    await expectOwed(id, 'quote_sent', 'estimate', formatRupees(fromRupees(placed.net_amount), 'ta'))

    // Rs 1,00,000 of goods, GST at 18% within Tamil Nadu, freight to pay at the branch.
    const quote = revision([{ product: product!, qty: 1000, unit_price: 100 }], {
      freight_terms: 'to_pay',
      freight_to_pay: 450,
    })
    const sent = await sendQuote(t, t.seller, id, quote)
    expect(sent.status).toBe(200)
    await expectOwed(id, 'quote_sent', 'quoted', '₹1,18,000')
    expect((await acceptQuote(t, tokenOf(sent.body.data), { version: 1 })).status).toBe(200)
    await expectOwed(id, 'quote_sent', 'quoted', '₹1,18,000')

    const cash = { method: 'cash', reference: 'wa-owed-1', amount: 18_000 }
    expect((await record(t, t.seller, id, cash)).status).toBe(201)
    await expectOwed(id, 'quote_sent', 'balance', '₹1,00,000')
    const bank = { method: 'bank', reference: 'wa-owed-2', amount: 100_000 }
    expect((await record(t, t.seller, id, bank)).status).toBe(201)
    await expectOwed(id, 'payment_received', 'paid', '₹1,18,000')

    expect((await moveTo(t, t.seller, id, 'PACKED')).status).toBe(200)
    expect((await dispatchThroughApi(t, t.seller, id)).status).toBe(200)
    await expectOwed(id, 'payment_received', 'paid', '₹1,18,000')
  })
})

describe("the buyer's language", () => {
  const save = async (locale?: string) => {
    const payload = { ...enquiryFor(bigEnoughCart(await catalogueOf(t))), ...(locale ? { locale } : {}) }
    return t.json<{ data: SavedEnquiry } & ErrorBody>(`${API}/order/save`, post(payload))
  }
  const detail = async (id: string) =>
    (await t.json<{ data: AdminOrderDetail }>(`${API}/admin/orders/${id}`, { headers: auth(t.seller) })).body
      .data

  it('order/save stores the language sent, and the console detail shows it', async () => {
    const ta = await save('ta')
    expect(ta.status).toBe(201)
    expect((await detail(ta.body.data.order_id)).locale).toBe('ta')
    const none = await save()
    expect((await detail(none.body.data.order_id)).locale).toBe('en')
  })

  it('order/save refuses a language the shop does not speak', async () => {
    const res = await save('fr')
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
  })

  it('a retry with the same key from the other language answers the first enquiry, not a second', async () => {
    const payload = enquiryFor(bigEnoughCart(await catalogueOf(t)))
    const key = { 'Idempotency-Key': 'whatsapp-locale-retry-0001' }
    const first = await t.json<{ data: SavedEnquiry }>(
      `${API}/order/save`,
      post({ ...payload, locale: 'ta' }, key),
    )
    const again = await t.json<{ data: SavedEnquiry }>(
      `${API}/order/save`,
      post({ ...payload, locale: 'en' }, key),
    )
    expect(first.status).toBe(201)
    expect(again.body.data.order_id).toBe(first.body.data.order_id)
    expect((await detail(first.body.data.order_id)).locale).toBe('ta')
  })
})
