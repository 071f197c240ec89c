import type { AdminProduct } from '@contract/admin'
import { type QuoteVersion, quoteRevisionSchema } from '@contract/quotes'
import { describe, expect, it } from 'vitest'
import { shownDay } from '../../web/src/console/kit/shown-day'
import * as rules from '../../web/src/console/quotes/quote-rules'
import { enquiryVersion } from './admin-pages-kit'

const figures = (over: Partial<QuoteVersion['figures']> = {}): QuoteVersion['figures'] => ({
  sub_total: 3250,
  freight: 0,
  packing: 0,
  discount: 0,
  taxable: 3250,
  gst_rate_percent: 18,
  tax_kind: 'intra',
  cgst: 292.5,
  sgst: 292.5,
  igst: 0,
  total: 3835,
  ...over,
})

const line = (n: number, id: string | null, unit: number, qty: number) => ({
  line_no: n,
  product_id: id,
  product_code: `SP-${n}`,
  product_name: `Sparkler ${n}`,
  tamil_name: `மத்தாப்பு ${n}`,
  per: 'Box',
  unit_price: unit,
  qty,
  sub_total: unit * qty,
})

// The latest version, with ₹150 freight taken with the order.
const enquiry: QuoteVersion = {
  ...enquiryVersion([line(1, '7', 50, 65), line(2, null, 10, 1)], figures({ freight: 150 })),
  freight_terms: 'with_order',
}

const product = (id: string, code: string, name: string, tamil = ''): AdminProduct =>
  ({
    _id: id,
    product_code: code,
    product_name: name,
    tamil_name: tamil,
    per: 'Pkt',
    after_discount_price: 42.5,
    is_sold_out: 0,
  }) as AdminProduct

