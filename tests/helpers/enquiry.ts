import type { Product, QuickOrderCategory } from '../../worker/contract/catalogue'
import { fromRupees, lineTotal, sumPaise, toRupees } from '../../worker/contract/money'
import type { EnquiryPayload } from '../../worker/contract/orders'
import type { PublicSettings } from '../../worker/contract/settings-rules'
import { API, type TestApp } from './test-app'

export const catalogueOf = async (t: TestApp) => {
  const { body } = await t.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)
  return body.data.flatMap((c) => c.product_list)
}

// What a quote may offer: products on sale at a price.
export const inStockCatalogue = async (t: TestApp) =>
  (await catalogueOf(t)).filter((p) => p.after_discount_price > 0 && p.is_sold_out === 0)

export const settingsOf = async (t: TestApp) =>
  (await t.json<{ data: PublicSettings }>(`${API}/settings/public`)).body.data

// What the browser sends: its own view of prices and totals, computed from the catalogue answer.
export const enquiryFor = (
  lines: { product: Product; qty: number }[],
  overrides: Partial<EnquiryPayload> = {},
): EnquiryPayload => {
  const product_list = lines.map(({ product, qty }) => ({
    product_id: product._id,
    price: product.after_discount_price,
    qty,
    sub_total: toRupees(lineTotal(fromRupees(product.after_discount_price), qty)),
  }))
  const sub_total = toRupees(sumPaise(product_list.map((l) => fromRupees(l.sub_total))))
  return {
    customer_name: 'Karthik Raja',
    mobile_no: '9876543210',
    email_id: 'karthik@example.com',
    address: '12, North Car Street',
    city: 'Madurai',
    pin_code: '625001',
    reference_by: 'Ramesh - 9000000001',
    adult_confirmed: true,
    sub_total,
    discount_amount: 0,
    net_amount: sub_total,
    amount_in_words: '',
    product_list,
    ...overrides,
  }
}

// A cart above the Tamil Nadu minimum (Rs. 2,500) from in-stock products.
export const bigEnoughCart = (products: Product[], minimumRupees = 2500) => {
  const inStock = products.filter((p) => p.is_sold_out === 0 && p.after_discount_price > 0)
  const lines: { product: Product; qty: number }[] = []
  let total = 0
  for (const product of inStock) {
    if (total >= minimumRupees + 100) break
    const qty = 3
    lines.push({ product, qty })
    total += product.after_discount_price * qty
  }
  return lines
}

export const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
