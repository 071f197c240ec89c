import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS, type ImportPreview } from '../../worker/contract/admin'
import { auth } from '../helpers/admin'
import { csvAdminApp, parse, unparse } from '../helpers/csv-admin'
import { API } from '../helpers/test-app'

// A price list with mistakes is refused row by row, and nothing is written.

const ctx = csvAdminApp()
const { exportCsv, importCsv, quickOrder } = ctx

describe('POST admin/catalogue/import', () => {
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

  it('refuses a photo path on another host or outside the site, and writes nothing', async () => {
    const rows = parse((await exportCsv()).text)
    rows[0]!.photo_path = '//evil.example/p.png' // row 2
    rows[1]!.photo_path = '/images/../../etc/passwd' // row 3
    rows[2]!.photo_path = 'https://evil.example/p.png' // row 4
    const res = await importCsv(unparse(rows), 1)
    expect(res.body.data.applied).toBe(false)
    expect(res.body.data.errors).toEqual(
      [2, 3, 4].map((row) => ({
        row,
        message: 'photo_path: must be empty or a path on this site, like /images/products/p.png',
      })),
    )
  })

  it('refuses an empty price list, a row with too few cells and a file that is not UTF-8', async () => {
    const header = CSV_COLUMNS.join(',')
    expect((await importCsv(`${header}\n`, 1)).body.data.errors).toEqual([
      { row: 1, message: 'The file has no products' },
    ])
    const short = await importCsv(`${header}\nsparklers,Sparklers\n`, 1)
    expect(short.body.data.errors[0]!.row).toBe(2)
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${header}\n`), 0xe9, 0x0a])
    const res = await ctx.t.json<{ data: ImportPreview }>(`${API}/admin/catalogue/import?apply=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', ...auth(ctx.t.seller) },
      body: latin1,
    })
    expect(res.body.data.errors[0]!.message).toContain('UTF-8')
  })
})
