import type { Product } from '@contract/catalogue'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  parseQty,
  qtyOf,
  refreshCart,
  reviewCart,
  sanitizeCart,
  setQty,
  totalsOf,
} from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'

const product = (id: string, mrp: number, after: number, over: Partial<Product> = {}): Product => ({
  _id: id,
  category_id: '1',
  product_code: `P${id}`,
  product_name: `Product ${id}`,
  tamil_name: 'மத்தாப்பு',
  per: '1 Box',
  price: mrp,
  amount: mrp,
  discount_percentage: Math.round((1 - after / mrp) * 100),
  discount_price: mrp - after,
  after_discount_price: after,
  is_netrate_item: 0,
  is_new_item: 0,
  is_sold_out: 0,
  is_top_selling_item: 0,
  sort_order: 1,
  photo_path: null,
  ...over,
})

const sparkler = product('1', 40, 8)
const rocket = product('2', 250.5, 62.63)

describe('cart rules (spec §4)', () => {
  it('adds a line, updates its quantity by _id, and removes it at quantity 0', () => {
    let lines = setQty([], sparkler, 3)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ _id: '1', qty: 3, price: 8, sub_total: 24, discount_amount: 96 })
    lines = setQty(lines, sparkler, 5)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.sub_total).toBe(40)
    lines = setQty(lines, rocket, 1)
    expect(lines.map((l) => l._id)).toEqual(['1', '2'])
    lines = setQty(lines, sparkler, 0)
    expect(lines.map((l) => l._id)).toEqual(['2'])
  })

  it('totals the sub-totals to two decimals without floating-point drift', () => {
    const lines = setQty(setQty([], rocket, 3), product('3', 0.3, 0.1), 3)
    const t = totalsOf(lines)
    expect(t.global_subTotal).toBe(188.19)
    expect(t.global_final_payable_amount).toBe(188.19)
    expect(t.global_product_count).toBe(2)
    expect(totalsOf([])).toMatchObject({ global_subTotal: 0, global_product_count: 0 })
  })

  it('restores quantities onto product lists by _id, 0 for the rest', () => {
    const lines = setQty([], rocket, 7)
    expect(qtyOf(lines, '2')).toBe(7)
    expect(qtyOf(lines, '1')).toBe(0)
  })

  it('takes digits only for quantities, capped at 9999', () => {
    expect(parseQty('12a3')).toBe(123)
    expect(parseQty('')).toBe(0)
    expect(parseQty('-5')).toBe(5)
    expect(parseQty('123456')).toBe(9999)
  })

  it('flags lines that went sold out, changed price or left the list, and refreshes them', () => {
    const lines = setQty(setQty(setQty([], sparkler, 2), rocket, 1), product('9', 10, 5), 1)
    const now = new Map([
      ['1', { ...sparkler, is_sold_out: 1 as const }],
      ['2', { ...rocket, after_discount_price: 70 }],
    ])
    expect(reviewCart(lines, now).map((i) => [i._id, i.kind])).toEqual([
      ['1', 'sold-out'],
      ['2', 'price-changed'],
      ['9', 'gone'],
    ])
    const fresh = refreshCart(lines, now)
    expect(fresh.map((l) => [l._id, l.price, l.sub_total])).toEqual([['2', 70, 70]])
  })

  it('ignores malformed lines found in storage', () => {
    expect(sanitizeCart('nonsense')).toEqual([])
    expect(sanitizeCart([{ _id: '1', qty: -2, price: 1, sub_total: 1 }, { _id: 2 }, null])).toEqual([])
  })
})

describe('cart store in localStorage', () => {
  beforeEach(() => {
    localStorage.clear()
    cartStore.clear()
  })

  it('keeps the cart under product_list and survives a reload', () => {
    cartStore.setQty(sparkler, 4)
    const stored = JSON.parse(localStorage.getItem('product_list')!)
    expect(stored).toEqual([expect.objectContaining({ _id: '1', qty: 4, sub_total: 32 })])
    // Another page load reads the same storage.
    window.dispatchEvent(new StorageEvent('storage', { key: 'product_list' }))
    expect(cartStore.get()).toEqual(stored)
  })

  it('follows changes made in another tab', () => {
    let notified = 0
    const stop = cartStore.subscribe(() => notified++)
    localStorage.setItem('product_list', JSON.stringify(setQty([], rocket, 2)))
    window.dispatchEvent(new StorageEvent('storage', { key: 'product_list' }))
    expect(notified).toBe(1)
    expect(cartStore.get().map((l) => l.qty)).toEqual([2])
    stop()
  })

  it('Clear empties the cart but keeps the buyer signed in', () => {
    localStorage.setItem('public_token', 'token')
    cartStore.setQty(sparkler, 1)
    cartStore.clear()
    expect(JSON.parse(localStorage.getItem('product_list')!)).toEqual([])
    expect(cartStore.get()).toEqual([])
    expect(localStorage.getItem('public_token')).toBe('token')
  })
})
