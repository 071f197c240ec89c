import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AdminProduct, productInputSchema } from '../../contract/admin'
import { fromRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { categories, productMedia, productSpecialCategories, products } from '../../db/schema'
import { isUniqueViolation } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { mediaOfProducts, toWireProduct } from './catalogue.service'
import {
  catalogueWrite,
  distinctIds,
  productByCode,
  renumber,
  replaceSpecials,
  SORT_STEP,
  type Statement,
  slugsByProduct,
  sortSpecials,
  specialTags,
} from './catalogue-admin-common'
import { getCategory } from './categories-admin.service'

type ProductData = z.output<typeof productInputSchema>
type ProductRow = typeof products.$inferSelect

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
    specialTags(db).where(inArray(productSpecialCategories.productId, ids)),
  ])
  const mediaOf = mediaOfProducts(media)
  const tagsOf = slugsByProduct(tags)
  return rows.map((p) => ({
    ...toWireProduct(p),
    media_list: mediaOf.get(p.id) ?? [],
    green_certificate: p.greenCertificate,
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
  isGreen: input.is_green === 1,
  greenCertificate: input.green_certificate,
  photoPath: input.photo_path,
})

const nextSortOrder = (categoryRef: number | SQL) =>
  sql<number>`(select coalesce(max(${products.sortOrder}), 0) + ${SORT_STEP} from ${products} where ${products.categoryId} = ${categoryRef})`

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

// A change to one product: it must be there first (else NOT_FOUND); the console gets it back as it
// now stands.
const changeProduct = async (
  db: Db,
  id: number,
  change: (before: AdminProduct) => Promise<unknown>,
): Promise<AdminProduct> => {
  await change(await getAdminProduct(db, id))
  return getAdminProduct(db, id)
}

export const updateProduct = (db: Db, id: number, input: ProductData, now: number) =>
  changeProduct(db, id, async (before) => {
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
  })

export const setSoldOut = (db: Db, id: number, soldOut: boolean, now: number) =>
  changeProduct(db, id, async (before) => {
    if ((before.is_sold_out === 1) === soldOut) return
    await catalogueWrite(
      db,
      [db.update(products).set({ isSoldOut: soldOut, updatedAt: now }).where(eq(products.id, id))],
      () => undefined,
    )
  })

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
