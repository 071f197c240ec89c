import Papa from 'papaparse'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CSV_COLUMNS, type ImportPreview } from '../../worker/contract/admin'
import type { ProductDetail, QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { seedDemo } from '../../worker/db/seed/seed'
import { adminPost, auth, createAdmin } from '../helpers/admin'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = await createAdmin(t)
})
afterAll(() => t.close())
// Each test starts from the demo price list.
beforeEach(async () => {
  await seedDemo(t.db)
})

const exportCsv = async () => {
  const res = await t.request(`${API}/admin/catalogue/export.csv`, { headers: auth(token) })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}
const importCsv = (csv: string, apply: 0 | 1) =>
  t.json<{ data: ImportPreview } & ErrorBody>(`${API}/admin/catalogue/import?apply=${apply}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', ...auth(token) },
    body: csv,
  })
const quickOrder = async () => {
  const res = await t.request(`${API}/product/quickorder`)
  return { etag: res.headers.get('ETag'), text: await res.text() }
}
const shop = async () => (JSON.parse((await quickOrder()).text) as { data: QuickOrderCategory[] }).data

type Row = Record<(typeof CSV_COLUMNS)[number], string>
const parse = (csv: string) => Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data
const unparse = (rows: Row[]) =>
  Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => r[c])) })

describe('GET admin/catalogue/export.csv', () => {
  it('downloads the price list as a UTF-8 CSV attachment, one row a product in the seller order', async () => {
    const { res, bytes, text } = await exportCsv()
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="price-list-2026-10-20.csv"')
    // A byte order mark, so Excel shows the Tamil names instead of mojibake.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(text.startsWith('\uFEFFcategory_slug,category_name,')).toBe(true)
    const rows = parse(text)
    const products = (await shop()).flatMap((c) =>
      c.product_list.map((p) => ({ ...p, slug: c.category_slug })),
    )
    expect(rows).toHaveLength(products.length)
    expect(rows.map((r) => r.product_code)).toEqual(products.map((p) => p.product_code))
    const first = rows[0]!
    const p = products[0]!
    expect(first).toMatchObject({
      category_slug: p.slug,
      product_name: p.product_name,
      tamil_name: p.tamil_name,
      mrp: p.price.toFixed(2),
      discount_percentage: String(p.discount_percentage),
      is_sold_out: String(p.is_sold_out),
      photo_path: p.photo_path,
    })
    expect(rows.every((r) => /^\d+\.\d{2}$/.test(r.mrp))).toBe(true)
    expect(rows.every((r) => ['0', '1'].includes(r.is_netrate_item))).toBe(true)
    expect(rows.some((r) => r.special_categories.includes('|'))).toBe(true)
  })
})

describe('POST admin/catalogue/import', () => {
  it('imports its own export unchanged: nothing created, updated or removed, nothing written', async () => {
    const before = await quickOrder()
    const { text } = await exportCsv()
    const rows = parse(text)
    for (const apply of [0, 1] as const) {
      const res = await importCsv(text, apply)
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({
        applied: apply === 1,
        categories: { created: [], updated: [] },
        products: { created: [], updated: [], unchanged: rows.length, removed: [] },
        errors: [],
      })
    }
    const after = await quickOrder()
    expect(after.etag).toBe(before.etag)
    expect(after.text).toBe(before.text)
  })

  it('keeps an empty category, which the export cannot show, in its place across a round trip', async () => {
    const created = await t.json<{ data: { _id: string } }>(
      `${API}/admin/catalogue/categories`,
      adminPost(token, { category_name: 'Coming Soon', slug: 'coming-soon' }),
    )
    const ids = (await shop()).map((c) => c.category_id).filter((id) => id !== created.body.data._id)
    await t.json(
      `${API}/admin/catalogue/categories/reorder`,
      adminPost(token, { ids: [ids[0], created.body.data._id] }),
    )
    const before = await quickOrder()
    const res = await importCsv((await exportCsv()).text, 1)
    expect(res.body.data.categories).toEqual({ created: [], updated: [] })
    expect(res.body.data.products.updated).toEqual([])
    const after = await quickOrder()
    expect(after.etag).toBe(before.etag)
    expect((await shop())[1]!.category_slug).toBe('coming-soon')
  })

  it('lists errors by row and writes nothing: the catalogue stays byte for byte the same', async () => {
    const before = await quickOrder()
    const rows = parse((await exportCsv()).text)
    rows[0]!.mrp = 'abc' // row 2
    rows[2]!.special_categories = 'diwali-specials' // row 4
    rows[3]!.product_code = rows[1]!.product_code // row 5 repeats row 3
    rows[4]!.category_slug = 'Bad Slug' // row 6
    rows[5]!.category_name = 'Another Name' // row 7, same slug as row 2
    rows[6]!.is_new_item = 'yes' // row 8
    rows[7]!.discount_percentage = '120' // row 9
    for (const apply of [0, 1] as const) {
      const res = await importCsv(unparse(rows), apply)
      expect(res.status).toBe(200)
      const preview = res.body.data
      expect(preview.applied).toBe(false)
      expect(preview.errors.map((e) => e.row)).toEqual([2, 4, 5, 6, 7, 8, 9])
      expect(preview.errors[0]!.message).toMatch(/^mrp: /)
      expect(preview.errors[1]!.message).toContain("unknown special category 'diwali-specials'")
      expect(preview.errors[2]!.message).toBe(`product_code: '${rows[1]!.product_code}' is also on row 3`)
      expect(preview.errors[3]!.message).toMatch(/^category_slug: /)
      // Row 2 is wrong itself, so row 3 is the first to name the category.
      expect(preview.errors[4]!.message).toContain(`is named '${rows[1]!.category_name}' on row 3`)
      expect(preview.errors[5]!.message).toBe('is_new_item: must be 0 or 1')
      expect(preview.errors[6]!.message).toMatch(/^discount_percentage: /)
      expect(preview.products).toEqual({ created: [], updated: [], unchanged: 0, removed: [] })
    }
    const after = await quickOrder()
    expect(after.etag).toBe(before.etag)
    expect(after.text).toBe(before.text)
  })

  it('names a missing or unknown column on row 1 and checks no further', async () => {
    const rows = parse((await exportCsv()).text)
    const csv = Papa.unparse({
      fields: [...CSV_COLUMNS.filter((c) => c !== 'per'), 'colour'],
      data: rows.map((r) => [...CSV_COLUMNS.filter((c) => c !== 'per').map((c) => r[c]), 'red']),
    })
    const res = await importCsv(csv, 1)
    expect(res.body.data.applied).toBe(false)
    expect(res.body.data.errors).toEqual([
      { row: 1, message: "Unknown column 'colour'" },
      { row: 1, message: "Missing column 'per'" },
    ])
  })

  it('refuses an empty price list, a row with too few cells and a file that is not UTF-8', async () => {
    const header = CSV_COLUMNS.join(',')
    expect((await importCsv(`${header}\n`, 1)).body.data.errors).toEqual([
      { row: 1, message: 'The file has no products' },
    ])
    const short = await importCsv(`${header}\nsparklers,Sparklers\n`, 1)
    expect(short.body.data.errors[0]!.row).toBe(2)
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${header}\n`), 0xe9, 0x0a])
    const res = await t.json<{ data: ImportPreview }>(`${API}/admin/catalogue/import?apply=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', ...auth(token) },
      body: latin1,
    })
    expect(res.body.data.errors[0]!.message).toContain('UTF-8')
  })

  it('previews a good file with apply=0 and writes nothing', async () => {
    const before = await quickOrder()
    const { csv, expected } = await editedPriceList()
    const res = await importCsv(csv, 0)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ ...expected, applied: false })
    const after = await quickOrder()
    expect(after.text).toBe(before.text)
    expect(after.etag).toBe(before.etag)
  })

  it('replaces the price list with apply=1, all in one go, and the shop shows it at once', async () => {
    const before = await quickOrder()
    const { csv, expected, removedCode, changedCode, newCode } = await editedPriceList()
    const res = await importCsv(csv, 1)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ ...expected, applied: true })
    expect((await quickOrder()).etag).not.toBe(before.etag)

    const cats = await shop()
    const all = cats.flatMap((c) => c.product_list)
    expect(all.map((p) => p.product_code)).not.toContain(removedCode)
    expect(all.find((p) => p.product_code === changedCode)).toMatchObject({ price: 999.5, is_sold_out: 1 })
    const festival = cats.find((c) => c.category_slug === 'festival-specials')!
    expect(festival).toMatchObject({
      category_name: 'Festival Specials',
      category_tamil_name: 'பண்டிகை சிறப்பு',
    })
    expect(festival.product_list.map((p) => p.product_code)).toEqual([newCode])
    const fresh = festival.product_list[0]!
    const detail = await t.json<{ data: ProductDetail }>(`${API}/product/get/${fresh._id}`)
    expect(detail.body.data).toMatchObject({
      product_name: 'Rainbow Peacock',
      tamil_name: 'வானவில் மயில்',
      price: 1250,
    })
    const gifts = await t.json<{ data: { product_code: string }[] }>(
      `${API}/product/subcategoryitems/gift-boxes`,
    )
    expect(gifts.body.data.map((p) => p.product_code)).toContain(newCode)

    // The export now says exactly what was imported, and importing it again changes nothing.
    const again = await importCsv((await exportCsv()).text, 0)
    expect(again.body.data.products.created).toEqual([])
    expect(again.body.data.products.updated).toEqual([])
    expect(again.body.data.products.removed).toEqual([])
  })

  it('reports a product dragged above another as updated and applies the new order', async () => {
    const rows = parse((await exportCsv()).text)
    const [a, b] = [rows[0]!, rows[1]!]
    rows[0] = b
    rows[1] = a
    const res = await importCsv(unparse(rows), 1)
    expect(res.body.data.products.updated.sort()).toEqual([a.product_code, b.product_code].sort())
    const first = (await shop())[0]!
    expect(first.product_list.slice(0, 2).map((p) => p.product_code)).toEqual([
      b.product_code,
      a.product_code,
    ])
  })

  it('takes a price list far larger than the 64 KB limit of other calls, up to 2 MB', async () => {
    const rows = parse((await exportCsv()).text)
    const many = Array.from({ length: 1000 }, (_, i) => ({
      ...rows[i % rows.length]!,
      product_code: `BULK${i}`,
    }))
    const csv = unparse(many)
    expect(csv.length).toBeGreaterThan(64 * 1024)
    const res = await importCsv(csv, 0)
    expect(res.status).toBe(200)
    expect(res.body.data.errors).toEqual([])
    expect(res.body.data.products.created).toHaveLength(1000)
    expect(res.body.data.products.removed).toHaveLength(rows.length)
    const huge = await importCsv(csv.repeat(Math.ceil((2 * 1024 * 1024) / csv.length) + 1), 0)
    expect(huge.status).toBe(413)
  })

  it('accepts amounts written as a spreadsheet does and display names of special categories', async () => {
    const rows = parse((await exportCsv()).text)
    rows[0]!.mrp = rows[0]!.mrp.replace(/\.00$/, '')
    rows[0]!.special_categories = rows[0]!.special_categories
      .split('|')
      .filter(Boolean)
      .map((s) => (s === 'day-crackers' ? 'Day Crackers' : s))
      .join(' | ')
    const res = await importCsv(unparse(rows), 0)
    expect(res.body.data.errors).toEqual([])
    expect(res.body.data.products.updated).toEqual([])
  })
})

// The demo list with one product removed, one changed, one new category with a new product.
const editedPriceList = async () => {
  const rows = parse((await exportCsv()).text)
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
