import type { Product, QuickOrderCategory } from '@contract/catalogue'
import { fromRupees, lineTotal as linePaise, toRupees } from '@contract/money'
import { minimumOrderMessage } from '@contract/settings-rules'
import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import type { CartTotals } from '../../shared/cart/cart-rules'

// Pure rules behind the catalogue screens, kept apart from React so they are easy to test.

export type StockFilter = 'all' | 'in-stock'
export type SortOrder = 'latest' | 'price-asc' | 'price-desc'
export type ViewMode = 'grid' | 'list'

export const STOCK_FILTERS: { value: StockFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'in-stock', label: 'In stock' },
]

export const SORT_ORDERS: { value: SortOrder; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
]

// The reference's 'All' and 'Latest' selects do nothing; here they filter and sort.
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

// Spec §2: crackers-for-kids is Crackers for Kids, and so on.
export const specialCategoryName = (slug: string | null) =>
  SPECIAL_CATEGORIES.find((s) => s.slug === slug)?.name ?? null

export const discountLabel = (p: Pick<Product, 'discount_percentage'>) =>
  p.discount_percentage > 0 ? `${Math.round(p.discount_percentage)}% OFF` : null

// Line total in rupees, in paise so 3 × 0.1 does not drift.
export const lineTotal = (p: Pick<Product, 'after_discount_price'>, qty: number) =>
  toRupees(linePaise(fromRupees(p.after_discount_price), qty))

export const NO_PRODUCTS = 'No products found'

// Spec §5: checkout is refused below the minimum, and on an empty cart (spec §8).
export const checkoutRefusal = (
  totals: Pick<CartTotals, 'global_product_count' | 'global_subTotal'>,
  minimum: number,
): string | null => {
  if (totals.global_product_count === 0) return NO_PRODUCTS
  if (totals.global_subTotal < minimum) return minimumOrderMessage(minimum)
  return null
}

// Case- and space-insensitive match on name, Tamil name or code, for the quick-order search box.
export const matchesSearch = (p: Product, query: string) => {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return (
    p.product_name.toLowerCase().includes(q) ||
    p.product_code.toLowerCase().includes(q) ||
    p.tamil_name.toLowerCase().includes(q)
  )
}

// The quick-order answer, in the shape the tables and grids take.
export const sectionsOf = (categories: readonly QuickOrderCategory[] | undefined) =>
  (categories ?? []).map((c) => ({
    slug: c.category_slug,
    name: c.category_name,
    tamilName: c.category_tamil_name,
    products: c.product_list,
  }))
