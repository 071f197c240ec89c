import type { AdminProduct, CategoryInput, CsvRowError, ImportPreview, ProductInput } from '@contract/admin'
import type { OrderStatus } from '@contract/order-status'
import type { OrderRecord } from '@contract/orders'
import type { StoredSettings } from '@contract/settings'
import type { SpecialCategorySlug } from '@contract/special-categories'
import { SHOP_NAME } from '../../app/brand'
import { rupees } from '../../lib/format'

// The seller's console, as plain functions: what the pages compute, testable without a browser.
//
// The checks mirror the contract's schemas (worker/contract/admin.ts, settings.ts) by hand, in the
// seller's words: importing zod here would move the zod code the buyer's checkout uses into a
// chunk shared with the console, and the buyer's first download would grow. tests/web/admin-rules
// checks that these checks and the schemas agree. The server validates everything again.

export type FieldErrors = Record<string, string>

// The first message per field path ('regions.0.amount'), from zod issues or the server's issues.
export const issuesToFieldErrors = (issues: readonly { path: string; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {}
  for (const i of issues) if (errors[i.path] === undefined) errors[i.path] = i.message
  return errors
}

// Collects the first message per field.
const collector = () => {
  const errors: FieldErrors = {}
  const add = (key: string, message: string | false | undefined) => {
    if (message && errors[key] === undefined) errors[key] = message
  }
  return { errors, add, ok: () => Object.keys(errors).length === 0 }
}

const tooLong = (value: string, max: number) => value.length > max && `At most ${max} characters`

/* Enquiry inbox */

// As ORDER_STATUS_LABELS in the contract, in lifecycle order (the tests check they agree). A copy,
// because the buyer's checkout uses the contract's module: sharing it would split it into a chunk
// of its own and add a download to the checkout's first load.
export const STATUS_LABELS: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'Enquiry received',
  CONFIRMED: 'Confirmed',
  PAYMENT_RECEIVED: 'Payment received',
  PACKED: 'Packed',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
}
const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[]

// The API's enquiry id shape (orderIdParam in the contract); anything else is not asked for.
export const isOrderId = (id: string) => /^[A-Za-z0-9_-]{16,40}$/.test(id)

export interface InboxFilters {
  status: OrderStatus | ''
  from: string
  to: string
  q: string
  page: number
}

const isStatus = (s: string | null): s is OrderStatus => STATUSES.includes(s as OrderStatus)
const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s)

// Filters live in the address bar, so a refresh or a shared link shows the same list.
export const filtersFromParams = (params: URLSearchParams): InboxFilters => {
  const status = params.get('status')
  const from = params.get('from')
  const to = params.get('to')
  const page = Number(params.get('page'))
  return {
    status: isStatus(status) ? status : '',
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    q: (params.get('q') ?? '').trim().slice(0, 20),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

// Only what is set, so the address stays short and the query key stable.
export const filtersToParams = (f: InboxFilters): URLSearchParams => {
  const p = new URLSearchParams()
  if (f.status) p.set('status', f.status)
  if (f.from) p.set('from', f.from)
  if (f.to) p.set('to', f.to)
  if (f.q.trim()) p.set('q', f.q.trim())
  if (f.page > 1) p.set('page', String(f.page))
  return p
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)))

export const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

/* Enquiry detail */

export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'Mark received',
  CONFIRMED: 'Confirm',
  PAYMENT_RECEIVED: 'Payment received',
  PACKED: 'Mark packed',
  DISPATCHED: 'Mark dispatched',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel enquiry',
}

export const cancelQuestion = (enquiryNumber: string) =>
  `Cancel enquiry ${enquiryNumber}? The buyer will see it as Cancelled and it cannot be reopened.`

// The LR photo can be added once the parcel has left (the server refuses it before).
export const canUploadLr = (status: OrderStatus) => status === 'DISPATCHED' || status === 'DELIVERED'

// India numbers as the forms keep them (10 digits); anything longer keeps its last ten.
const tenDigits = (mobile: string) => mobile.replace(/\D/g, '').slice(-10)

export const telLink = (mobile: string) => `tel:+91${tenDigits(mobile)}`

