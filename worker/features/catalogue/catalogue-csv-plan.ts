import { eq, type SQL, sql } from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import type { SpecialCategorySlug } from '../../contract/catalogue'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema'
import {
  insertSpecials,
  productByCode,
  replaceSpecials,
  SORT_STEP,
  type Statement,
  sortSpecials,
} from './catalogue-admin-common'
import type { CsvRow } from './catalogue-csv-read'

// What a price list file changes: the statements that make the catalogue match it, and the names
// of what they create and change, for the seller's preview.

type CategoryRow = typeof categories.$inferSelect
type ProductRow = typeof products.$inferSelect

const sameSequence = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

// Position of each item among the items both lists share: a product whose neighbours left or
// arrived has not moved; one the seller dragged above another has.
const sharedRanks = (list: readonly string[], other: ReadonlySet<string>) =>
  new Map(list.filter((x) => other.has(x)).map((x, i) => [x, i]))

export const chunk = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

// The categories in the order the file names them first, one row each.
export const categoriesOfFile = (rows: CsvRow[]) => {
  const fileCats: CsvRow[] = []
  for (const r of rows) if (!fileCats.some((c) => c.category_slug === r.category_slug)) fileCats.push(r)
  return fileCats
}

// Existing categories of the file take the file's order in the places they hold now; a new one
// goes right after the category before it in the file. Categories are never removed.
export const planCategories = (db: Db, fileCats: CsvRow[], cats: CategoryRow[], now: number) => {
  const statements: Statement[] = []
  const catBySlug = new Map(cats.map((c) => [c.slug, c]))
  const fileSlugs = new Set(fileCats.map((c) => c.category_slug))
  const current = cats.map((c) => c.slug)
  const existingInFileOrder = fileCats.map((c) => c.category_slug).filter((s) => catBySlug.has(s))
  let k = 0
  const order = current.map((s) => (fileSlugs.has(s) ? existingInFileOrder[k++]! : s))
  let previous: string | undefined
  for (const c of fileCats) {
    if (!catBySlug.has(c.category_slug)) {
      const at =
        previous === undefined ? order.indexOf(existingInFileOrder[0] ?? '') : order.indexOf(previous) + 1
      order.splice(at < 0 ? order.length : at, 0, c.category_slug)
    }
    previous = c.category_slug
  }
  const renumberCats = !sameSequence(order, current)
  const shared = new Set(current.filter((s) => fileSlugs.has(s)))
  const rankNow = sharedRanks(current, shared)
  const rankFile = sharedRanks(existingInFileOrder, shared)

  const created: string[] = []
  const updated: string[] = []
  order.forEach((slugName, i) => {
    const existing = catBySlug.get(slugName)
    // Unchanged order means no new category either: every one keeps its number.
    const sortOrder = existing && !renumberCats ? existing.sortOrder : (i + 1) * SORT_STEP
    const file = fileCats.find((c) => c.category_slug === slugName)
    if (!existing) {
      created.push(slugName)
      statements.push(
        db.insert(categories).values({
          slug: slugName,
          name: file!.category_name,
          tamilName: file!.category_tamil_name,
          sortOrder,
          updatedAt: now,
        }),
      )
      return
    }
    const name = file?.category_name ?? existing.name
    const tamilName = file?.category_tamil_name ?? existing.tamilName
    if (
      file &&
      (name !== existing.name ||
        tamilName !== existing.tamilName ||
        rankNow.get(slugName) !== rankFile.get(slugName))
    ) {
      updated.push(slugName)
    }
    if (name !== existing.name || tamilName !== existing.tamilName || sortOrder !== existing.sortOrder) {
      statements.push(
        db
          .update(categories)
          .set({ name, tamilName, sortOrder, updatedAt: now })
          .where(eq(categories.id, existing.id)),
      )
    }
  })
  return { statements, created, updated }
}

