import Papa from 'papaparse'
import { beforeEach } from 'vitest'
import { CSV_COLUMNS, type ImportPreview } from '../../worker/contract/admin'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { seedDemo } from '../../worker/db/seed/seed'
import { auth } from './admin'
import { apiApp } from './api-app'
import { API } from './test-app'

// The console's price list file: one app per test file, signed in as the seller, and every test
// starting from the demo price list.
export const csvAdminApp = () => {
  const t = apiApp({ seller: true })
  beforeEach(async () => {
    await seedDemo(t.db)
  })
  const ctx = {
    t,
    exportCsv: async () => {
      const res = await ctx.t.request(`${API}/admin/catalogue/export.csv`, { headers: auth(t.seller) })
      const bytes = new Uint8Array(await res.arrayBuffer())
      return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
    },
    importCsv: (csv: string, apply: 0 | 1) =>
      ctx.t.json<{ data: ImportPreview } & ErrorBody>(`${API}/admin/catalogue/import?apply=${apply}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', ...auth(t.seller) },
        body: csv,
      }),
    // The price list as a buyer gets it once the background check has run: every test reseeds
    // the database behind the app's back.
    quickOrder: async () => {
      await ctx.t.request(`${API}/product/quickorder`)
      await ctx.t.settled()
      const res = await ctx.t.request(`${API}/product/quickorder`)
      return { etag: res.headers.get('ETag'), text: await res.text() }
    },
    shop: async () => (JSON.parse((await ctx.quickOrder()).text) as { data: QuickOrderCategory[] }).data,
  }
  return ctx
}

export type Row = Record<(typeof CSV_COLUMNS)[number], string>
export const parse = (csv: string) => Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data
export const unparse = (rows: Row[]) =>
  Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => r[c])) })

// The demo list with one product removed, one changed, one new category with a new product.
export const editedPriceList = async (ctx: ReturnType<typeof csvAdminApp>) => {
  const rows = parse((await ctx.exportCsv()).text)
  const removed = rows.splice(5, 1)[0]!
  const changed = rows[10]!
  changed.mrp = '999.50'
  changed.is_sold_out = '1'
  const newRow: Row = {
    category_slug: 'festival-specials',
    category_name: 'Festival Specials',
    category_tamil_name: 'பண்டிகை சிறப்பு',
    product_code: 'FS01',
    product_name: 'Rainbow Peacock',
    tamil_name: 'வானவில் மயில்',
    per: '1 Box (1 Pc)',
    mrp: '1,250.00',
    discount_percentage: '50',
    is_netrate_item: '0',
    is_new_item: '1',
    is_sold_out: '0',
    is_top_selling_item: '0',
    special_categories: 'gift-boxes',
    photo_path: '',
  }
  rows.push(newRow)
  const expected: Omit<ImportPreview, 'applied'> = {
    categories: { created: ['festival-specials'], updated: [] },
    products: {
      created: ['FS01'],
      updated: [changed.product_code],
      unchanged: rows.length - 2,
      removed: [removed.product_code],
    },
    errors: [],
  }
  return {
    csv: unparse(rows),
    expected,
    removedCode: removed.product_code,
    changedCode: changed.product_code,
    newCode: 'FS01',
  }
}