describe('the quote editor', () => {
  it('starts from the latest version, leaving out lines whose product was deleted, with no note or date', () => {
    const { draft, dropped } = rules.draftFrom(enquiry)
    expect(dropped).toBe(1)
    expect(draft.based_on_version).toBe(0)
    expect(draft.lines).toEqual([
      {
        product_id: '7',
        product_code: 'SP-1',
        product_name: 'Sparkler 1',
        per: 'Box',
        unit_price: '50',
        qty: '65',
      },
    ])
    expect([draft.freight, draft.packing, draft.discount, draft.note, draft.valid_until]).toEqual([
      '150',
      '',
      '',
      '',
      '',
    ])
  })

  it('adds a product once at its catalogue price, changes and removes lines', () => {
    let { draft } = rules.draftFrom(enquiry)
    const rocket = product('9', 'RK-1', 'Rocket')
    draft = rules.addProduct(rules.addProduct(draft, rocket), rocket)
    expect(draft.lines.map((l) => [l.product_id, l.unit_price, l.qty])).toEqual([
      ['7', '50', '65'],
      ['9', '42.5', '1'],
    ])
    draft = rules.updateLine(draft, '9', { qty: '4', unit_price: '40' })
    expect(rules.lineAmount(draft.lines[1]!)).toBe(160)
    draft = rules.removeLine(draft, '7')
    expect(draft.lines.map((l) => l.product_id)).toEqual(['9'])
  })

  it('previews the same figures the contract computes: freight and packing taxed, the discount off, IGST outside Tamil Nadu', () => {
    const { draft } = rules.draftFrom(enquiry)
    const inside = rules.figuresInRupees(
      rules.previewFigures({ ...draft, packing: '100', discount: '500' }, 18, '625001'),
      18,
    )
    expect(inside).toMatchObject({
      sub_total: 3250,
      taxable: 3000,
      cgst: 270,
      sgst: 270,
      igst: 0,
      total: 3540,
    })
    const outside = rules.figuresInRupees(rules.previewFigures(draft, 18, '560001'), 18)
    expect(outside).toMatchObject({ tax_kind: 'inter', taxable: 3400, igst: 612, total: 4012 })
  })

  it('refuses half-typed amounts, a zero quantity, a past date and an empty quote, each under its own box', () => {
    const { draft } = rules.draftFrom(enquiry)
    const bad = {
      ...rules.updateLine(draft, '7', { unit_price: '12.345', qty: '0' }),
      freight: 'abc',
      valid_until: '2026-11-01',
    }
    const { errors, input } = rules.checkDraft(bad, '2026-11-23')
    expect(input).toBeNull()
    expect(Object.keys(errors).sort()).toEqual(
      [
        rules.lineFieldId('7', 'qty'),
        rules.lineFieldId('7', 'unit_price'),
        'quote-freight',
        'quote-valid-until',
      ].sort(),
    )
    expect(rules.checkDraft(rules.removeLine(draft, '7'), '2026-11-23').errors).toHaveProperty('quote-lines')
  })

  it('refuses a discount larger than the quote', () => {
    const { draft } = rules.draftFrom(enquiry)
    expect(rules.checkDraft({ ...draft, discount: '5000' }, '2026-11-23').errors).toEqual({
      'quote-discount': 'The discount is more than the quote',
    })
  })

  it('builds a body the contract accepts, with no date when left empty', () => {
    const { draft } = rules.draftFrom(enquiry)
    const { input } = rules.checkDraft(
      { ...draft, note: '  Freight to Madurai included ', discount: '1,000' },
      '2026-11-23',
    )
    expect(input).toEqual({
      based_on_version: 0,
      lines: [{ product_id: '7', unit_price: 50, qty: 65 }],
      freight_terms: 'with_order',
      freight: 150,
      freight_to_pay: 0,
      packing: 0,
      discount: 1000,
      note: 'Freight to Madurai included',
    })
    expect(quoteRevisionSchema.safeParse(input).success).toBe(true)
    // The same amount to pay at the branch goes as the amount to expect, out of the quote.
    const toPay = rules.checkDraft({ ...draft, freight_terms: 'to_pay' }, '2026-11-23').input
    expect(toPay).toMatchObject({ freight_terms: 'to_pay', freight: 0, freight_to_pay: 150 })
    expect(quoteRevisionSchema.safeParse(toPay).success).toBe(true)
    const dated = rules.checkDraft({ ...draft, valid_until: '2026-11-30' }, '2026-11-23').input
    expect(dated?.valid_until).toBe('2026-11-30')
  })

  it('takes the India day for the earliest valid-until, even late at night UTC, and writes it dd/MM/yyyy', () => {
    expect(rules.indiaDay(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24')
    expect(shownDay('2026-11-24')).toBe('24/11/2026')
  })

  it('finds products to add by code, English or Tamil name, leaving out those already quoted', () => {
    const list = [product('7', 'SP-1', 'Sparkler'), product('8', 'GC01', 'Ground Chakkar', 'தரைச் சக்கரம்')]
    expect(rules.searchProducts(list, 'gc01', []).map((p) => p._id)).toEqual(['8'])
    expect(rules.searchProducts(list, 'சக்கர', []).map((p) => p._id)).toEqual(['8'])
    expect(rules.searchProducts(list, 'spark', ['7'])).toEqual([])
    expect(rules.searchProducts(list, '  ', [])).toEqual([])
  })

  it('sends the buyer both languages of the quote link on WhatsApp with the total', () => {
    const urls = rules.quoteUrls('https://shop.example', '/quote?t=abc')
    expect(urls).toEqual({
      en: 'https://shop.example/quote?t=abc',
      ta: 'https://shop.example/ta/quote?t=abc',
    })
    // The server's link names the shop's address: the console's own (workers.dev) is not used.
    expect(rules.quoteUrls('https://x.workers.dev', 'https://shop.example/quote?t=abc')).toEqual(urls)
    const link = rules.quoteWhatsappLink(
      { customer_name: ' Lakshmi ', customer_mobile_no: '+91 98765 43210', enquiry_number: 'ENQ-00042' },
      { version: 2, figures: figures() },
      urls,
    )
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true)
    const text = decodeURIComponent(link.split('?text=')[1]!)
    expect(text).toContain('Vanakkam Lakshmi, our quote 2 for your Sivakasi Crackers enquiry ENQ-00042')
    expect(text).toContain('₹3,835.00')
    expect(text).toContain(urls.en)
    expect(text).toContain(urls.ta)
  })
})
