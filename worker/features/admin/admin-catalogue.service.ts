import { and, asc, count, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AdminProduct, categoryInputSchema, productInputSchema } from '../../contract/admin'
import {
  type Category,
  type MediaItem,
  SPECIAL_CATEGORIES,
  type SpecialCategorySlug,
} from '../../contract/catalogue'
import { fromRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import {
  categories,
  productMedia,
  productSpecialCategories,
  products,
  specialCategories,
} from '../../db/schema'
import { isUniqueViolation, writeBatch } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { bumpCatalogueVersion, toWireProduct } from '../catalogue/catalogue.service'

type CategoryData = z.output<typeof categoryInputSchema>
type ProductData = z.output<typeof productInputSchema>
type ProductRow = typeof products.$inferSelect
type Statement = Parameters<typeof writeBatch>[1][number]

// New rows go after the last one; seed and reorder number in tens, leaving room between.
export const SORT_STEP = 10

const SPECIAL_ORDER = new Map<string, number>(SPECIAL_CATEGORIES.map((s, i) => [s.slug, i]))
export const sortSpecials = (slugs: Iterable<string>) =>
  [...new Set(slugs)].sort(
    (a, b) => (SPECIAL_ORDER.get(a) ?? 99) - (SPECIAL_ORDER.get(b) ?? 99),
  ) as SpecialCategorySlug[]

/* Categories */

// A join, not a correlated subquery: drizzle leaves columns of a one-table select unqualified.
const categoriesWithCounts = (db: Db) =>
  db
    .select({ ...getTableColumns(categories), productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)

const toCategory = (c: typeof categories.$inferSelect & { productCount: number }): Category => ({
  _id: String(c.id),
  category_name: c.name,
  tamil_name: c.tamilName,
  slug: c.slug,
  sort_order: c.sortOrder,
  product_count: Number(c.productCount),
})

export const listCategories = async (db: Db): Promise<Category[]> => {
  const rows = await categoriesWithCounts(db).orderBy(asc(categories.sortOrder), asc(categories.id))
  return rows.map(toCategory)
}

const getCategory = async (db: Db, id: number): Promise<Category> => {
  const rows = await categoriesWithCounts(db).where(eq(categories.id, id))
  if (!rows[0]) throw new AppError('NOT_FOUND', `Category '${id}' not found`)
  return toCategory(rows[0])
}

const slugTaken = (slug: string) =>
  fieldError('slug', `'${slug}' is already used by another category`, 'SLUG_TAKEN', {
    summary: `Another category already uses the address name '${slug}'. Please choose another.`,
  })

const checkSlugFree = async (db: Db, slug: string, exceptId?: number) => {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId === undefined
        ? eq(categories.slug, slug)
        : and(eq(categories.slug, slug), ne(categories.id, exceptId)),
    )
  if (rows[0]) throw slugTaken(slug)
}

// Every catalogue write ends with the version bump, in the same transaction, so every instance's
// cache notices; a unique index is the last word on duplicates that a check raced past.
const catalogueWrite = async (
  db: Db,
  statements: Statement[],
  onUnique: (e: unknown) => AppError | undefined,
) => {
  try {
    return await writeBatch(db, [...statements, bumpCatalogueVersion(db)])
  } catch (e) {
    throw onUnique(e) ?? e
  }
}

export const createCategory = async (db: Db, input: CategoryData, now: number): Promise<Category> => {
  await checkSlugFree(db, input.slug)
  const [inserted] = await catalogueWrite(
    db,
    [
      db
        .insert(categories)
        .values({
          slug: input.slug,
          name: input.category_name,
          tamilName: input.tamil_name,
          sortOrder: sql`(select coalesce(max(${categories.sortOrder}), 0) + ${SORT_STEP} from ${categories})`,
          updatedAt: now,
        })
        .returning({ id: categories.id }),
    ],
    (e) => (isUniqueViolation(e, 'categories.slug') ? slugTaken(input.slug) : undefined),
  )
  return getCategory(db, Number(inserted?.rows[0]?.id))
}

export const updateCategory = async (
  db: Db,
  id: number,
  input: CategoryData,
  now: number,
): Promise<Category> => {
  await getCategory(db, id)
  await checkSlugFree(db, input.slug, id)
  await catalogueWrite(
    db,
    [
      db
        .update(categories)
        .set({ slug: input.slug, name: input.category_name, tamilName: input.tamil_name, updatedAt: now })
        .where(eq(categories.id, id)),
    ],
    (e) => (isUniqueViolation(e, 'categories.slug') ? slugTaken(input.slug) : undefined),
  )
  return getCategory(db, id)
}

const distinctIds = (ids: string[]) => {
  const wanted = ids.map(Number)
  if (new Set(wanted).size !== wanted.length) {
    throw fieldError('ids', 'Each id may appear only once')
  }
  return wanted
}

// The listed rows first, in the order given; any the list left out keep their order after them.
// Only rows whose number changes are written.
const renumber = (wanted: number[], current: { id: number; sortOrder: number }[]) => {
  const listed = new Set(wanted)
  const order = [...wanted, ...current.map((r) => r.id).filter((id) => !listed.has(id))]
  const before = new Map(current.map((r) => [r.id, r.sortOrder]))
  return order
    .map((id, i) => ({ id, sortOrder: (i + 1) * SORT_STEP }))
    .filter((r) => before.get(r.id) !== r.sortOrder)
}

export const reorderCategories = async (db: Db, ids: string[], now: number) => {
  const wanted = distinctIds(ids)
  const current = await db
    .select({ id: categories.id, sortOrder: categories.sortOrder })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  const known = new Set(current.map((c) => c.id))
  const unknown = wanted.find((id) => !known.has(id))
  if (unknown !== undefined) throw new AppError('NOT_FOUND', `Category '${unknown}' not found`)
  const changes = renumber(wanted, current)
  if (changes.length) {
    await catalogueWrite(
      db,
      changes.map((r) =>
        db.update(categories).set({ sortOrder: r.sortOrder, updatedAt: now }).where(eq(categories.id, r.id)),
      ),
      () => undefined,
    )
  }
  return changes.length > 0
}

/* Products */

const productsInSellerOrder = (db: Db, where?: SQL) =>
  db
    .select(getTableColumns(products))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id))

