import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import Papa from 'papaparse'
import { z } from 'zod'
import {
  CSV_COLUMNS,
  type CsvRowError,
  categoryInputSchema,
  type ImportPreview,
  productInputSchema,
} from '../../contract/admin'
import { SPECIAL_CATEGORIES, type SpecialCategorySlug } from '../../contract/catalogue'
import { slug } from '../../contract/common'
import { parseRupees, toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import {
  categories,
  productMedia,
  productSpecialCategories,
  products,
  specialCategories,
} from '../../db/schema'
import { isUniqueViolation, writeBatch } from '../../db/write'
import { AppError } from '../../lib/errors'
import { bumpCatalogueVersion } from '../catalogue/catalogue.service'
import {
  insertSpecials,
  productByCode,
  replaceSpecials,
  SORT_STEP,
  sortSpecials,
} from './admin-catalogue.service'

type Column = (typeof CSV_COLUMNS)[number]
type Statement = Parameters<typeof writeBatch>[1][number]

// Excel reads a CSV without a byte order mark in the PC's old code page and garbles Tamil.
const UTF8_BOM = '\uFEFF'
// At most this many products in one file, and this many errors in one answer.
export const CSV_MAX_ROWS = 5000
// A 5000-line price list with Tamil names (three bytes a letter in UTF-8) stays well under this.
export const CSV_MAX_BYTES = 2 * 1024 * 1024
const MAX_ERRORS = 100

// A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula: a
// product name like '=HYPERLINK(...)' would act when the seller opens the export. Such a cell is
// written with a leading apostrophe, which spreadsheets show as text, and the import takes it off
// again. A cell that already starts with apostrophes before one of those gets one more, so the
// import's one removal gives back exactly what was stored.
const FORMULA_START = /^'*[=+\-@\t\r]/
export const escapeFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell)
export const unescapeFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell

// Always two decimals, as a price list shows rupees ('250.00').
const paiseText = (paise: number) => toRupees(paise).toFixed(2)
const flagText = (b: boolean) => (b ? '1' : '0')

/* Export */

export const exportCsv = async (db: Db): Promise<string> => {
  const [rows, tags] = await db.batch([
    db
      .select()
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id)),
    db
      .select({ productId: productSpecialCategories.productId, slug: specialCategories.slug })
      .from(productSpecialCategories)
      .innerJoin(specialCategories, eq(specialCategories.id, productSpecialCategories.specialCategoryId)),
  ])
  const tagsOf = new Map<number, string[]>()
  for (const t of tags) tagsOf.set(t.productId, [...(tagsOf.get(t.productId) ?? []), t.slug])
  const data = rows.map(({ products: p, categories: c }) => {
    const row: Record<Column, string> = {
      category_slug: c.slug,
      category_name: c.name,
      category_tamil_name: c.tamilName,
      product_code: p.code,
      product_name: p.name,
      tamil_name: p.tamilName,
      per: p.per,
      mrp: paiseText(p.mrpPaise),
      discount_percentage: String(p.discountPercentage),
      is_netrate_item: flagText(p.isNetrate),
      is_new_item: flagText(p.isNew),
      is_sold_out: flagText(p.isSoldOut),
      is_top_selling_item: flagText(p.isTopSelling),
      special_categories: sortSpecials(tagsOf.get(p.id) ?? []).join('|'),
      photo_path: p.photoPath ?? '',
    }
    return CSV_COLUMNS.map((col) => escapeFormula(row[col]))
  })
  return UTF8_BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' })
}

/* Import: reading and checking the file */

const specialBySpelling = new Map<string, SpecialCategorySlug>(
  SPECIAL_CATEGORIES.flatMap((s) => [
    [s.slug, s.slug],
    [s.name.toLowerCase(), s.slug],
  ]),
)

const csvFlag = z
  .string()
  .trim()
  .refine((s) => s === '' || s === '0' || s === '1', 'must be 0 or 1')
  .transform((s) => s === '1')

// Rupees as a spreadsheet writes them ('250', '249.5', '1,250.00'), to paise.
const rupeesText = z
  .string()
  .trim()
  .regex(/^(\d+|\d{1,3}(,\d{2,3})+)(\.\d{1,2})?$/, 'must be an amount in rupees, like 250 or 249.50')
  .transform(parseRupees)
  .refine((p) => p > 0, 'must be more than 0')
  .refine((p) => p <= 100_000_000, 'must be at most 1000000')

