import { eq, type SQL, sql } from 'drizzle-orm'
import { SPECIAL_CATEGORIES, type SpecialCategorySlug } from '../../contract/catalogue'
import type { Db } from '../../db/client'
import { productSpecialCategories, products, specialCategories } from '../../db/schema'
import { bumpCatalogueVersion } from '../../db/versions'
import { writeBatch } from '../../db/write'
import { type AppError, fieldError } from '../../lib/errors'

// What the console's category and product writes and the price-list import share.

export type Statement = Parameters<typeof writeBatch>[1][number]

// New rows go after the last one; seed and reorder number in tens, leaving room between.
export const SORT_STEP = 10

const SPECIAL_ORDER = new Map<string, number>(SPECIAL_CATEGORIES.map((s, i) => [s.slug, i]))
export const sortSpecials = (slugs: Iterable<string>) =>
  [...new Set(slugs)].sort(
    (a, b) => (SPECIAL_ORDER.get(a) ?? 99) - (SPECIAL_ORDER.get(b) ?? 99),
  ) as SpecialCategorySlug[]

// Every catalogue write ends with the version bump, in the same transaction, so every instance's
// cache notices; a unique index is the last word on duplicates that a check raced past.
export const catalogueWrite = async (
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

export const distinctIds = (ids: string[]) => {
  const wanted = ids.map(Number)
  if (new Set(wanted).size !== wanted.length) {
    throw fieldError('ids', 'Each id may appear only once')
  }
  return wanted
}

// The listed rows first, in the order given; any the list left out keep their order after them.
// Only rows whose number changes are written.
export const renumber = (wanted: number[], current: { id: number; sortOrder: number }[]) => {
  const listed = new Set(wanted)
  const order = [...wanted, ...current.map((r) => r.id).filter((id) => !listed.has(id))]
  const before = new Map(current.map((r) => [r.id, r.sortOrder]))
  return order
    .map((id, i) => ({ id, sortOrder: (i + 1) * SORT_STEP }))
    .filter((r) => before.get(r.id) !== r.sortOrder)
}

// A product not yet inserted is found by its code inside the same batch.
export const productByCode = (code: string) =>
  sql<number>`(select ${products.id} from ${products} where ${products.code} = ${code})`

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

// Every product's special categories, as (product, slug) pairs.
export const specialTags = (db: Db) =>
  db
    .select({ productId: productSpecialCategories.productId, slug: specialCategories.slug })
    .from(productSpecialCategories)
    .innerJoin(specialCategories, eq(specialCategories.id, productSpecialCategories.specialCategoryId))

export const slugsByProduct = (tags: readonly { productId: number; slug: string }[]) => {
  const byProduct = new Map<number, string[]>()
  for (const t of tags) byProduct.set(t.productId, [...(byProduct.get(t.productId) ?? []), t.slug])
  return byProduct
}
