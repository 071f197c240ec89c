import { describe, expect, it } from 'vitest'
import { catalogueMessages } from '../../web/src/features/catalogue/catalogue.messages'
import { cataloguePagesMessages } from '../../web/src/features/catalogue/catalogue-pages.messages'
import {
  arrangeProducts,
  checkoutRefusal,
  discountLabel,
  lineTotal,
  matchesSearch,
  specialCategoryName,
} from '../../web/src/features/catalogue/catalogue-view'
import { product } from './catalogue-fixtures'

const refusalEn = {
  noProducts: catalogueMessages.en.noProducts,
  belowMinimum: cataloguePagesMessages.en.belowMinimum,
}

const a = product({ _id: 'a', after_discount_price: 30 })
const b = product({ _id: 'b', after_discount_price: 10, is_sold_out: 1 })
const c = product({ _id: 'c', after_discount_price: 20, is_new_item: 1 })
const ids = (list: { _id: string }[]) => list.map((p) => p._id)

describe('catalogue view rules', () => {
  it("'In stock' hides sold-out products; 'All' keeps them", () => {
    expect(ids(arrangeProducts([a, b, c], 'in-stock', 'price-asc'))).toEqual(['c', 'a'])
    expect(arrangeProducts([a, b, c], 'all', 'price-asc')).toHaveLength(3)
  })

  it('sorts by price either way, and Latest puts new arrivals first in the seller order', () => {
    expect(ids(arrangeProducts([a, b, c], 'all', 'price-asc'))).toEqual(['b', 'c', 'a'])
    expect(ids(arrangeProducts([a, b, c], 'all', 'price-desc'))).toEqual(['a', 'c', 'b'])
    expect(ids(arrangeProducts([a, b, c], 'all', 'latest'))).toEqual(['c', 'a', 'b'])
  })

  it('turns special-category slugs into titles and refuses unknown ones', () => {
    expect(specialCategoryName('crackers-for-kids')).toBe('Crackers for Kids')
    expect(specialCategoryName('gift-boxes')).toBe('Gift Boxes')
    expect(specialCategoryName('fireworks')).toBeNull()
    expect(specialCategoryName(null)).toBeNull()
  })

  it('refuses checkout on an empty cart and below the minimum, allows it at the minimum', () => {
    expect(checkoutRefusal({ global_product_count: 0, global_subTotal: 0 }, 2500, refusalEn)).toBe(
      'No products found',
    )
    expect(checkoutRefusal({ global_product_count: 2, global_subTotal: 2499.99 }, 2500, refusalEn)).toBe(
      'Minimum order value should not under Rs. 2,500./-',
    )
    expect(checkoutRefusal({ global_product_count: 2, global_subTotal: 2500 }, 2500, refusalEn)).toBeNull()
  })

  it('labels discounts and computes line totals in paise', () => {
    expect(discountLabel({ discount_percentage: 80 })).toBe('80% OFF')
    expect(discountLabel({ discount_percentage: 0 })).toBeNull()
    expect(lineTotal({ after_discount_price: 0.1 }, 3)).toBe(0.3)
  })

  it('finds products by name, code or Tamil name, ignoring case', () => {
    expect(matchesSearch(a, 'electric')).toBe(true)
    expect(matchesSearch(a, 'sp04')).toBe(true)
    expect(matchesSearch(a, 'மத்தாப்பு')).toBe(true)
    expect(matchesSearch(a, 'rocket')).toBe(false)
    expect(matchesSearch(a, '  ')).toBe(true)
  })
})
