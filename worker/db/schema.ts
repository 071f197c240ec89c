import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

// Money is integer paise everywhere in the database; rupees exist only on the wire.
// Times are integer milliseconds since the epoch (UTC); India time is a presentation concern.

const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  tamilName: text('tamil_name').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: integer('updated_at').notNull().default(nowMs),
})

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    sortOrder: integer('sort_order').notNull().default(0),
    photoPath: text('photo_path'),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [index('products_category_sort').on(t.categoryId, t.sortOrder)],
)

export const productMedia = sqliteTable(
  'product_media',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['Image', 'Video'] }).notNull(),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_media_position').on(t.productId, t.sortOrder)],
)

export const specialCategories = sqliteTable('special_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const productSpecialCategories = sqliteTable(
  'product_special_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specialCategoryId: integer('special_category_id')
      .notNull()
      .references(() => specialCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.specialCategoryId] }),
    index('special_category_products').on(t.specialCategoryId),
  ],
)

export const states = sqliteTable('states', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['State', 'Union Territory'] }).notNull(),
})

export const districts = sqliteTable(
  'districts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
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

// Named counters: 'catalogue_version' (bumped on every catalogue write so caches rebuild),
// and later the enquiry number sequence. Incremented inside the statement that needs them.
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
})