type MessageOrder = Pick<
  OrderRecord,
  'customer_name' | 'enquiry_number' | 'order_status' | 'net_amount' | 'lr_number' | 'transporter'
>

// A first draft of the seller's WhatsApp message for where the enquiry stands; they edit it in WhatsApp.
export const whatsappMessage = (o: MessageOrder) => {
  const amount = rupees(o.net_amount)
  const next: Record<OrderStatus, string> = {
    ENQUIRY_RECEIVED: `we have received it (${amount}). We will confirm the items and the transport charges with you shortly.`,
    CONFIRMED: `it is confirmed for ${amount}. Please make the payment and send us a screenshot here.`,
    PAYMENT_RECEIVED: `we have received your payment of ${amount}. Thank you! We will pack your order now.`,
    PACKED: 'your parcel is packed and will be dispatched soon.',
    DISPATCHED: `your parcel has been dispatched${o.transporter ? ` by ${o.transporter}` : ''}${
      o.lr_number ? `, LR number ${o.lr_number}` : ''
    }. Please collect it at the transport office with the lorry receipt.`,
    DELIVERED: 'your parcel has been delivered. Thank you for choosing us, happy Deepavali!',
    CANCELLED: 'it has been cancelled. Please call us if you have any questions.',
  }
  return `Vanakkam ${o.customer_name.trim()}, about your ${SHOP_NAME} enquiry ${o.enquiry_number}: ${
    next[o.order_status]
  }`
}

export const whatsappLink = (o: MessageOrder & Pick<OrderRecord, 'customer_mobile_no'>) =>
  `https://wa.me/91${tenDigits(o.customer_mobile_no)}?text=${encodeURIComponent(whatsappMessage(o))}`

// Same as LR_PHOTO_MAX_BYTES in the contract (checked by the tests).
export const LR_PHOTO_MAX_BYTES = 5 * 1024 * 1024
export const LR_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const LR_PHOTO_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP photo'
export const LR_PHOTO_SIZE_MESSAGE = 'The photo must be 5 MB or smaller'
export const LR_PHOTO_MISSING_MESSAGE = 'Choose the LR photo'

// The browser's own check before uploading on a slow connection; the server checks the bytes again.
export const checkLrPhoto = (file: Pick<File, 'size' | 'type'> | null | undefined): string | undefined => {
  if (!file) return LR_PHOTO_MISSING_MESSAGE
  if (!(LR_PHOTO_TYPES as readonly string[]).includes(file.type)) return LR_PHOTO_TYPE_MESSAGE
  if (file.size > LR_PHOTO_MAX_BYTES) return LR_PHOTO_SIZE_MESSAGE
  if (file.size === 0) return LR_PHOTO_MISSING_MESSAGE
  return undefined
}

export interface LrValues {
  lr_number: string
  transporter: string
}

// Once a photo is there, the LR number or transporter may be corrected without sending it again.
export const validateLr = (
  values: LrValues,
  file: Pick<File, 'size' | 'type'> | null,
  hasPhoto = false,
): FieldErrors => {
  const { errors, add } = collector()
  if (file || !hasPhoto) add('photo', checkLrPhoto(file))
  const lr = values.lr_number.trim()
  add('lr_number', !lr ? 'LR number is required' : tooLong(lr, 40))
  const transporter = values.transporter.trim()
  add('transporter', !transporter ? 'Transporter is required' : tooLong(transporter, 100))
  return errors
}

/* Catalogue */

// Moving one row up or down: the full new order of ids, or null at either end.
export const moveId = (ids: readonly string[], id: string, delta: -1 | 1): string[] | null => {
  const i = ids.indexOf(id)
  const j = i + delta
  if (i < 0 || j < 0 || j >= ids.length) return null
  const next = [...ids]
  next[i] = ids[j]!
  next[j] = id
  return next
}

export interface CategoryForm {
  category_name: string
  tamil_name: string
  slug: string
}

