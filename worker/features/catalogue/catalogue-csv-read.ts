import Papa from 'papaparse'
import * as z from 'zod'
import { CSV_COLUMNS, type CsvRowError, categoryInputSchema, productInputSchema } from '../../contract/admin'
import { isSameOriginPath, SPECIAL_CATEGORIES, type SpecialCategorySlug } from '../../contract/catalogue'
import { slug } from '../../contract/common'
import { parseRupees, RUPEES_TEXT } from '../../contract/rupees-text'
import { unescapeFormula } from '../../lib/csv-cells'
import { sortSpecials } from './catalogue-admin-common'

// Reading and checking the price list file, before anything in the database is looked at.

// At most this many products in one file. A 5000-line price list with Tamil names (three bytes a
// letter in UTF-8) stays well under the contract's CSV_MAX_BYTES, which the console checks before
// uploading.
const CSV_MAX_ROWS = 5000
// At most this many errors in one answer.
const MAX_ERRORS = 100

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
  .regex(RUPEES_TEXT, 'must be an amount in rupees, like 250 or 249.50')
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
    .refine(
      (s) => s === '' || isSameOriginPath(s),
      'must be empty or a path on this site, like /images/products/p.png',
    )
    .transform((s) => s || null),
})
export type CsvRow = z.output<typeof csvRowSchema> & { row: number }

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
