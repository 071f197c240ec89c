import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../worker/contract/catalogue'
import { csvAdminApp, editedPriceList, parse, unparse } from '../helpers/csv-admin'
import { API } from '../helpers/test-app'

// A good price list replaces the shop's in one go, after a preview if the seller asks for one.

const ctx = csvAdminApp()
const { exportCsv, importCsv, quickOrder, shop } = ctx

describe('POST admin/catalogue/import', () => {
  it('previews a good file with apply=0 and writes nothing', async () => {
    const before = await quickOrder()
    const { csv, expected } = await editedPriceList(ctx)
    const res = await importCsv(csv, 0)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ ...expected, applied: false })
    const after = await quickOrder()
    expect(after.text).toBe(before.text)
    expect(after.etag).toBe(before.etag)
  })

  it('replaces the price list with apply=1, all in one go, and the shop shows it at once', async () => {
    const before = await quickOrder()
    const { csv, expected, removedCode, changedCode, newCode } = await editedPriceList(ctx)
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
    const detail = await ctx.t.json<{ data: ProductDetail }>(`${API}/product/get/${fresh._id}`)
    expect(detail.body.data).toMatchObject({
      product_name: 'Rainbow Peacock',
      tamil_name: 'வானவில் மயில்',
      price: 1250,
    })
    const gifts = await ctx.t.json<{ data: { product_code: string }[] }>(
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
