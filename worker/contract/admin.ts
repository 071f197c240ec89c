import * as z from 'zod'
import { isSameOriginPath, type ProductDetail } from './catalogue'
import { flag, numericId, slug } from './common'
import { ORDER_STATUSES, type OrderStatus } from './order-status'
import type { PrintRecord } from './orders'
import { storedSettingsSchema } from './settings'

// The seller's console (issue 7). Every path is under /api/website-management/admin/ and needs an
// x-auth-token of an account with role 'admin': none (or a bad one) is 401, a buyer's is 403.
//
// GET  admin/orders                               -> AdminOrderList
// GET  admin/orders/export?kind=&status=&from=&to=&q= -> text/csv (adminOrderExportQuery)
// GET  admin/orders/{id}                          -> AdminOrderDetail
// POST admin/orders/{id}/status                   statusChangeSchema -> AdminOrderDetail
// POST admin/orders/{id}/lr                       multipart -> AdminOrderDetail
// GET  admin/orders/{id}/whatsapp?moment=         -> WhatsappMessage (worker/contract/whatsapp.ts)
// GET  admin/catalogue/categories                 -> Category[] (with product_count)
// POST admin/catalogue/categories                 categoryInputSchema -> 201 Category
// PUT  admin/catalogue/categories/{id}            categoryInputSchema -> Category
// POST admin/catalogue/categories/reorder         reorderSchema -> Category[]
// GET  admin/catalogue/products?category_id=      -> AdminProduct[] (every product without category_id)
// GET  admin/catalogue/products/{id}              -> AdminProduct
// POST admin/catalogue/products                   productInputSchema -> 201 AdminProduct
// PUT  admin/catalogue/products/{id}              productInputSchema -> AdminProduct
// POST admin/catalogue/products/{id}/sold-out     soldOutSchema -> AdminProduct
// POST admin/catalogue/products/reorder           reorderSchema (one category's ids) -> AdminProduct[]
// GET  admin/catalogue/export.csv                 -> text/csv attachment, CSV_COLUMNS
// POST admin/catalogue/import?apply=0|1           text/csv -> ImportPreview
// GET  admin/settings, PUT admin/settings         adminSettingsSchema -> StoredSettings

// GET admin/orders?status=&from=&to=&q=&page=
export const adminOrderListQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be yyyy-mm-dd (India date)')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be yyyy-mm-dd (India date)')
    .optional(),
  // An enquiry number (ENQ-00042 or 42) or a mobile number (or its last digits).
  q: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

// The enquiries as a spreadsheet: one row an enquiry, or one row a line, with the list's filters.
export const ORDER_EXPORT_KINDS = ['enquiries', 'lines'] as const
export type OrderExportKind = (typeof ORDER_EXPORT_KINDS)[number]
export const adminOrderExportQuery = adminOrderListQuery.omit({ page: true }).extend({
  kind: z.enum(ORDER_EXPORT_KINDS).default('enquiries'),
})

export interface AdminOrderSummary {
  _id: string
  order_no: number
  enquiry_number: string
  order_date: string // dd/MM/yyyy hh:mm aa, India time
  customer_name: string
  customer_mobile_no: string
  city: string
  pin_code: string
  // The delivery State's GST code (the PIN code's for an enquiry sent before the checkout asked).
  state_code: string | null
  net_amount: number // the buyer's estimate, as the enquiry was sent
  // The latest quote version's total (freight and GST in): what the seller now asks. Null before a quote.
  quote_total: number | null
  line_count: number
  order_status: OrderStatus
  order_status_label: string
  has_lr_photo: 0 | 1
}

export interface AdminOrderList {
  orders: AdminOrderSummary[] // newest first
  total: number
  page: number
  page_size: number
}

export interface StatusChange {
  from_status: OrderStatus | null
  to_status: OrderStatus
  to_status_label: string
  note: string | null
  actor: string
  at: string // dd/MM/yyyy hh:mm aa
}

export interface AdminOrderDetail extends PrintRecord {
  // The buyer's GSTIN, given when accepting a quote or recorded by the seller; when the seller
  // confirmed one registered in another State than the delivery State (dd/MM/yyyy hh:mm aa).
  buyer_gstin: string | null
  gstin_state_confirmed_at: string | null
  history: StatusChange[] // oldest first; the first entry is the enquiry's receipt
  allowed_next: OrderStatus[]
}

