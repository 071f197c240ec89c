import { asc, eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { CSV_COLUMNS } from '../../contract/admin'
import { toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema'
import { escapeFormula, UTF8_BOM } from '../../lib/csv-cells'
import { slugsByProduct, sortSpecials, specialTags } from './catalogue-admin-common'

type Column = (typeof CSV_COLUMNS)[number]

// Always two decimals, as a price list shows rupees ('250.00').
const paiseText = (paise: number) => toRupees(paise).toFixed(2)
const flagText = (b: boolean) => (b ? '1' : '0')

// The whole price list in the seller's order, in the columns the import reads back.
export const exportCsv = async (db: Db): Promise<string> => {
  const [rows, tags] = await db.batch([
    db
      .select()
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id)),
    specialTags(db),
  ])
  const tagsOf = slugsByProduct(tags)
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
