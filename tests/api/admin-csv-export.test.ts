import { describe, expect, it } from 'vitest'
import { adminPost } from '../helpers/admin'
import { csvAdminApp, parse } from '../helpers/csv-admin'
import { API } from '../helpers/test-app'

// The price list leaves the console as a CSV file a spreadsheet opens, and comes back unchanged.

const ctx = csvAdminApp()
const { exportCsv, importCsv, quickOrder, shop } = ctx

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
    const created = await ctx.t.json<{ data: { _id: string } }>(
      `${API}/admin/catalogue/categories`,
      adminPost(ctx.t.seller, { category_name: 'Coming Soon', slug: 'coming-soon' }),
    )
    const ids = (await shop()).map((c) => c.category_id).filter((id) => id !== created.body.data._id)
    await ctx.t.json(
      `${API}/admin/catalogue/categories/reorder`,
      adminPost(ctx.t.seller, { ids: [ids[0], created.body.data._id] }),
    )
    const before = await quickOrder()
    const res = await importCsv((await exportCsv()).text, 1)
    expect(res.body.data.categories).toEqual({ created: [], updated: [] })
    expect(res.body.data.products.updated).toEqual([])
    const after = await quickOrder()
    expect(after.etag).toBe(before.etag)
    expect((await shop())[1]!.category_slug).toBe('coming-soon')
  })
})
