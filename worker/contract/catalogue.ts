import * as z from 'zod'
import { flag, numericId, slug } from './common'
import { hasHiddenCharacters } from './fields'

// A product's picture or video is served by this shop: a path from the site's root, drawn as an
// <img src> on every page. Never '//' (another host), '\' (which browsers read as '/'), a '.' or
// '..' segment (also as %2e), a scheme, or a hidden character (browsers drop tabs and new lines,
// which could join '/' and '/' into another host). Checked when the seller saves a product or a
// price list, and again when the catalogue is read, for paths stored before the rule.
export const isSameOriginPath = (path: string): boolean =>
  path.startsWith('/') &&
  !path.includes('\\') &&
  !hasHiddenCharacters(path) &&
  path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && !/^(\.|%2e){1,2}$/i.test(segment))

export const mediaItemSchema = z.object({
  _id: z.string(),
  product_id: z.string(),
  media_type: z.enum(['Image', 'Video']),
  photo_path: z.string(),
})
export type MediaItem = z.infer<typeof mediaItemSchema>

// A product (see docs/api.md#catalogue). Prices are rupees with two decimals: price and amount are the MRP,
// discount_price the discount per unit, after_discount_price what the buyer pays per unit.
export const productSchema = z.object({
  _id: z.string(),
  category_id: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  tamil_name: z.string(),
  per: z.string(),
  price: z.number(),
  amount: z.number(),
  discount_percentage: z.number(),
  discount_price: z.number(),
  after_discount_price: z.number(),
  is_netrate_item: flag,
  is_new_item: flag,
  is_sold_out: flag,
  is_top_selling_item: flag,
  // A certified green cracker; absent in an answer cached before it existed.
  is_green: flag.optional(),
  sort_order: z.number(),
  photo_path: z.string().nullable(),
})
export type Product = z.infer<typeof productSchema>

// green_certificate: the certificate or QR reference of a green cracker ('' none; absent in an
// answer cached before it existed).
export const productDetailSchema = productSchema.extend({
  media_list: z.array(mediaItemSchema).max(4),
  green_certificate: z.string().optional(),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

export const categorySchema = z.object({
  _id: z.string(),
  category_name: z.string(),
  tamil_name: z.string(),
  slug: z.string(),
  sort_order: z.number(),
  product_count: z.number(),
})
export type Category = z.infer<typeof categorySchema>

export const quickOrderCategorySchema = z.object({
  category_id: z.string(),
  category_name: z.string(),
  category_tamil_name: z.string(),
  category_slug: z.string(),
  product_list: z.array(productSchema),
})
export type QuickOrderCategory = z.infer<typeof quickOrderCategorySchema>

export const stateSchema = z.object({
  _id: z.string(),
  state_code: z.string(),
  state_name: z.string(),
  kind: z.enum(['State', 'Union Territory']),
})
export type State = z.infer<typeof stateSchema>

export const districtSchema = z.object({ _id: z.string(), state_id: z.string(), district_name: z.string() })
export type District = z.infer<typeof districtSchema>

export { SPECIAL_CATEGORIES, type SpecialCategorySlug } from './special-categories'

// Path parameters.
export const productIdParam = z.object({ id: numericId })
export const categoryRefParam = z.object({
  id: z.union([numericId, slug]),
})
export const subCategoryParam = z.object({ name: z.string().trim().min(1).max(80) })
export const stateRefParam = z.object({
  id: z.union([
    numericId,
    z.string().regex(/^[A-Za-z]{2}$/, 'must be a state id or a two-letter state code'),
  ]),
})
