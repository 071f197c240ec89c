import { describe, expect, it } from 'vitest'
import {
  derivedRead,
  FULL_CATALOGUE_READS,
  isDrawnFromCatalogue,
  isFullCatalogueRead,
  notKeptPage,
} from '../../web/sw/sw-offline'
import type { Product, QuickOrderCategory } from '../../worker/contract/catalogue'

const API = '/api/website-management'
const product = (id: string, flags: Partial<Product> = {}): Product => ({
  _id: id,
  category_id: id.slice(0, 1),
  product_code: `P${id}`,
  product_name: `Product ${id}`,
  tamil_name: '',
  per: 'Box',
  price: 100,
  amount: 100,
  discount_percentage: 0,
  discount_price: 0,
  after_discount_price: 100,
  is_netrate_item: 0,
  is_new_item: 0,
  is_sold_out: 0,
  is_top_selling_item: 0,
  sort_order: 0,
  photo_path: null,
  ...flags,
})
const category = (id: string, slug: string, products: Product[]): QuickOrderCategory => ({
  category_id: id,
  category_name: slug,
  category_tamil_name: '',
  category_slug: slug,
  product_list: products,
})
const KEPT = [
  category('1', 'sparklers', [product('11', { is_new_item: 1 }), product('12', { is_netrate_item: 1 })]),
  category('2', 'one-sound-crackers', [product('21', { is_top_selling_item: 1 }), product('22')]),
]
const ids = (answer: { data: Product[] } | null) => answer?.data.map((p) => p._id)

describe('a category never opened, with no signal', () => {
  it("is cut from the kept full catalogue by id or slug, the server's products in its order", () => {
    expect(ids(derivedRead(`${API}/product/categorywise/list/2`, KEPT))).toEqual(['21', '22'])
    expect(ids(derivedRead(`${API}/product/categorywise/list/sparklers`, KEPT))).toEqual(['11', '12'])
  })

  it('the new, net-rate and top-selling lists too, in category order', () => {
    expect(ids(derivedRead(`${API}/product/new-arrivals/list`, KEPT))).toEqual(['11'])
    expect(ids(derivedRead(`${API}/product/netrate/list`, KEPT))).toEqual(['12'])
    expect(ids(derivedRead(`${API}/product/topsale/list`, KEPT))).toEqual(['21'])
  })

  it('a category the kept catalogue lacks, and any other read, get no made-up answer', () => {
    expect(derivedRead(`${API}/product/categorywise/list/new-category`, KEPT)).toBeNull()
    expect(derivedRead(`${API}/product/get/11`, KEPT)).toBeNull()
    expect(derivedRead(`${API}/order/public/get/abc`, KEPT)).toBeNull()
  })
})

describe('what is kept after the first visit', () => {
  it('the full catalogue, the categories, the settings and the five special categories', () => {
    for (const path of [
      `${API}/product/quickorder`,
      `${API}/product/category/get`,
      `${API}/settings/public`,
      `${API}/product/subcategoryitems/Crackers%20for%20Kids`,
      `${API}/product/subcategoryitems/Gift%20Boxes`,
    ])
      expect(isFullCatalogueRead(path), path).toBe(true)
    expect(FULL_CATALOGUE_READS).toHaveLength(8)
    expect(isFullCatalogueRead(`${API}/product/get/11`)).toBe(false)
  })

  it('the catalogue pages and the cart are drawn from it in both languages; other pages are not', () => {
    for (const path of ['/', '/ta', '/category', '/ta/category', '/special-category', '/price-list/'])
      expect(isDrawnFromCatalogue(path), path).toBe(true)
    expect(isDrawnFromCatalogue('/quick-checkout')).toBe(true)
    for (const path of ['/faq', '/ta/faq', '/order-tracking', '/print', '/quote', '/my-orders', '/admin'])
      expect(isDrawnFromCatalogue(path), path).toBe(false)
  })
})

describe('the page for an address that is not kept', () => {
  it('says so in English and offers the price list and the cart, with a way to try again', () => {
    const html = notKeptPage('/faq')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Not kept offline')
    expect(html).toContain('href="/price-list"')
    expect(html).toContain('href="/quick-checkout"')
    expect(html).toContain('location.reload()')
  })

  it('in Tamil under /ta/, with Tamil links and the kept Tamil font', () => {
    const html = notKeptPage('/ta/faq', '/assets/noto-sans-tamil-tamil-400-normal-abc.woff2')
    expect(html).toContain('<html lang="ta">')
    expect(html).toContain('href="/ta/price-list"')
    expect(html).toContain('href="/ta/quick-checkout"')
    expect(html).toContain('url(/assets/noto-sans-tamil-tamil-400-normal-abc.woff2)')
    expect(html).not.toContain('Not kept offline')
  })
})
