import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ORDER_STATUSES } from '../contract/order-status'
import { autoId, childOf, childOfNumbered, lineAmountColumns, lineProductColumns } from './columns'

// Money is integer paise everywhere in the database; rupees exist only on the wire.
// Times are integer milliseconds since the epoch (UTC); India time is a presentation concern.

const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`

export const categories = sqliteTable('categories', {
  id: autoId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  tamilName: text('tamil_name').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: integer('updated_at').notNull().default(nowMs),
})

export const products = sqliteTable(
  'products',
  {
    id: autoId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    tamilName: text('tamil_name').notNull().default(''),
    per: text('per').notNull().default(''),
    mrpPaise: integer('mrp_paise').notNull(),
    // Whole percent, 0..100: the trade quotes discounts in whole percents.
    discountPercentage: integer('discount_percentage').notNull().default(0),
    isNetrate: integer('is_netrate', { mode: 'boolean' }).notNull().default(false),
    isNew: integer('is_new', { mode: 'boolean' }).notNull().default(false),
    isSoldOut: integer('is_sold_out', { mode: 'boolean' }).notNull().default(false),
    isTopSelling: integer('is_top_selling', { mode: 'boolean' }).notNull().default(false),
    // A certified green cracker (the only kind some areas allow), with its certificate or QR code
    // reference; '' when the seller gave none.
    isGreen: integer('is_green', { mode: 'boolean' }).notNull().default(false),
    greenCertificate: text('green_certificate').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    photoPath: text('photo_path'),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [index('products_category_sort').on(t.categoryId, t.sortOrder)],
)

export const productMedia = sqliteTable(
  'product_media',
  {
    id: autoId(),
    productId: childOfNumbered('product_id', () => products.id),
    mediaType: text('media_type', { enum: ['Image', 'Video'] }).notNull(),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_media_position').on(t.productId, t.sortOrder)],
)

export const specialCategories = sqliteTable('special_categories', {
  id: autoId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const productSpecialCategories = sqliteTable(
  'product_special_categories',
  {
    productId: childOfNumbered('product_id', () => products.id),
    specialCategoryId: childOfNumbered('special_category_id', () => specialCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.specialCategoryId] }),
    index('special_category_products').on(t.specialCategoryId),
  ],
)

export const states = sqliteTable('states', {
  id: autoId(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['State', 'Union Territory'] }).notNull(),
})

export const districts = sqliteTable(
  'districts',
  {
    id: autoId(),
    stateId: childOfNumbered('state_id', () => states.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('districts_state_name').on(t.stateId, t.name)],
)

// The seller's business constants, one JSON value per key (validated by the settings service).
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull().default(nowMs),
})

// Named counters, incremented inside the statement that needs them: 'catalogue_version' is bumped
// by every catalogue write so each instance's cache knows to rebuild.
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
})

// Buyers and the seller's staff. `id` is the account's `sub` on the wire: random, never sequential.
export const accounts = sqliteTable('accounts', {
  id: text('id').primaryKey(),
  mobileNo: text('mobile_no').notNull().unique(),
  customerName: text('customer_name').notNull(),
  emailId: text('email_id'),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  district: text('district'),
  state: text('state'),
  pinCode: text('pin_code').notNull().default(''),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  // "pbkdf2-sha256$<iterations>$<salt>$<hash>": the count travels with the hash so it can be raised.
  passwordHash: text('password_hash').notNull(),
  // Set while the password is a one-time password from the seller's reset: it is good only for
  // choosing a new one. (Sign-ups choose their password; the column's default dates from when the
  // first password was the mobile number, and every insert sets it.)
  passwordIsInitial: integer('password_is_initial', { mode: 'boolean' }).notNull().default(true),
  // Tokens issued before this moment (seconds) are refused: a password change signs out old sessions.
  tokensValidAfter: integer('tokens_valid_after').notNull().default(0),
  // A one-time password set by the seller's reset stops working at this moment (ms); null otherwise.
  initialPasswordExpiresAt: integer('initial_password_expires_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

// An enquiry. `id` is unguessable (it appears in public URLs); `order_no` is the human number.
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNo: integer('order_no').notNull().unique(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    emailId: text('email_id'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    referenceBy: text('reference_by').notNull(),
    subTotalPaise: integer('sub_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    netAmountPaise: integer('net_amount_paise').notNull(),
    minimumOrderPaise: integer('minimum_order_paise').notNull(),
    amountInWords: text('amount_in_words').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    lrPhotoKey: text('lr_photo_key'),
    lrNumber: text('lr_number'),
    transporter: text('transporter'),
    idempotencyKey: text('idempotency_key').unique(),
    requestHash: text('request_hash'),
    // The buyer's link to their quotes (/quote?t=...): random, made with the first quote.
    quoteToken: text('quote_token').unique(),
    // The version the buyer accepted and now pays for; cleared when a new version is sent.
    acceptedVersion: integer('accepted_version'),
    buyerGstin: text('buyer_gstin'),
    // The language of the page the enquiry was sent from: the seller's messages use it.
    locale: text('locale', { enum: ['en', 'ta'] })
      .notNull()
      .default('en'),
    // The buyer's code to open the enquiry without its link (the way back, with the mobile and the
    // enquiry number): random, shown only to the buyer and the seller. No personal data, but a key
    // to it. '' (never typed: codes are 8 characters) would leave only the link.
    accessCode: text('access_code').notNull().default(''),
    // The delivery State the buyer chose at the checkout (GST State code and English name, checked
    // against the PIN); null on enquiries sent before the checkout asked, read from the PIN then.
    stateCode: text('state_code'),
    stateName: text('state_name'),
    // When the buyer confirmed being 18 or over at the checkout (the licence forbids sale to minors).
    adultConfirmedAt: integer('adult_confirmed_at'),
    // When the seller confirmed a GSTIN registered in another State than the delivery State.
    gstinStateConfirmedAt: integer('gstin_state_confirmed_at'),
    // The e-way bill the seller made for a consignment over Rs. 50,000, and when it was marked done.
    ewayBillNo: text('eway_bill_no'),
    ewayBillAt: integer('eway_bill_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('orders_mobile').on(t.mobileNo, t.createdAt),
    index('orders_account').on(t.accountId, t.createdAt),
    index('orders_status').on(t.status, t.createdAt),
  ],
)

// Each line keeps the product as it was priced when the enquiry was placed.
export const orderLines = sqliteTable(
  'order_lines',
  {
    orderId: childOf('order_id', () => orders.id),
    lineNo: integer('line_no').notNull(),
    ...lineProductColumns(),
    mrpPaise: integer('mrp_paise').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    ...lineAmountColumns(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
)

// Every status change after the enquiry was received (its receipt is the order's created_at).
export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    id: autoId(),
    orderId: childOf('order_id', () => orders.id),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    actor: text('actor').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.at)],
)

// Fixed-window counters for rate limits. In the database, because Workers isolates share no memory.
// A row is worthless once its window has passed (`expires_at`, ms), and is purged after that.
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: integer('expires_at').notNull().default(0),
  },
  (t) => [index('rate_limits_expires').on(t.expiresAt)],
)

// One row per sign-in. A token names its session (`sid`), so logout revokes that token alone and
// "sign out everywhere" revokes them all. `scope` 'password' is the sign-in with a first or
// one-time password: it may do nothing but choose a new password.
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: childOf('account_id', () => accounts.id),
    scope: text('scope', { enum: ['full', 'password'] }).notNull(),
    createdAt: integer('created_at').notNull(),
    // Sliding renewal never goes past this moment (ms): a stolen token cannot be kept alive forever.
    absoluteExpiresAt: integer('absolute_expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [
    index('sessions_account').on(t.accountId, t.createdAt),
    index('sessions_expires').on(t.absoluteExpiresAt),
  ],
)

// Photos whose rows no longer name them (a deleted account's payment screenshots and LR photos):
// queued in the same batch that forgets them, deleted from the object store after it commits, and
// retried by the scheduled job until the store confirms. A key names a file, never a person.
export const objectDeletions = sqliteTable('object_deletions', {
  key: text('key').primaryKey(),
  queuedAt: integer('queued_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastTriedAt: integer('last_tried_at'),
})
