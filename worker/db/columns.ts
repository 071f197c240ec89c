import { type AnySQLiteColumn, integer, text } from 'drizzle-orm/sqlite-core'

// Column builders the schema files share. Each call makes new builders: drizzle binds a builder to
// the one table it is declared in. Names stay literal types: the personal-data map is checked
// against every column's name.

export const autoId = () => integer('id').primaryKey({ autoIncrement: true })

// A row that exists only for its parent (an order's lines, an account's sessions): it names the
// parent, and goes when the parent is deleted.
export const childOf = <N extends string>(name: N, parent: () => AnySQLiteColumn) =>
  text(name).notNull().references(parent, { onDelete: 'cascade' })

export const childOfNumbered = <N extends string>(name: N, parent: () => AnySQLiteColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' })

// A line of an enquiry or a quote keeps the product as it was priced: a later edit of the
// catalogue (or the product's removal) never changes what was sent.
export const lineProductColumns = () => ({
  productId: integer('product_id'),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  tamilName: text('tamil_name').notNull().default(''),
  per: text('per').notNull().default(''),
})

export const lineAmountColumns = () => ({
  unitPaise: integer('unit_paise').notNull(),
  qty: integer('qty').notNull(),
  subTotalPaise: integer('sub_total_paise').notNull(),
})