const specialsText = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const out: SpecialCategorySlug[] = []
    for (const part of s.split('|').map((p) => p.trim())) {
      if (!part) continue
      const found = specialBySpelling.get(part.toLowerCase())
      if (found) out.push(found)
      else {
        ctx.addIssue({
          code: 'custom',
          message: `unknown special category '${part}' (use ${SPECIAL_CATEGORIES.map((c) => c.slug).join(', ')})`,
        })
      }
    }
    return sortSpecials(out)
  })

// The same rules as the console's forms, column by column.
const csvRowSchema = z.object({
  category_slug: z.string().trim().pipe(slug),
  category_name: categoryInputSchema.shape.category_name,
  category_tamil_name: categoryInputSchema.shape.tamil_name,
  product_code: productInputSchema.shape.product_code,
  product_name: productInputSchema.shape.product_name,
  tamil_name: productInputSchema.shape.tamil_name,
  per: productInputSchema.shape.per,
  mrp: rupeesText,
  discount_percentage: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 100')
    .transform(Number)
    .refine((n) => n <= 100, 'must be a whole number from 0 to 100'),
  is_netrate_item: csvFlag,
  is_new_item: csvFlag,
  is_sold_out: csvFlag,
  is_top_selling_item: csvFlag,
  special_categories: specialsText,
  photo_path: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .refine((s) => s === '' || s.startsWith('/'), 'must be empty or start with /')
    .transform((s) => s || null),
})
type CsvRow = z.output<typeof csvRowSchema> & { row: number }

const papaMessage = (e: Papa.ParseError) => {
  switch (e.code) {
    case 'TooFewFields':
    case 'TooManyFields':
      return `${e.message.replace(/\.$/, '')}; every row needs the ${CSV_COLUMNS.length} columns of the header`
    default:
      return e.message
  }
}

export const readCsv = (text: string): { rows: CsvRow[]; errors: CsvRowError[] } => {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (h) => h.trim().toLowerCase(),
  })
  const errors: CsvRowError[] = []
  const fields = parsed.meta.fields ?? []
  const known = new Set<string>(CSV_COLUMNS)
  for (const renamed of Object.values(parsed.meta.renamedHeaders ?? {})) {
    errors.push({ row: 1, message: `Column '${renamed}' appears more than once` })
  }
  const renamedTo = new Set(Object.keys(parsed.meta.renamedHeaders ?? {}))
  for (const f of fields) {
    if (!known.has(f) && !renamedTo.has(f)) {
      errors.push({ row: 1, message: f ? `Unknown column '${f}'` : 'A column has no name' })
    }
  }
  for (const col of CSV_COLUMNS) {
    if (!fields.includes(col)) errors.push({ row: 1, message: `Missing column '${col}'` })
  }
  // With the header wrong, every row would be wrong too: say what to fix first.
  if (errors.length) return { rows: [], errors }
  if (!parsed.data.length) return { rows: [], errors: [{ row: 1, message: 'The file has no products' }] }
  if (parsed.data.length > CSV_MAX_ROWS) {
    return { rows: [], errors: [{ row: 1, message: `At most ${CSV_MAX_ROWS} products per file` }] }
  }

  // Rows are numbered as a spreadsheet shows them: the header is row 1.
  const broken = new Set<number>()
  for (const e of parsed.errors) {
    if (e.code === 'UndetectableDelimiter') continue
    const row = (e.row ?? -1) + 2
    broken.add(row)
    errors.push({ row: Math.max(row, 1), message: papaMessage(e) })
  }

  const rows: CsvRow[] = []
  parsed.data.forEach((raw, i) => {
    const row = i + 2
    if (broken.has(row)) return
    const cells = Object.fromEntries(CSV_COLUMNS.map((c) => [c, unescapeFormula(raw[c] ?? '')]))
    const result = csvRowSchema.safeParse(cells)
    if (result.success) rows.push({ ...result.data, row })
    else {
      for (const issue of result.error.issues) {
        errors.push({ row, message: `${String(issue.path[0] ?? 'row')}: ${issue.message}` })
      }
    }
  })

  // One code per product, and one name per category slug.
  const codeRow = new Map<string, number>()
  const categoryRow = new Map<string, CsvRow>()
  for (const r of rows) {
    const seen = codeRow.get(r.product_code.toLowerCase())
    if (seen !== undefined) {
      errors.push({ row: r.row, message: `product_code: '${r.product_code}' is also on row ${seen}` })
    } else codeRow.set(r.product_code.toLowerCase(), r.row)
    const first = categoryRow.get(r.category_slug)
    if (!first) categoryRow.set(r.category_slug, r)
    else if (first.category_name !== r.category_name) {
      errors.push({
        row: r.row,
        message: `category_name: category '${r.category_slug}' is named '${first.category_name}' on row ${first.row}`,
      })
    } else if (first.category_tamil_name !== r.category_tamil_name) {
      errors.push({
        row: r.row,
        message: `category_tamil_name: category '${r.category_slug}' has another Tamil name on row ${first.row}`,
      })
    }
  }
  errors.sort((a, b) => a.row - b.row)
  if (errors.length > MAX_ERRORS) {
    const rest = errors.length - MAX_ERRORS
    errors.length = MAX_ERRORS
    errors.push({ row: errors[MAX_ERRORS - 1]!.row, message: `…and ${rest} more errors; fix these first` })
  }
  return { rows, errors }
}

