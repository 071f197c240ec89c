import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { afterDiscount, toRupees } from '../../worker/contract/money'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { catalogue } from '../../worker/db/seed/seed-data'
import { PRICE_LIST_FONT_FILES, type PriceListFonts } from '../../worker/features/price-list-pdf/pdf-fonts'
import { priceListFromCatalogue } from '../../worker/features/price-list-pdf/price-list-from-catalogue'
import type { PriceListInput } from '../../worker/features/price-list-pdf/price-list-input'

// What the price list PDF tests share: the faces' bytes, the demo catalogue as the quick-order
// answer would give it, and poppler's tools (Debian's poppler-utils, installed by .ci/run).

export const FONT_DIR = join(process.cwd(), 'node_modules/@fontsource/noto-sans-tamil/files')

export const loadPriceListFonts = (): PriceListFonts => {
  const read = (key: keyof PriceListFonts) =>
    new Uint8Array(readFileSync(join(FONT_DIR, PRICE_LIST_FONT_FILES[key])))
  return {
    tamilRegular: read('tamilRegular'),
    tamilBold: read('tamilBold'),
    latinRegular: read('latinRegular'),
    latinBold: read('latinBold'),
  }
}

// Fails with the fix, rather than with ENOENT, on a machine without poppler.
export const requirePoppler = () => {
  for (const tool of ['pdftotext', 'pdftoppm', 'pdfinfo']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' })
    } catch {
      throw new Error(`${tool} is missing: install Debian's poppler-utils (apt-get install poppler-utils)`)
    }
  }
}

// The seed catalogue as GET /quick-order answers it (rupees on the wire), so the adapter is tested too.
export const demoQuickOrder = (): QuickOrderCategory[] =>
  catalogue.map((c, ci) => ({
    category_id: String(ci + 1),
    category_name: c.name,
    category_tamil_name: c.tamilName,
    category_slug: c.slug,
    product_list: c.products.map((p, pi) => {
      const price = p.isNetrate ? p.mrpPaise : afterDiscount(p.mrpPaise, p.discountPercentage)
      return {
        _id: `${ci}-${pi}`,
        category_id: String(ci + 1),
        product_code: p.code,
        product_name: p.name,
        tamil_name: p.tamilName,
        per: p.per,
        price: toRupees(p.mrpPaise),
        amount: toRupees(p.mrpPaise),
        discount_percentage: p.discountPercentage,
        discount_price: toRupees(p.mrpPaise - price),
        after_discount_price: toRupees(price),
        is_netrate_item: p.isNetrate ? 1 : 0,
        is_new_item: p.isNew ? 1 : 0,
        is_sold_out: p.isSoldOut ? 1 : 0,
        is_top_selling_item: p.isTopSelling ? 1 : 0,
        sort_order: pi,
        photo_path: null,
      }
    }),
  }))

export const demoPriceList = (locale: 'en' | 'ta'): PriceListInput =>
  priceListFromCatalogue({
    locale,
    shopName: { en: 'Sivakasi Crackers', ta: 'சிவகாசி பட்டாசுகள்' },
    settings: defaultSettings,
    categories: demoQuickOrder(),
    today: '2026-11-28',
  })

export const pdfText = (file: string): string =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
export const pdfInfo = (file: string): string => execFileSync('pdfinfo', [file], { encoding: 'utf8' })
