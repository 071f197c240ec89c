import type { Product } from '@contract/catalogue'
import { fromRupees, lineSaving, lineTotal, sumPaise, toRupees } from '@contract/money'
import { MAX_QTY, parseQty } from '../../lib/quantity'

export { MAX_QTY, parseQty }

// Spec §3 cart line, as kept in localStorage under `product_list`.
export interface CartLine {
  _id: string
  product_code: string
  product_name: string
  tamil_name: string
  per: string
  photo_path?: string | null
  price: number // the after-discount price, as the reference keeps it
  mrp: number
  discount_percentage: number
  after_discount_price: number
  qty: number
  sub_total: number
  discount_amount: number
}

export interface CartTotals {
  global_subTotal: number
  global_discount_amount: number
  global_after_discount_amount: number
  global_final_payable_amount: number
  global_product_count: number
}

// A cart line's figures at a unit price and an MRP (rupees), in paise so 3 × 0.1 does not drift:
// the total, and what the buyer saves against the MRP, (MRP − price) × qty.
export const lineFigures = (price: number, mrp: number, qty: number) => {
  const unit = fromRupees(price)
  return {
    sub_total: toRupees(lineTotal(unit, qty)),
    discount_amount: toRupees(lineSaving(fromRupees(mrp), unit, qty)),
  }
}

export const lineFor = (product: Product, qty: number): CartLine => {
  return {
    _id: product._id,
    product_code: product.product_code,
    product_name: product.product_name,
    tamil_name: product.tamil_name,
    per: product.per,
    photo_path: product.photo_path,
    price: product.after_discount_price,
    mrp: product.price,
    discount_percentage: product.discount_percentage,
    after_discount_price: product.after_discount_price,
    qty,
    ...lineFigures(product.after_discount_price, product.price, qty),
  }
}

// Spec §4: quantity 0 removes the line; a positive quantity adds it or updates the line with the same _id.
export const setQty = (lines: readonly CartLine[], product: Product, qty: number): CartLine[] => {
  const q = Math.max(0, Math.min(Math.floor(qty), MAX_QTY))
  const index = lines.findIndex((l) => l._id === product._id)
  if (q === 0) return index === -1 ? [...lines] : lines.filter((l) => l._id !== product._id)
  const line = lineFor(product, q)
  if (index === -1) return [...lines, line]
  return lines.map((l, i) => (i === index ? line : l))
}

export const removeLine = (lines: readonly CartLine[], id: string) => lines.filter((l) => l._id !== id)

// Spec §4: total is the sum of sub_totals (2 decimals); the product count is the number of lines.
export const totalsOf = (lines: readonly CartLine[]): CartTotals => {
  const sub = toRupees(sumPaise(lines.map((l) => fromRupees(l.sub_total))))
  const saved = toRupees(sumPaise(lines.map((l) => fromRupees(l.discount_amount))))
  return {
    global_subTotal: sub,
    global_discount_amount: saved,
    global_after_discount_amount: sub,
    global_final_payable_amount: sub,
    global_product_count: lines.length,
  }
}

// Spec §4: quantities restored onto product lists by _id; products not in the cart get 0.
export const qtyOf = (lines: readonly CartLine[], id: string) => lines.find((l) => l._id === id)?.qty ?? 0

export interface CartIssue {
  _id: string
  product_name: string
  kind: 'sold-out' | 'price-changed' | 'gone'
  old_price?: number
  new_price?: number
}

// Compares a stored cart with the current catalogue: what changed since the buyer added it.
export const reviewCart = (
  lines: readonly CartLine[],
  catalogue: ReadonlyMap<string, Product>,
): CartIssue[] =>
  lines.flatMap((l): CartIssue[] => {
    const p = catalogue.get(l._id)
    if (!p) return [{ _id: l._id, product_name: l.product_name, kind: 'gone' }]
    if (p.is_sold_out === 1) return [{ _id: l._id, product_name: l.product_name, kind: 'sold-out' }]
    if (fromRupees(p.after_discount_price) !== fromRupees(l.price)) {
      return [
        {
          _id: l._id,
          product_name: l.product_name,
          kind: 'price-changed',
          old_price: l.price,
          new_price: p.after_discount_price,
        },
      ]
    }
    return []
  })

// Brings the cart to the current catalogue: new prices, sold-out and vanished lines dropped.
export const refreshCart = (
  lines: readonly CartLine[],
  catalogue: ReadonlyMap<string, Product>,
): CartLine[] =>
  lines.flatMap((l) => {
    const p = catalogue.get(l._id)
    return p && p.is_sold_out === 0 ? [lineFor(p, l.qty)] : []
  })

const isLine = (x: unknown): x is CartLine => {
  const l = x as CartLine
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l._id === 'string' &&
    typeof l.qty === 'number' &&
    Number.isInteger(l.qty) &&
    l.qty > 0 &&
    typeof l.price === 'number' &&
    typeof l.sub_total === 'number'
  )
}

// Whatever is in storage (another version of the site, a hand edit) is checked before use.
export const sanitizeCart = (raw: unknown): CartLine[] => (Array.isArray(raw) ? raw.filter(isLine) : [])
