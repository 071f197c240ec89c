import { and, asc, count, eq, getTableColumns, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { categoryInputSchema } from '../../contract/admin'
import type { Category } from '../../contract/catalogue'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema'
import { isUniqueViolation } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { catalogueWrite, distinctIds, renumber, SORT_STEP } from './catalogue-admin-common'

type CategoryData = z.output<typeof categoryInputSchema>

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

export const getCategory = async (db: Db, id: number): Promise<Category> => {
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