const withExtras = async (db: Db, rows: ProductRow[], scope?: SQL): Promise<AdminProduct[]> => {
  if (!rows.length) return []
  const ids = db.select({ id: products.id }).from(products).where(scope)
  const [media, tags] = await db.batch([
    db
      .select()
      .from(productMedia)
      .where(inArray(productMedia.productId, ids))
      .orderBy(asc(productMedia.productId), asc(productMedia.sortOrder)),
    db
      .select({ productId: productSpecialCategories.productId, slug: specialCategories.slug })
      .from(productSpecialCategories)
      .innerJoin(specialCategories, eq(specialCategories.id, productSpecialCategories.specialCategoryId))
      .where(inArray(productSpecialCategories.productId, ids)),
  ])
  const mediaOf = new Map<number, MediaItem[]>()
  for (const m of media) {
    const list = mediaOf.get(m.productId) ?? []
    if (list.length < 4) {
      list.push({
        _id: String(m.id),
        product_id: String(m.productId),
        media_type: m.mediaType,
        photo_path: m.path,
      })
    }
    mediaOf.set(m.productId, list)
  }
  const tagsOf = new Map<number, string[]>()
  for (const t of tags) tagsOf.set(t.productId, [...(tagsOf.get(t.productId) ?? []), t.slug])
  return rows.map((p) => ({
    ...toWireProduct(p),
    media_list: mediaOf.get(p.id) ?? [],
    special_categories: sortSpecials(tagsOf.get(p.id) ?? []),
  }))
}

export const listAdminProducts = async (db: Db, categoryId?: number): Promise<AdminProduct[]> => {
  if (categoryId !== undefined) await getCategory(db, categoryId)
  const scope = categoryId === undefined ? undefined : eq(products.categoryId, categoryId)
  return withExtras(db, await productsInSellerOrder(db, scope), scope)
}

export const getAdminProduct = async (db: Db, id: number): Promise<AdminProduct> => {
  const scope = eq(products.id, id)
  const rows = await db.select().from(products).where(scope)
  if (!rows[0]) throw new AppError('NOT_FOUND', `Product '${id}' not found`)
  return (await withExtras(db, rows, scope))[0]!
}

const codeTaken = (code: string, name?: string) =>
  fieldError('product_code', `'${code}' is already used by another product`, 'PRODUCT_CODE_TAKEN', {
    summary: `Product code '${code}' is already used${name ? ` by ${name}` : ''}. Please choose another.`,
  })

// Codes differing only in case would read as the same code on a printed bill.
const checkCodeFree = async (db: Db, code: string, exceptId?: number) => {
  const same = sql`lower(${products.code}) = lower(${code})`
  const rows = await db
    .select({ name: products.name, code: products.code })
    .from(products)
    .where(exceptId === undefined ? same : and(same, ne(products.id, exceptId)))
  if (rows[0]) throw codeTaken(code, `${rows[0].name} (${rows[0].code})`)
}

const checkCategory = async (db: Db, id: number) => {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
  if (!rows[0]) {
    throw fieldError('category_id', 'Unknown category', 'VALIDATION_FAILED', {
      summary: 'Please choose a category that exists',
    })
  }
}

const productColumns = (input: ProductData) => ({
  categoryId: input.category_id,
  code: input.product_code,
  name: input.product_name,
  tamilName: input.tamil_name,
  per: input.per,
  mrpPaise: fromRupees(input.price),
  discountPercentage: input.discount_percentage,
  isNetrate: input.is_netrate_item === 1,
  isNew: input.is_new_item === 1,
  isSoldOut: input.is_sold_out === 1,
  isTopSelling: input.is_top_selling_item === 1,
  photoPath: input.photo_path,
})