// A slug from an English name: 'Sky Shots & Rockets' → 'sky-shots-rockets'.
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const validateCategory = (form: CategoryForm) => {
  const input: CategoryInput = {
    category_name: form.category_name.trim(),
    tamil_name: form.tamil_name.trim(),
    slug: form.slug.trim(),
  }
  const { errors, add, ok } = collector()
  add('category_name', !input.category_name ? 'Category name is required' : tooLong(input.category_name, 100))
  add('tamil_name', tooLong(input.tamil_name ?? '', 200))
  add(
    'slug',
    !input.slug
      ? 'Address name is required'
      : tooLong(input.slug, 80) ||
          (!SLUG.test(input.slug) && 'Use lowercase letters, digits and single hyphens, e.g. sky-shots'),
  )
  return ok() ? { input, errors } : { input: null, errors }
}

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
  special_categories: SpecialCategorySlug[]
  photo_path: string
  media_list: MediaForm[]
}

export const MAX_MEDIA = 4

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
  special_categories: [...p.special_categories],
  photo_path: p.photo_path ?? '',
  media_list: p.media_list.map((m) => ({ media_type: m.media_type, photo_path: m.photo_path })),
})

// A number as the seller typed it ('1,250.50', ' 80 '), or NaN.
export const parseAmount = (text: string) => {
  const t = text.replace(/[,\s₹]/g, '')
  return t === '' || !/^\d*\.?\d*$/.test(t) ? Number.NaN : Number(t)
}

// What the buyer will pay per unit, rounded half up to the paisa as the server does.
export const afterDiscountPreview = (mrpText: string, discountText: string): number | null => {
  const mrp = parseAmount(mrpText)
  const pct = parseAmount(discountText === '' ? '0' : discountText)
  if (!Number.isFinite(mrp) || mrp <= 0 || !Number.isFinite(pct) || pct < 0 || pct > 100) return null
  const mrpPaise = Math.round(mrp * 100)
  return Math.round((mrpPaise * (100 - pct)) / 100) / 100
}

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1

export const formToProductInput = (form: ProductForm, categoryId: string): ProductInput => ({
  category_id: categoryId,
  product_code: form.product_code.trim(),
  product_name: form.product_name.trim(),
  tamil_name: form.tamil_name.trim(),
  per: form.per.trim(),
  price: parseAmount(form.price),
  discount_percentage: parseAmount(form.discount_percentage === '' ? '0' : form.discount_percentage),
  is_netrate_item: flag(form.is_netrate_item),
  is_new_item: flag(form.is_new_item),
  is_sold_out: flag(form.is_sold_out),
  is_top_selling_item: flag(form.is_top_selling_item),
  special_categories: form.special_categories,
  photo_path: form.photo_path.trim() || null,
  media_list: form.media_list.map((m) => ({ media_type: m.media_type, photo_path: m.photo_path.trim() })),
})

const MEDIA_PATH_MESSAGE = 'Enter a path starting with /, or remove this item'

const mediaPathProblem = (path: string) => !path.startsWith('/') || path.length > 300

export const validateProduct = (form: ProductForm, categoryId: string) => {
  const input = formToProductInput(form, categoryId)
  const { errors, add, ok } = collector()
  const code = input.product_code
  add(
    'product_code',
    !code
      ? 'Product code is required'
      : tooLong(code, 20) || (!/^[A-Za-z0-9-]+$/.test(code) && 'Product code: letters, digits and -'),
  )
  add('product_name', !input.product_name ? 'Product name is required' : tooLong(input.product_name, 150))
  add('tamil_name', tooLong(input.tamil_name ?? '', 300))
  add('per', tooLong(input.per ?? '', 60))
  const price = input.price
  add(
    'price',
    !Number.isFinite(price) || price > 1_000_000 || Math.abs(Math.round(price * 100) - price * 100) > 1e-6
      ? 'Enter the MRP in rupees, e.g. 250 or 249.50'
      : price <= 0 && 'MRP must be more than 0',
  )
  const pct = input.discount_percentage
  add(
    'discount_percentage',
    !(Number.isInteger(pct) && pct >= 0 && pct <= 100) && 'Discount must be a whole number from 0 to 100',
  )
  if (input.photo_path !== null && input.photo_path !== undefined)
    add(
      'photo_path',
      mediaPathProblem(input.photo_path) && 'Photo path must start with /, e.g. /images/products/ab-1.svg',
    )
  const media = input.media_list ?? []
  add('media_list', media.length > MAX_MEDIA && `At most ${MAX_MEDIA} media items`)
  media.forEach((m, i) => {
    add(`media_list.${i}.photo_path`, mediaPathProblem(m.photo_path) && MEDIA_PATH_MESSAGE)
  })
  return ok() ? { input, errors } : { input: null, errors }
}

