import type { Product, QuickOrderCategory } from '@contract/catalogue'
import { fromRupees, lineTotal as linePaise, toRupees } from '@contract/money'
import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import type { CartTotals } from '../../shared/cart/cart-rules'
import type { CatalogueMessages } from './catalogue.messages'
import type { CataloguePagesMessages } from './catalogue-pages.messages'

export { discountLabel } from './discount-label'
export { matchesSearch } from './product-search'

// Why checkout is refused, in the page's language. Passed in rather than imported here: the landing
// page loads this module, and the catalogue pages' words are not for it.
export type RefusalWords = Pick<CatalogueMessages, 'noProducts'> &
  Pick<CataloguePagesMessages, 'belowMinimum'>

// Pure rules behind the catalogue screens, kept apart from React so they are easy to test.

export type StockFilter = 'all' | 'in-stock'
export type SortOrder = 'latest' | 'price-asc' | 'price-desc'
export type ViewMode = 'grid' | 'list'

export const stockFilters = (m: CataloguePagesMessages): { value: StockFilter; label: string }[] => [
  { value: 'all', label: m.stockAll },
  { value: 'in-stock', label: m.stockIn },
]

export const sortOrders = (m: CataloguePagesMessages): { value: SortOrder; label: string }[] => [
  { value: 'latest', label: m.sortLatest },
  { value: 'price-asc', label: m.sortPriceAsc },
  { value: 'price-desc', label: m.sortPriceDesc },
]

// The 'All' and 'Latest' selects filter and sort (see docs/behaviour.md#catalogue).
// 'Latest' puts new arrivals first and otherwise keeps the seller's order (there are no dates).
export const arrangeProducts = (
  products: readonly Product[],
  stock: StockFilter,
  sort: SortOrder,
): Product[] => {
  const kept = stock === 'in-stock' ? products.filter((p) => p.is_sold_out === 0) : [...products]
  const indexed = kept.map((p, i) => ({ p, i }))
  indexed.sort((a, b) => {
    if (sort === 'price-asc') return a.p.after_discount_price - b.p.after_discount_price || a.i - b.i
    if (sort === 'price-desc') return b.p.after_discount_price - a.p.after_discount_price || a.i - b.i
    return b.p.is_new_item - a.p.is_new_item || a.i - b.i
  })
  return indexed.map((x) => x.p)
}

// Special categories by slug: crackers-for-kids is Crackers for Kids, and so on.
export const specialCategoryName = (slug: string | null) =>
  SPECIAL_CATEGORIES.find((s) => s.slug === slug)?.name ?? null

// Line total in rupees, in paise so 3 × 0.1 does not drift.
export const lineTotal = (p: Pick<Product, 'after_discount_price'>, qty: number) =>
  toRupees(linePaise(fromRupees(p.after_discount_price), qty))

// Checkout is refused below the minimum, and on an empty cart
// (see docs/behaviour.md#minimum-order-and-delivery-areas).
export const checkoutRefusal = (
  totals: Pick<CartTotals, 'global_product_count' | 'global_subTotal'>,
  minimum: number,
  m: RefusalWords,
): string | null => {
  if (totals.global_product_count === 0) return m.noProducts
  if (totals.global_subTotal < minimum) return m.belowMinimum(minimum)
  return null
}

// The quick-order answer, in the shape the tables and grids take.
export const sectionsOf = (categories: readonly QuickOrderCategory[] | undefined) =>
  (categories ?? []).map((c) => ({
    slug: c.category_slug,
    name: c.category_name,
    tamilName: c.category_tamil_name,
    products: c.product_list,
  }))
