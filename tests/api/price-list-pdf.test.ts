import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, ProductInput } from '../../worker/contract/admin'
import type { ErrorBody } from '../../worker/contract/common'
import { inProcessPriceListPdf } from '../../worker/features/price-list-pdf/in-process-price-list-pdf'
import { packageFileReader } from '../../worker/platform/node-package-files'
import { apiApp } from '../helpers/api-app'
import { demoQuickOrder, pdfText, requirePoppler } from '../helpers/price-list-pdf'
import { API } from '../helpers/test-app'

// GET /price-list.pdf and /ta/price-list.pdf through the app on Node: the live catalogue drawn by
// the same module the PDF Worker runs, kept per catalogue and settings version.

// The app draws in-process, as `npm start` does.
const drawing = () => inProcessPriceListPdf(packageFileReader('@fontsource/noto-sans-tamil'))

const dir = mkdtempSync(join(tmpdir(), 'price-list-pdf-'))
let n = 0
const textOf = async (res: Response) => {
  const file = join(dir, `${n++}.pdf`)
  writeFileSync(file, new Uint8Array(await res.arrayBuffer()))
  return pdfText(file)
}

// The first demo product's code, as the /price-list page shows it first.
const FIRST_CODE = demoQuickOrder()[0]?.product_list[0]?.product_code ?? 'missing'
// The clock of the test app is 2026-10-20 12:00 in India.
const DAY = '2026-10-20'

const newProduct = (categoryId: string, price: number): ProductInput => ({
  category_id: categoryId,
  product_code: 'PDF01',
  product_name: 'Peacock Fountain',
  tamil_name: 'மயில் புஸ்வாணம்',
  per: '1 Box (1 Pc)',
  price,
  discount_percentage: 50,
  is_new_item: 0,
  special_categories: [],
  photo_path: '/images/products/new01.svg',
  media_list: [{ media_type: 'Image', photo_path: '/images/products/new01.svg' }],
})

describe('the price list PDF', () => {
  beforeAll(requirePoppler)
  const pdfApp = apiApp({ seller: true, overrides: { priceListPdf: drawing() } })

  it('answers the live price list as a PDF named for the shop and the India day', async () => {
    const res = await pdfApp.request('/price-list.pdf')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('Content-Disposition')).toBe(
      `inline; filename="sivakasi-crackers-price-list-${DAY}.pdf"`,
    )
    expect(res.headers.get('Cache-Control')).toBe(
      'public, max-age=0, stale-while-revalidate=10, stale-if-error=86400',
    )
    // Chrome's viewer is blocked by the pages' object-src 'none' (worker/security.ts).
    expect(res.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self'")
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    const etag = res.headers.get('ETag')
    const bytes = new Uint8Array(await res.clone().arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await textOf(res)
    expect(text).toContain('Price List')
    expect(text).toContain(FIRST_CODE)
    // A second download is the same file: a 304 for a phone that has it.
    const again = await pdfApp.request('/price-list.pdf', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('draws the Tamil price list at /ta/price-list.pdf, a different file', async () => {
    const [en, ta] = await Promise.all([
      pdfApp.request('/price-list.pdf'),
      pdfApp.request('/ta/price-list.pdf'),
    ])
    expect(ta.status).toBe(200)
    expect(ta.headers.get('Content-Disposition')).toBe(
      `inline; filename="sivakasi-crackers-price-list-ta-${DAY}.pdf"`,
    )
    expect(ta.headers.get('ETag')).not.toBe(en.headers.get('ETag'))
    const text = await textOf(ta)
    expect(text).not.toContain('Price List')
    expect(await textOf(en)).toContain('Price List')
  })
})

describe('a price the seller changes', () => {
  const shop = apiApp({ seller: true, overrides: { priceListPdf: drawing() } })

  it('shows in the next download', async () => {
    const cats = (await shop.json<{ data: { _id: string }[] }>(`${API}/product/category/get`)).body.data
    const category = cats[0]?._id ?? '1'
    const made = await shop.send<AdminProduct>('admin/catalogue/products', newProduct(category, 480.5))
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const first = await textOf(await shop.request('/price-list.pdf'))
    expect(first).toContain('PDF01')
    expect(first).toContain('240.25')
    const changed = await shop.send(
      `admin/catalogue/products/${made.body.data._id}`,
      newProduct(category, 900),
      'PUT',
    )
    expect(changed.status).toBe(200)
    const next = await textOf(await shop.request('/price-list.pdf'))
    expect(next).toContain('450.00')
    expect(next).not.toContain('240.25')
  })
})

describe('without the drawing', () => {
  const bare = apiApp()

  it('answers 503 in the one error shape, never a broken file', async () => {
    for (const path of ['/price-list.pdf', '/ta/price-list.pdf']) {
      const res = await bare.json<ErrorBody>(path)
      expect(res.status).toBe(503)
      expect(res.res.headers.get('Content-Type')).toContain('application/json')
      expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE')
      expect(res.body.error.message).toMatch(/price list PDF/)
      // An error is not a PDF: it keeps the pages' policy.
      expect(res.res.headers.get('Content-Security-Policy')).toContain("object-src 'none'")
    }
  })
})

describe('a drawing that fails', () => {
  const failing = apiApp({ overrides: { priceListPdf: () => Promise.reject(new Error('RPC failed')) } })

  it('answers 503 in the one error shape and logs it', async () => {
    const res = await failing.json<ErrorBody>('/price-list.pdf')
    expect(res.status).toBe(503)
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE')
    expect(failing.logs.some((line) => line.startsWith('ERROR price list PDF'))).toBe(true)
  })
})