// A product not yet inserted is found by its code inside the same batch.
export const productByCode = (code: string) =>
  sql<number>`(select ${products.id} from ${products} where ${products.code} = ${code})`

const nextSortOrder = (categoryRef: number | SQL) =>
  sql<number>`(select coalesce(max(${products.sortOrder}), 0) + ${SORT_STEP} from ${products} where ${products.categoryId} = ${categoryRef})`

// Tags a product with special categories, each found by its slug inside the same batch.
export const insertSpecials = (db: Db, product: number | SQL, slugs: readonly string[]): Statement[] =>
  slugs.length
    ? [
        db.insert(productSpecialCategories).values(
          slugs.map((slug) => ({
            productId: product,
            specialCategoryId: sql<number>`(select ${specialCategories.id} from ${specialCategories} where ${specialCategories.slug} = ${slug})`,
          })),
        ),
      ]
    : []

export const replaceSpecials = (db: Db, product: number | SQL, slugs: readonly string[]): Statement[] => [
  db.delete(productSpecialCategories).where(eq(productSpecialCategories.productId, product)),
  ...insertSpecials(db, product, slugs),
]

const replaceMedia = (db: Db, product: number | SQL, media: ProductData['media_list']): Statement[] => [
  db.delete(productMedia).where(eq(productMedia.productId, product)),
  ...(media.length
    ? [
        db.insert(productMedia).values(
          media.map((m, i) => ({
            productId: product,
            mediaType: m.media_type,
            path: m.photo_path,
            sortOrder: i,
          })),
        ),
      ]
    : []),
]

const onCodeClash = (code: string) => (e: unknown) =>
  isUniqueViolation(e, 'products.code') ? codeTaken(code) : undefined

export const createProduct = async (db: Db, input: ProductData, now: number): Promise<AdminProduct> => {
  await checkCategory(db, input.category_id)
  await checkCodeFree(db, input.product_code)
  const ref = productByCode(input.product_code)
  const [inserted] = await catalogueWrite(
    db,
    [
      db
        .insert(products)
        .values({ ...productColumns(input), sortOrder: nextSortOrder(input.category_id), updatedAt: now })
        .returning({ id: products.id }),
      ...replaceMedia(db, ref, input.media_list),
      ...replaceSpecials(db, ref, input.special_categories),
    ],
    onCodeClash(input.product_code),
  )
  return getAdminProduct(db, Number(inserted?.rows[0]?.id))
}

export const updateProduct = async (
  db: Db,
  id: number,
  input: ProductData,
  now: number,
): Promise<AdminProduct> => {
  const before = await getAdminProduct(db, id)
  await checkCategory(db, input.category_id)
  await checkCodeFree(db, input.product_code, id)
  // A product moved to another category goes to the end of it.
  const moved = before.category_id !== String(input.category_id)
  await catalogueWrite(
    db,
    [
      db
        .update(products)
        .set({
          ...productColumns(input),
          ...(moved ? { sortOrder: nextSortOrder(input.category_id) } : {}),
          updatedAt: now,
        })
        .where(eq(products.id, id)),
      ...replaceMedia(db, id, input.media_list),
      ...replaceSpecials(db, id, input.special_categories),
    ],
    onCodeClash(input.product_code),
  )
  return getAdminProduct(db, id)
}

export const setSoldOut = async (
  db: Db,
  id: number,
  soldOut: boolean,
  now: number,
): Promise<AdminProduct> => {
  const before = await getAdminProduct(db, id)
  if ((before.is_sold_out === 1) !== soldOut) {
    await catalogueWrite(
      db,
      [db.update(products).set({ isSoldOut: soldOut, updatedAt: now }).where(eq(products.id, id))],
      () => undefined,
    )
  }
  return getAdminProduct(db, id)
}

// Ids of one category's products in their new order; the category's list comes back.
export const reorderProducts = async (db: Db, ids: string[], now: number) => {
  const wanted = distinctIds(ids)
  const found = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, wanted))
  const known = new Map(found.map((p) => [p.id, p.categoryId]))
  const unknown = wanted.find((id) => !known.has(id))
  if (unknown !== undefined) throw new AppError('NOT_FOUND', `Product '${unknown}' not found`)
  const categoryIds = new Set(known.values())
  if (categoryIds.size > 1) {
    throw fieldError('ids', 'All products must be in the same category', 'VALIDATION_FAILED', {
      summary: 'Products can only be reordered within one category',
    })
  }
  const categoryId = [...categoryIds][0]!
  const current = await db
    .select({ id: products.id, sortOrder: products.sortOrder })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .orderBy(asc(products.sortOrder), asc(products.id))
  const changes = renumber(wanted, current)
  if (changes.length) {
    await catalogueWrite(
      db,
      changes.map((r) =>
        db.update(products).set({ sortOrder: r.sortOrder, updatedAt: now }).where(eq(products.id, r.id)),
      ),
      () => undefined,
    )
  }
  return { categoryId, changed: changes.length > 0 }
}