/* Import: what changes */

const sameSequence = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

// Position of each item among the items both lists share: a product whose neighbours left or
// arrived has not moved; one the seller dragged above another has.
const sharedRanks = (list: readonly string[], other: ReadonlySet<string>) =>
  new Map(list.filter((x) => other.has(x)).map((x, i) => [x, i]))

const chunk = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

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
    db
      .select({ productId: productSpecialCategories.productId, slug: specialCategories.slug })
      .from(productSpecialCategories)
      .innerJoin(specialCategories, eq(specialCategories.id, productSpecialCategories.specialCategoryId)),
  ])
  const now = ctx.now
  const statements: Statement[] = []

  /* Categories */
  const catBySlug = new Map(cats.map((c) => [c.slug, c]))
  const fileCats: CsvRow[] = []
  for (const r of rows) if (!fileCats.some((c) => c.category_slug === r.category_slug)) fileCats.push(r)
  const fileSlugs = new Set(fileCats.map((c) => c.category_slug))
  const current = cats.map((c) => c.slug)
  // Existing categories of the file take the file's order in the places they hold now; a new one
  // goes right after the category before it in the file.
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

  const catCreated: string[] = []
  const catUpdated: string[] = []
  order.forEach((slugName, i) => {
    const existing = catBySlug.get(slugName)
    // Unchanged order means no new category either: every one keeps its number.
    const sortOrder = existing && !renumberCats ? existing.sortOrder : (i + 1) * SORT_STEP
    const file = fileCats.find((c) => c.category_slug === slugName)
    if (!existing) {
      catCreated.push(slugName)
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
      catUpdated.push(slugName)
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

  /* Products */
  const byCode = new Map(prods.map((p) => [p.code, p]))
  const slugOfCat = new Map(cats.map((c) => [c.id, c.slug]))
  const tagsOf = new Map<number, string[]>()
  for (const t of tags) tagsOf.set(t.productId, [...(tagsOf.get(t.productId) ?? []), t.slug])
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

  const preview: ImportPreview = {
    applied: false,
    categories: { created: catCreated, updated: catUpdated },
    products: { created, updated, unchanged, removed: removed.map((p) => p.code) },
    errors: [],
  }
  if (!ctx.apply) return preview

  // Removals first, then everything else, then the version bump: one transaction.
  const removals: Statement[] = chunk(
    removed.map((p) => p.id),
    500,
  ).flatMap((ids) => [
    db.delete(productSpecialCategories).where(inArray(productSpecialCategories.productId, ids)),
    db.delete(productMedia).where(inArray(productMedia.productId, ids)),
    db.delete(products).where(inArray(products.id, ids)),
  ])
  const all = [...removals, ...statements]
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
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return Promise.resolve(
      emptyPreview([{ row: 1, message: 'The file is not UTF-8 text: in Excel, save it as "CSV UTF-8"' }]),
    )
  }
  return importCsv(db, text, ctx)
}
