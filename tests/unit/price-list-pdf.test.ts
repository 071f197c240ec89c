import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../../worker/db/seed/seed-data'
import { drawPriceListPdf, pdfRupees } from '../../worker/features/price-list-pdf/draw-price-list'
import { printable, scriptRuns } from '../../worker/features/price-list-pdf/script-runs'
import {
  demoPriceList,
  demoQuickOrder,
  loadPriceListFonts,
  pdfInfo,
  pdfText,
  requirePoppler,
} from '../helpers/price-list-pdf'

// The price list PDF, English and Tamil, from the demo catalogue: poppler opens it as A4 and finds
// every product code, the shop, the date and the sold-out word in its text.

let dir: string
beforeAll(() => {
  requirePoppler()
  dir = mkdtempSync(join(tmpdir(), 'price-list-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const codes = catalogue.flatMap((c) => c.products.map((p) => p.code))

describe('the price list PDF', () => {
  it('writes rupees with ₹, two decimals and Indian grouping', () => {
    expect(pdfRupees(12345650)).toBe('₹1,23,456.50')
    expect(pdfRupees(400)).toBe('₹4.00')
  })

  it('draws Tamil letters, ₹ and joiners with the Tamil face and the rest with the Latin one, a cluster whole', () => {
    expect(scriptRuns('OS02 லக்ஷ்மி ₹1,234.50')).toEqual([
      { text: 'OS02 ', tamil: false },
      { text: 'லக்ஷ்மி', tamil: true },
      // A space is the Latin face's, as on the pages (its unicode-range has U+0020).
      { text: ' ', tamil: false },
      { text: '₹', tamil: true },
      { text: '1,234.50', tamil: false },
    ])
    expect(scriptRuns('ஸ்ரீ\u200Cகொ')).toEqual([{ text: 'ஸ்ரீ\u200Cகொ', tamil: true }])
  })

  it('writes the fractions the faces lack as figures', () => {
    expect(printable('2¾" Kuruvi, ½ kg')).toBe('2 3/4" Kuruvi, 1/2 kg')
  })

  it('takes the live shapes: paise from rupees, net rate without a discount, sold-out lines, the rules', () => {
    const input = demoPriceList('ta')
    const products = input.categories.flatMap((c) => c.products)
    const wire = demoQuickOrder().flatMap((c) => c.product_list)
    expect(products).toHaveLength(wire.length)
    const os01 = products.find((p) => p.code === 'OS01')
    expect(os01).toMatchObject({ mrp_paise: 2000, discount_percent: 80, price_paise: 400, sold_out: false })
    const netCode = wire.find((p) => p.is_netrate_item === 1)?.product_code
    expect(netCode).toBeDefined()
    expect(products.find((p) => p.code === netCode)?.discount_percent).toBeUndefined()
    expect(products.filter((p) => p.sold_out)).toHaveLength(wire.filter((p) => p.is_sold_out === 1).length)
    expect(input.rules.regions[0]).toMatchObject({
      minimum_paise: 250_000,
      name_ta: 'தமிழ்நாடு மற்றும் புதுச்சேரி',
    })
    expect(input.rules.other_regions_minimum_paise).toBe(500_000)
    expect(input.shop.phones).toEqual(['+91 90000 00000'])
  })

  it('repeats the table header on a new page, wraps long names and keeps a long code whole', async () => {
    const long = {
      code: 'GIFT-BOX-2026XL',
      name_en: 'Family Gift Box with Sparklers, Flower Pots, Chakkars and Rockets (Premium Selection)',
      name_ta: 'குடும்பப் பரிசுப் பெட்டி மத்தாப்பு புஸ்வாணம் சக்கரம் ராக்கெட் சிறப்புத் தேர்வு',
      pack: '1 Box (52 Items, assorted)',
      mrp_paise: 1_234_567_50,
      discount_percent: 50,
      price_paise: 617_283_75,
      sold_out: false,
    }
    const fixture = {
      ...demoPriceList('en'),
      categories: [
        {
          name_en: 'Gift Boxes',
          name_ta: 'பரிசுப் பெட்டிகள்',
          products: Array.from({ length: 30 }, (_, i) => ({
            ...long,
            code: `${long.code}${i}`,
            sold_out: i === 3,
          })),
        },
      ],
    }
    const file = join(dir, 'fixture.pdf')
    writeFileSync(file, await drawPriceListPdf(fixture, loadPriceListFonts()))
    const pages = pdfText(file)
      .split('\f')
      .filter((page) => page.trim())
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page).toMatch(/Code\s+Product\s+Content\s+MRP\s+Discount\s+Our price/)
    expect(pages[1]).toContain('Gift Boxes (continued)')
    const text = pages.join('\n')
    for (let i = 0; i < 30; i++) expect(text).toContain(`GIFT-BOX-2026XL${i}`)
    expect(text).toContain('₹6,17,283.75')
    expect(text).toContain('(Premium Selection)')
  })

  for (const locale of ['en', 'ta'] as const) {
    it(`in ${locale}: an A4 PDF whose text has every product code, the shop, the date and sold-out lines`, async () => {
      const started = performance.now()
      const pdf = await drawPriceListPdf(demoPriceList(locale), loadPriceListFonts())
      const ms = Math.round(performance.now() - started)
      const file = join(dir, `${locale}.pdf`)
      writeFileSync(file, pdf)
      const info = pdfInfo(file)
      console.log(`${locale}: ${pdf.length} bytes, ${ms} ms, ${info.match(/Pages:\s+(\d+)/)?.[1]} pages`)
      expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/)
      const text = pdfText(file)
      const missing = codes.filter((code) => !new RegExp(`\\b${code}\\b`).test(text))
      expect(missing).toEqual([])
      expect(text).toContain('Sivakasi Crackers')
      expect(text).toContain('28-11-2026')
      expect(text).toContain('₹')
      if (locale === 'en') {
        expect(text).toContain('SOLD OUT')
        expect(text).toContain('Minimum order')
        expect(text).toMatch(/Page 1 of \d+/)
      } else {
        // pdftotext gives a Tamil pre-base vowel sign before its consonant (the glyphs' order), so
        // the words are looked for by a part without one.
        expect(text).toContain('இருப்பு')
        expect(text).toMatch(/பக்கம் 1 \/ \d+/)
      }
    })
  }
})
