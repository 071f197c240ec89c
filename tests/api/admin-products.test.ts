import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, ProductInput } from '../../worker/contract/admin'
import type { Category, Product, ProductDetail } from '../../worker/contract/catalogue'
import { catalogueAdminApp } from '../helpers/catalogue-admin'
import { API } from '../helpers/test-app'

// The console's products: every change the seller makes shows in the shop at once.

const ctx = catalogueAdminApp()
const { get, send, quickOrder, publicList } = ctx

const productInput = (categoryId: string, overrides: Partial<ProductInput> = {}): ProductInput => ({
  category_id: categoryId,
  product_code: 'NEW01',
  product_name: 'Peacock Fountain',
  tamil_name: 'மயில் புஸ்வாணம்',
  per: '1 Box (1 Pc)',
  price: 480.5,
  discount_percentage: 60,
  is_new_item: 1,
  special_categories: ['night-crackers', 'crackers-for-kids'],
  photo_path: '/images/products/new01.svg',
  media_list: [
    { media_type: 'Image', photo_path: '/images/products/new01.svg' },
    { media_type: 'Image', photo_path: '/images/products/new01-1.svg' },
  ],
  ...overrides,
})

describe('admin/catalogue/products', () => {
  let skyId: string
  let created: AdminProduct

  // A new, empty category moved to the front: the products below start in it.
  beforeAll(async () => {
    const sky = await send<Category>('admin/catalogue/categories', {
      category_name: 'Sky Shots & Aerials',
      tamil_name: 'வான வெடிகள்',
      slug: 'sky-shots-aerials',
    })
    skyId = sky.body.data._id
    const cats = (await get<Category[]>('admin/catalogue/categories')).body.data
    await send('admin/catalogue/categories/reorder', { ids: [skyId, cats[1]!._id] })
  })

  it('creates a product with special categories and media; the shop shows it at once', async () => {
    const before = await quickOrder()
    const res = await send<AdminProduct>('admin/catalogue/products', productInput(skyId))
    expect(res.status).toBe(201)
    created = res.body.data
    expect(created).toMatchObject({
      category_id: skyId,
      product_code: 'NEW01',
      price: 480.5,
      amount: 480.5,
      discount_percentage: 60,
      after_discount_price: 192.2,
      is_new_item: 1,
      is_sold_out: 0,
      special_categories: ['crackers-for-kids', 'night-crackers'],
    })
    expect(created.media_list.map((m) => m.photo_path)).toEqual([
      '/images/products/new01.svg',
      '/images/products/new01-1.svg',
    ])
    expect((await quickOrder()).etag).not.toBe(before.etag)
    const shop = await ctx.t.json<{ data: ProductDetail }>(`${API}/product/get/${created._id}`)
    expect(shop.body.data.media_list).toHaveLength(2)
    expect(shop.body.data.after_discount_price).toBe(192.2)
    const kids = await ctx.t.json<{ data: Product[] }>(`${API}/product/subcategoryitems/Crackers for Kids`)
    expect(kids.body.data.map((p) => p.product_code)).toContain('NEW01')
    const fresh = await ctx.t.json<{ data: Product[] }>(`${API}/product/new-arrivals/list`)
    expect(fresh.body.data.map((p) => p.product_code)).toContain('NEW01')
  })

  it('refuses a product code already used, whatever its case, with 409', async () => {
    for (const code of ['NEW01', 'new01']) {
      const res = await send<AdminProduct>(
        'admin/catalogue/products',
        productInput(skyId, { product_code: code }),
      )
      expect(res.status).toBe(409)
      expect(res.body.error.code).toBe('PRODUCT_CODE_TAKEN')
      expect(res.body.error.message).toContain('Peacock Fountain')
    }
  })

  it('refuses an unknown category, more than 4 media and a price with fractions of a paisa', async () => {
    const unknown = await send('admin/catalogue/products', productInput('99999', { product_code: 'NEW09' }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.issues?.[0]?.path).toBe('category_id')
    const media = Array.from({ length: 5 }, (_, i) => ({
      media_type: 'Image' as const,
      photo_path: `/m${i}.svg`,
    }))
    expect(
      (
        await send(
          'admin/catalogue/products',
          productInput(skyId, { product_code: 'NEW09', media_list: media }),
        )
      ).status,
    ).toBe(400)
    expect(
      (await send('admin/catalogue/products', productInput(skyId, { product_code: 'NEW09', price: 10.005 })))
        .status,
    ).toBe(400)
  })

  it('lists a category products with every field the seller edits', async () => {
    const res = await get<AdminProduct[]>(`admin/catalogue/products?category_id=${skyId}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([created])
    const one = await get<AdminProduct>(`admin/catalogue/products/${created._id}`)
    expect(one.body.data).toEqual(created)
    const all = await get<AdminProduct[]>('admin/catalogue/products')
    const shopOrder = (await publicList()).flatMap((c) => c.product_list.map((p) => p._id))
    expect(all.body.data.map((p) => p._id)).toEqual(shopOrder)
    expect(all.body.data.some((p) => p.special_categories.length > 0)).toBe(true)
    expect((await get(`admin/catalogue/products?category_id=99999`)).status).toBe(404)
    expect((await get('admin/catalogue/products/99999')).status).toBe(404)
  })

  it('updates a product: new price, specials and media replace the old ones', async () => {
    const before = await quickOrder()
    const res = await send<AdminProduct>(
      `admin/catalogue/products/${created._id}`,
      productInput(skyId, {
        price: 500,
        discount_percentage: 50,
        special_categories: ['gift-boxes'],
        media_list: [{ media_type: 'Video', photo_path: '/videos/new01.mp4' }],
      }),
      'PUT',
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      price: 500,
      after_discount_price: 250,
      special_categories: ['gift-boxes'],
    })
    expect(res.body.data.media_list.map((m) => [m.media_type, m.photo_path])).toEqual([
      ['Video', '/videos/new01.mp4'],
    ])
    expect((await quickOrder()).etag).not.toBe(before.etag)
    const shop = await ctx.t.json<{ data: ProductDetail }>(`${API}/product/get/${created._id}`)
    expect(shop.body.data.price).toBe(500)
    const kids = await ctx.t.json<{ data: Product[] }>(`${API}/product/subcategoryitems/crackers-for-kids`)
    expect(kids.body.data.map((p) => p.product_code)).not.toContain('NEW01')
  })

  it('refuses to give a product the code of another', async () => {
    const other = (await publicList()).flatMap((c) => c.product_list).find((p) => p.product_code !== 'NEW01')!
    const res = await send(
      `admin/catalogue/products/${created._id}`,
      productInput(skyId, { product_code: other.product_code }),
      'PUT',
    )
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('PRODUCT_CODE_TAKEN')
  })

  it('moves a product to another category, at its end', async () => {
    const first = (await publicList())[1]!
    const res = await send<AdminProduct>(
      `admin/catalogue/products/${created._id}`,
      productInput(first.category_id, { price: 500, discount_percentage: 50 }),
      'PUT',
    )
    expect(res.status).toBe(200)
    const list = await ctx.t.json<{ data: Product[] }>(
      `${API}/product/categorywise/list/${first.category_id}`,
    )
    expect(list.body.data.at(-1)!.product_code).toBe('NEW01')
    await send(
      `admin/catalogue/products/${created._id}`,
      productInput(skyId, { price: 500, discount_percentage: 50 }),
      'PUT',
    )
  })

  it('marks a product sold out and back; the shop and its ETag follow each time', async () => {
    const target = (await publicList())[0]!.product_list[0]!
    const e0 = (await quickOrder()).etag
    const out = await send<AdminProduct>(`admin/catalogue/products/${target._id}/sold-out`, {
      is_sold_out: 1,
    })
    expect(out.status).toBe(200)
    expect(out.body.data.is_sold_out).toBe(1)
    const e1 = (await quickOrder()).etag
    expect(e1).not.toBe(e0)
    expect((await publicList())[0]!.product_list[0]!.is_sold_out).toBe(1)
    const back = await send<AdminProduct>(`admin/catalogue/products/${target._id}/sold-out`, {
      is_sold_out: 0,
    })
    expect(back.body.data.is_sold_out).toBe(0)
    expect((await quickOrder()).etag).toBe(e0)
    expect((await send('admin/catalogue/products/99999/sold-out', { is_sold_out: 1 })).status).toBe(404)
    expect(
      (await send(`admin/catalogue/products/${target._id}/sold-out`, { is_sold_out: true })).status,
    ).toBe(400)
  })

  it('reorders the products of a category and refuses a mix of categories', async () => {
    const cat = (await publicList()).find((c) => c.product_list.length > 2)!
    const ids = cat.product_list.map((p) => p._id)
    const reversed = [...ids].reverse()
    const e0 = (await quickOrder()).etag
    const res = await send<AdminProduct[]>('admin/catalogue/products/reorder', { ids: reversed })
    expect(res.status).toBe(200)
    expect(res.body.data.map((p) => p._id)).toEqual(reversed)
    expect((await quickOrder()).etag).not.toBe(e0)
    const shop = await ctx.t.json<{ data: Product[] }>(`${API}/product/categorywise/list/${cat.category_id}`)
    expect(shop.body.data.map((p) => p._id)).toEqual(reversed)
    const other = (await publicList()).find(
      (c) => c.category_id !== cat.category_id && c.product_list.length,
    )!.product_list[0]!._id
    const mixed = await send('admin/catalogue/products/reorder', { ids: [ids[0]!, other] })
    expect(mixed.status).toBe(400)
    expect((await send('admin/catalogue/products/reorder', { ids: ['99999'] })).status).toBe(404)
  })
})
