import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogue } from '../../worker/db/seed/seed-data'
import { drawPriceListPdf, pdfRupees } from '../../worker/features/price-list-pdf/draw-price-list'
import {
  demoPriceList,
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
      }
    })
  }
})