// The file's rows are every product, in its order; a product missing from it is removed.
export const planProducts = (
  db: Db,
  file: { rows: CsvRow[]; fileCats: CsvRow[] },
  current: { cats: CategoryRow[]; prods: ProductRow[]; tagsOf: Map<number, string[]> },
  now: number,
) => {
  const { rows, fileCats } = file
  const { cats, prods, tagsOf } = current
  const statements: Statement[] = []
  const catBySlug = new Map(cats.map((c) => [c.slug, c]))
  const byCode = new Map(prods.map((p) => [p.code, p]))
  const slugOfCat = new Map(cats.map((c) => [c.id, c.slug]))
  const fileCodes = new Set(rows.map((r) => r.product_code))
  const removed = prods.filter((p) => !fileCodes.has(p.code))

  const categoryRef = (slugName: string): number | SQL => {
    const existing = catBySlug.get(slugName)
    return existing
      ? existing.id
      : sql<number>`(select ${categories.id} from ${categories} where ${categories.slug} = ${slugName})`
  }

  const created: string[] = []
  const updated: string[] = []
  let unchanged = 0
  const inserts: SQLiteInsertValue<typeof products>[] = []
  const newTags: { code: string; slugs: SpecialCategorySlug[] }[] = []

  for (const c of fileCats) {
    const slugName = c.category_slug
    const fileRows = rows.filter((r) => r.category_slug === slugName)
    const existingCat = catBySlug.get(slugName)
    const currentCodes = existingCat
      ? prods.filter((p) => p.categoryId === existingCat.id).map((p) => p.code)
      : []
    const wanted = fileRows.map((r) => r.product_code)
    const renumber = !sameSequence(wanted, currentCodes)
    const wantedSet = new Set(wanted)
    const common = new Set(currentCodes.filter((code) => wantedSet.has(code)))
    const before = sharedRanks(currentCodes, common)
    const after = sharedRanks(wanted, common)

    fileRows.forEach((r, i) => {
      const p = byCode.get(r.product_code)
      const values = {
        code: r.product_code,
        name: r.product_name,
        tamilName: r.tamil_name,
        per: r.per,
        mrpPaise: r.mrp,
        discountPercentage: r.discount_percentage,
        isNetrate: r.is_netrate_item,
        isNew: r.is_new_item,
        isSoldOut: r.is_sold_out,
        isTopSelling: r.is_top_selling_item,
        photoPath: r.photo_path,
      }
      if (!p) {
        created.push(r.product_code)
        inserts.push({
          ...values,
          categoryId: categoryRef(slugName),
          // A new product always changes its category's sequence, so the category is renumbered.
          sortOrder: (i + 1) * SORT_STEP,
          updatedAt: now,
        })
        if (r.special_categories.length) newTags.push({ code: r.product_code, slugs: r.special_categories })
        return
      }
      const sortOrder = renumber ? (i + 1) * SORT_STEP : p.sortOrder
      const movedCategory = slugOfCat.get(p.categoryId) !== slugName
      const contentChanged = (Object.keys(values) as (keyof typeof values)[]).some(
        (key) => values[key] !== p[key],
      )
      const specialsChanged = !sameSequence(sortSpecials(tagsOf.get(p.id) ?? []), r.special_categories)
      if (contentChanged || specialsChanged || movedCategory || before.get(p.code) !== after.get(p.code)) {
        updated.push(p.code)
      } else unchanged++
      if (contentChanged || movedCategory || sortOrder !== p.sortOrder) {
        statements.push(
          db
            .update(products)
            .set({ ...values, categoryId: categoryRef(slugName), sortOrder, updatedAt: now })
            .where(eq(products.id, p.id)),
        )
      }
      if (specialsChanged) statements.push(...replaceSpecials(db, p.id, r.special_categories))
    })
  }
  for (const part of chunk(inserts, 50)) statements.push(db.insert(products).values(part))
  for (const t of newTags) statements.push(...insertSpecials(db, productByCode(t.code), t.slugs))
  return { statements, created, updated, unchanged, removed }
}