// POST admin/orders/{id}/status
export const statusChangeSchema = z.object({
  to: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500).optional(),
})

// POST admin/orders/{id}/lr: multipart/form-data with `photo` (JPEG, PNG or WebP, checked by its
// bytes, at most 5 MB), `lr_number` and `transporter`. Allowed once the enquiry is Dispatched.
export const lrFieldsSchema = z.object({
  lr_number: z.string().trim().min(1, 'LR number is required').max(40),
  transporter: z.string().trim().min(1, 'Transporter is required').max(100),
})
export const LR_PHOTO_MAX_BYTES = 5 * 1024 * 1024
// What the server's check of the photo's first bytes lets through.
export const LR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

// Catalogue management. Money is rupees on the wire, as everywhere.
export const categoryInputSchema = z.object({
  category_name: z.string().trim().min(1, 'Category name is required').max(100),
  tamil_name: z.string().trim().max(200).default(''),
  slug,
})
export type CategoryInput = z.input<typeof categoryInputSchema>

export const MAX_MEDIA_ITEMS = 4

const mediaPath = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine(isSameOriginPath, 'Media paths are paths on this site, like /images/products/p.png')

export const productInputSchema = z.object({
  category_id: numericId,
  product_code: z
    .string()
    .trim()
    .min(1, 'Product code is required')
    .max(20)
    .regex(/^[A-Za-z0-9-]+$/, 'Product code: letters, digits and -'),
  product_name: z.string().trim().min(1, 'Product name is required').max(150),
  tamil_name: z.string().trim().max(300).default(''),
  per: z.string().trim().max(60).default(''),
  price: z.number().positive('MRP must be more than 0').max(1_000_000).multipleOf(0.01),
  discount_percentage: z.number().int().min(0).max(100),
  is_netrate_item: flag.default(0),
  is_new_item: flag.default(0),
  is_sold_out: flag.default(0),
  is_top_selling_item: flag.default(0),
  // A certified green cracker, and its certificate or QR reference as printed on the box.
  is_green: flag.default(0),
  green_certificate: z.string().trim().max(80).default(''),
  special_categories: z
    .array(z.enum(['crackers-for-kids', 'day-crackers', 'night-crackers', 'festival-crackers', 'gift-boxes']))
    .default([]),
  photo_path: mediaPath.nullable().default(null),
  media_list: z
    .array(z.object({ media_type: z.enum(['Image', 'Video']), photo_path: mediaPath }))
    .max(MAX_MEDIA_ITEMS, `At most ${MAX_MEDIA_ITEMS} media items`)
    .default([]),
})
export type ProductInput = z.input<typeof productInputSchema>

// The console's view of a product: the public fields plus what only the seller edits.
export interface AdminProduct extends ProductDetail {
  special_categories: z.output<typeof productInputSchema>['special_categories']
}

// POST admin/catalogue/categories/reorder and admin/catalogue/products/reorder: ids in the new order.
export const reorderSchema = z.object({
  ids: z
    .array(z.string().regex(/^[1-9][0-9]*$/))
    .min(1)
    .max(2000),
})

export const soldOutSchema = z.object({ is_sold_out: flag })

// CSV import: POST admin/catalogue/import?apply=0|1 with the CSV as text/csv, at most 2 MB.
export const CSV_MAX_BYTES = 2 * 1024 * 1024
export const CSV_COLUMNS = [
  'category_slug',
  'category_name',
  'category_tamil_name',
  'product_code',
  'product_name',
  'tamil_name',
  'per',
  'mrp',
  'discount_percentage',
  'is_netrate_item',
  'is_new_item',
  'is_sold_out',
  'is_top_selling_item',
  'special_categories', // slugs separated by |
  'photo_path',
] as const

export interface CsvRowError {
  row: number // 1-based line number in the file, the header being line 1
  message: string
}

export interface ImportPreview {
  applied: boolean
  categories: { created: string[]; updated: string[] }
  products: { created: string[]; updated: string[]; unchanged: number; removed: string[] } // product codes
  errors: CsvRowError[]
}

// PUT admin/settings takes and GET admin/settings answers the stored settings (paise inside).
export const adminSettingsSchema = storedSettingsSchema
