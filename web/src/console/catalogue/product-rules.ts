import { type AdminProduct, type ProductInput, productInputSchema } from '@contract/admin'
import { afterDiscount, fromRupees, toRupees } from '@contract/money'
import type { SpecialCategorySlug } from '@contract/special-categories'
import { amountOf, checkWith, type SellerWords } from '../kit/issues'

// The product form: the seller's text fields become the API's product input, checked with its schema.

export interface MediaForm {
  media_type: 'Image' | 'Video'
  photo_path: string
}

export interface ProductForm {
  product_code: string
  product_name: string
  tamil_name: string
  per: string
  price: string // MRP in rupees, as typed
  discount_percentage: string
  is_netrate_item: boolean
  is_new_item: boolean
  is_sold_out: boolean
  is_top_selling_item: boolean
  is_green: boolean
  green_certificate: string
  special_categories: SpecialCategorySlug[]
  photo_path: string
  media_list: MediaForm[]
}

export const emptyProductForm = (): ProductForm => ({
  product_code: '',
  product_name: '',
  tamil_name: '',
  per: '',
  price: '',
  discount_percentage: '0',
  is_netrate_item: false,
  is_new_item: false,
  is_sold_out: false,
  is_top_selling_item: false,
  is_green: false,
  green_certificate: '',
  special_categories: [],
  photo_path: '',
  media_list: [],
})

export const productToForm = (p: AdminProduct): ProductForm => ({
  product_code: p.product_code,
  product_name: p.product_name,
  tamil_name: p.tamil_name,
  per: p.per,
  price: String(p.price),
  discount_percentage: String(p.discount_percentage),
  is_netrate_item: p.is_netrate_item === 1,
  is_new_item: p.is_new_item === 1,
  is_sold_out: p.is_sold_out === 1,
  is_top_selling_item: p.is_top_selling_item === 1,
  is_green: p.is_green === 1,
  green_certificate: p.green_certificate ?? '',
  special_categories: [...p.special_categories],
  photo_path: p.photo_path ?? '',
  media_list: p.media_list.map((m) => ({ media_type: m.media_type, photo_path: m.photo_path })),
})

const discountOf = (text: string) => amountOf(text === '' ? '0' : text)

// What the buyer will pay per unit, rounded as the server rounds.
export const afterDiscountPreview = (mrpText: string, discountText: string): number | null => {
  const mrp = amountOf(mrpText)
  const pct = discountOf(discountText)
  if (!Number.isFinite(mrp) || mrp <= 0 || !Number.isFinite(pct) || pct < 0 || pct > 100) return null
  return toRupees(afterDiscount(fromRupees(mrp), pct))
}

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1

export const formToProductInput = (form: ProductForm, categoryId: string): ProductInput => ({
  category_id: categoryId,
  product_code: form.product_code.trim(),
  product_name: form.product_name.trim(),
  tamil_name: form.tamil_name.trim(),
  per: form.per.trim(),
  price: amountOf(form.price),
  discount_percentage: discountOf(form.discount_percentage),
  is_netrate_item: flag(form.is_netrate_item),
  is_new_item: flag(form.is_new_item),
  is_sold_out: flag(form.is_sold_out),
  is_top_selling_item: flag(form.is_top_selling_item),
  is_green: flag(form.is_green),
  green_certificate: form.is_green ? form.green_certificate.trim() : '',
  special_categories: form.special_categories,
  photo_path: form.photo_path.trim() || null,
  media_list: form.media_list.map((m) => ({ media_type: m.media_type, photo_path: m.photo_path.trim() })),
})

const PRODUCT_WORDS: SellerWords = {
  // 'MRP must be more than 0' is the contract's own.
  price: (i) => (i.code === 'too_small' ? undefined : 'Enter the MRP in rupees, e.g. 250 or 249.50'),
  discount_percentage: 'Discount must be a whole number from 0 to 100',
  photo_path: 'Photo path must be a path on this site, e.g. /images/products/ab-1.svg',
  'media_list.#.photo_path': 'Enter a path on this site, e.g. /images/products/ab-1.svg, or remove this item',
}

// The product input the API takes, or the messages per field.
export const validateProduct = (form: ProductForm, categoryId: string) => {
  const input = formToProductInput(form, categoryId)
  const { value, errors } = checkWith(productInputSchema, input, { words: PRODUCT_WORDS })
  return value ? { input, errors } : { input: null, errors }
}
