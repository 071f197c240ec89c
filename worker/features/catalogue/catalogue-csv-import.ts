import { asc, inArray } from 'drizzle-orm'
import type { CsvRowError, ImportPreview } from '../../contract/admin'
import type { Db } from '../../db/client'
import { categories, productMedia, productSpecialCategories, products } from '../../db/schema'
import { bumpCatalogueVersion } from '../../db/versions'
import { isUniqueViolation, writeBatch } from '../../db/write'
import { AppError } from '../../lib/errors'
import { type Statement, slugsByProduct, specialTags } from './catalogue-admin-common'
import { categoriesOfFile, chunk, planCategories, planProducts } from './catalogue-csv-plan'
import { readCsv } from './catalogue-csv-read'

const emptyPreview = (errors: CsvRowError[]): ImportPreview => ({
  applied: false,
  categories: { created: [], updated: [] },
  products: { created: [], updated: [], unchanged: 0, removed: [] },
  errors,
})

// The file replaces the price list: its rows are every product, in its order (categories in the
// order they first appear). Categories are never removed; one left out keeps its place.
export const importCsv = async (
  db: Db,
  text: string,
  ctx: { apply: boolean; now: number },
): Promise<ImportPreview> => {
  const { rows, errors } = readCsv(text)
  if (errors.length) return emptyPreview(errors)

  const [cats, prods, tags] = await db.batch([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    specialTags(db),
  ])
  const fileCats = categoriesOfFile(rows)
  const catPlan = planCategories(db, fileCats, cats, ctx.now)
  const prodPlan = planProducts(
    db,
    { rows, fileCats },
    { cats, prods, tagsOf: slugsByProduct(tags) },
    ctx.now,
  )

  const preview: ImportPreview = {
    applied: false,
    categories: { created: catPlan.created, updated: catPlan.updated },
    products: {
      created: prodPlan.created,
      updated: prodPlan.updated,
      unchanged: prodPlan.unchanged,
      removed: prodPlan.removed.map((p) => p.code),
    },
    errors: [],
  }
  if (!ctx.apply) return preview

  // Removals first, then everything else, then the version bump: one transaction.
  const removals: Statement[] = chunk(
    prodPlan.removed.map((p) => p.id),
    500,
  ).flatMap((ids) => [
    db.delete(productSpecialCategories).where(inArray(productSpecialCategories.productId, ids)),
    db.delete(productMedia).where(inArray(productMedia.productId, ids)),
    db.delete(products).where(inArray(products.id, ids)),
  ])
  const all = [...removals, ...catPlan.statements, ...prodPlan.statements]
  if (all.length) {
    try {
      await writeBatch(db, [...all, bumpCatalogueVersion(db)])
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new AppError(
          'CONFLICT',
          'The catalogue changed while the file was being read. Please import it again.',
        )
      }
      throw e
    }
  }
  return { ...preview, applied: true }
}

// Spreadsheets can save in an old code page; such a file would import garbled Tamil names.
export const importCsvBytes = (db: Db, bytes: Uint8Array, ctx: { apply: boolean; now: number }) => {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return Promise.resolve(
      emptyPreview([{ row: 1, message: 'The file is not UTF-8 text: in Excel, save it as "CSV UTF-8"' }]),
    )
  }
  return importCsv(db, text, ctx)
}