/* Import / export */

export const importSummary = (p: ImportPreview) => ({
  categoriesCreated: p.categories.created.length,
  categoriesUpdated: p.categories.updated.length,
  productsCreated: p.products.created.length,
  productsUpdated: p.products.updated.length,
  productsUnchanged: p.products.unchanged,
  productsRemoved: p.products.removed.length,
  errorCount: p.errors.length,
})

export const canApplyImport = (p: ImportPreview | null) => p !== null && !p.applied && p.errors.length === 0

export const applyQuestion = (p: ImportPreview) => {
  const removed = p.products.removed.length
  const what =
    removed === 0
      ? 'No products will be removed.'
      : `${removed} ${removed === 1 ? 'product' : 'products'} not in the file will be removed from the shop.`
  return `Apply this price list? ${what}`
}

export const sortedErrors = (errors: readonly CsvRowError[]) => [...errors].sort((a, b) => a.row - b.row)

// The price list's columns, as CSV_COLUMNS in the contract (checked by the tests).
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
  'special_categories',
  'photo_path',
] as const

export const CSV_MAX_BYTES = 2 * 1024 * 1024

export const checkCsvFile = (file: Pick<File, 'name' | 'size' | 'type'> | null): string | undefined => {
  if (!file) return 'Choose the price list file (.csv)'
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return 'Choose a .csv file'
  if (file.size === 0) return 'The file is empty'
  if (file.size > CSV_MAX_BYTES) return 'The file must be 2 MB or smaller'
  return undefined
}

export const exportFileName = (date = new Date()) => {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date)
  return `price-list-${ymd}.csv`
}

/* Settings */

export interface RegionForm {
  name: string
  pin_prefixes: string // '60, 61'
  amount: string // rupees
}

export interface AreaForm {
  name: string
  pin_prefixes: string
}

export interface SettingsForm {
  regions: RegionForm[]
  other_regions_amount: string
  banned_areas: AreaForm[]
  gst_rate_percent: string
  referrers: { name: string; phone: string }[]
  support_phone: string
  whatsapp_phone: string
  support_email: string
  store_address: string
  map_link: string
  upi_numbers: string // one per line
  bank_accounts: string[] // one block each
  announcement: string
}

export const ANNOUNCEMENT_MAX = 300
export const MAX_REFERRERS = 10

const rupeesText = (paise: number) => String(paise / 100)

export const settingsToForm = (s: StoredSettings): SettingsForm => ({
  regions: s.minimum_order.regions.map((r) => ({
    name: r.name,
    pin_prefixes: r.pin_prefixes.join(', '),
    amount: rupeesText(r.minimum_paise),
  })),
  other_regions_amount: rupeesText(s.minimum_order.other_regions_minimum_paise),
  banned_areas: s.banned_areas.map((a) => ({ name: a.name, pin_prefixes: a.pin_prefixes.join(', ') })),
  gst_rate_percent: String(s.gst_rate_percent),
  referrers: s.referrers.map((r) => ({ name: r.name, phone: r.phone })),
  ...s.contact,
  upi_numbers: s.payment.upi_numbers.join('\n'),
  // Two blocks always, as the payment page shows two accounts.
  bank_accounts: [...s.payment.bank_accounts, '', ''].slice(0, Math.max(2, s.payment.bank_accounts.length)),
  announcement: s.announcement,
})

// '60, 61 ;62' → ['60', '61', '62'].
export const parsePrefixes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)

// Rupees as typed → paise; NaN when it is not an amount.
export const rupeesToPaise = (text: string) => {
  const n = parseAmount(text)
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

export const formToSettings = (f: SettingsForm): StoredSettings => ({
  minimum_order: {
    regions: f.regions.map((r) => ({
      name: r.name.trim(),
      pin_prefixes: parsePrefixes(r.pin_prefixes),
      minimum_paise: rupeesToPaise(r.amount),
    })),
    other_regions_minimum_paise: rupeesToPaise(f.other_regions_amount),
  },
  banned_areas: f.banned_areas.map((a) => ({
    name: a.name.trim(),
    pin_prefixes: parsePrefixes(a.pin_prefixes),
  })),
  gst_rate_percent: parseAmount(f.gst_rate_percent),
  referrers: f.referrers.map((r) => ({ name: r.name.trim(), phone: r.phone.replace(/\D/g, '') })),
  contact: {
    support_phone: f.support_phone.trim(),
    whatsapp_phone: f.whatsapp_phone.trim(),
    support_email: f.support_email.trim(),
    store_address: f.store_address.trim(),
    map_link: f.map_link.trim(),
  },
  payment: { upi_numbers: lines(f.upi_numbers), bank_accounts: f.bank_accounts.map((b) => b.trim()) },
  announcement: f.announcement.trim(),
})

// Stored paths ('minimum_order.regions.0.minimum_paise') → the form field showing it.
export const settingsFieldOf = (path: string) =>
  path
    .replace(/^minimum_order\.regions\.(\d+)\.minimum_paise$/, 'regions.$1.amount')
    .replace(/^minimum_order\.regions\./, 'regions.')
    .replace(/^minimum_order\.other_regions_minimum_paise$/, 'other_regions_amount')
    .replace(/^contact\./, '')
    .replace(/^payment\.upi_numbers.*$/, 'upi_numbers')
    .replace(/^payment\.bank_accounts\.(\d+)$/, 'bank_accounts.$1')

const PIN_PREFIX = /^[0-9]{1,6}$/

const prefixesProblem = (prefixes: string[]) =>
  prefixes.length === 0
    ? 'Enter at least one PIN prefix'
    : prefixes.some((p) => !PIN_PREFIX.test(p)) && 'PIN prefix must be 1 to 6 digits'

const amountProblem = (paise: number) =>
  !(Number.isInteger(paise) && paise >= 0) && 'Enter an amount in rupees, e.g. 2500'

export const validateSettings = (form: SettingsForm) => {
  const settings = formToSettings(form)
  const { errors, add, ok } = collector()
  settings.minimum_order.regions.forEach((r, i) => {
    add(`regions.${i}.name`, !r.name && 'Name is required')
    add(`regions.${i}.pin_prefixes`, prefixesProblem(r.pin_prefixes))
    add(`regions.${i}.amount`, amountProblem(r.minimum_paise))
  })
  add('other_regions_amount', amountProblem(settings.minimum_order.other_regions_minimum_paise))
  settings.banned_areas.forEach((a, i) => {
    add(`banned_areas.${i}.name`, !a.name && 'Name is required')
    add(`banned_areas.${i}.pin_prefixes`, prefixesProblem(a.pin_prefixes))
  })
  const gst = settings.gst_rate_percent
  add(
    'gst_rate_percent',
    !(Number.isFinite(gst) && gst >= 0 && gst <= 100) && 'GST must be a number from 0 to 100',
  )
  add('referrers', settings.referrers.length === 0 && 'Keep at least one reference person')
  add('referrers', settings.referrers.length > MAX_REFERRERS && `At most ${MAX_REFERRERS} reference persons`)
  settings.referrers.forEach((r, i) => {
    add(`referrers.${i}.name`, !r.name ? 'Name is required' : tooLong(r.name, 60))
    add(`referrers.${i}.phone`, !/^[0-9]{10}$/.test(r.phone) && 'Phone must be 10 digits')
  })
  add('announcement', tooLong(settings.announcement, ANNOUNCEMENT_MAX))
  return ok() ? { settings, errors } : { settings: null, errors }
}

// The server's issues on the stored shape, placed on the form's fields.
export const settingsIssuesToErrors = (issues: readonly { path: string; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {}
  for (const i of issues) {
    const key = settingsFieldOf(i.path).replace(/^((?:regions|banned_areas)\.\d+\.pin_prefixes)\.\d+$/, '$1')
    if (errors[key] === undefined) errors[key] = i.message
  }
  return errors
}

export const emptyRegion = (): RegionForm => ({ name: '', pin_prefixes: '', amount: '' })
export const emptyArea = (): AreaForm => ({ name: '', pin_prefixes: '' })
