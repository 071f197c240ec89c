import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, ProductInput } from '../../worker/contract/admin'
import type { Category, Product, ProductDetail, QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { adminPost, adminPut, auth, createAdmin } from '../helpers/admin'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let token: string

beforeAll(async () => {
  // An hour between version checks: a change shows at once only because the write invalidates
  // this instance's cache itself.
  t = await createTestApp({
    overrides: {
      config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 3_600_000 },
    },
  })
  token = await createAdmin(t)
})
afterAll(() => t.close())

type Answer<T> = { data: T } & ErrorBody
const get = <T>(path: string) => t.json<Answer<T>>(`${API}/${path}`, { headers: auth(token) })
const send = <T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
  t.json<Answer<T>>(`${API}/${path}`, method === 'PUT' ? adminPut(token, body) : adminPost(token, body))

const quickOrder = async () => {
  const res = await t.request(`${API}/product/quickorder`)
  return { etag: res.headers.get('ETag'), text: await res.text() }
}
const publicList = async () =>
  (await t.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)).body.data

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

describe('admin/catalogue/categories', () => {
  it('lists the categories in the seller order with their product counts, as the shop does', async () => {
    const admin = await get<Category[]>('admin/catalogue/categories')
    const shop = await t.json<{ data: Category[] }>(`${API}/product/category/get`)
    expect(admin.status).toBe(200)
    expect(admin.body.data).toEqual(shop.body.data)
    expect(admin.body.data.every((c) => c.product_count > 0)).toBe(true)
  })

  it('creates a category at the end; the shop shows it at once with a new ETag', async () => {
    const before = await quickOrder()
    const res = await send<Category>('admin/catalogue/categories', {
      category_name: 'Sky Shots',
      tamil_name: 'வான வெடிகள்',
      slug: 'sky-shots',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ category_name: 'Sky Shots', slug: 'sky-shots', product_count: 0 })
    const after = await quickOrder()
    expect(after.etag).not.toBe(before.etag)
    const list = await publicList()
    expect(list.at(-1)).toMatchObject({
      category_slug: 'sky-shots',
      category_tamil_name: 'வான வெடிகள்',
      product_list: [],
    })
  })

  it('refuses a duplicate slug with 409 and says which field', async () => {
    const res = await send<Category>('admin/catalogue/categories', {
      category_name: 'Again',
      slug: 'sky-shots',
    })
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('SLUG_TAKEN')
    expect(res.body.error.message).toContain("'sky-shots'")
    expect(res.body.error.issues?.[0]?.path).toBe('slug')
  })

  it('updates a category; taking another category slug is refused', async () => {
    const cats = (await get<Category[]>('admin/catalogue/categories')).body.data
    const sky = cats.find((c) => c.slug === 'sky-shots')!
    const res = await send<Category>(
      `admin/catalogue/categories/${sky._id}`,
      { category_name: 'Sky Shots & Aerials', tamil_name: 'வான வெடிகள்', slug: 'sky-shots-aerials' },
      'PUT',
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      _id: sky._id,
      category_name: 'Sky Shots & Aerials',
      slug: 'sky-shots-aerials',
    })
    expect((await t.json(`${API}/product/categorywise/list/sky-shots-aerials`)).status).toBe(200)
    const clash = await send(
      `admin/catalogue/categories/${sky._id}`,
      { category_name: 'X', slug: cats[0]!.slug },
      'PUT',
    )
    expect(clash.status).toBe(409)
    expect(
      (await send('admin/catalogue/categories/99999', { category_name: 'X', slug: 'x' }, 'PUT')).status,
    ).toBe(404)
  })

  it('refuses a bad slug with 400', async () => {
    const res = await send('admin/catalogue/categories', { category_name: 'Bad', slug: 'Bad Slug' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
  })

  it('reorders categories; ones left out of the list follow in their old order', async () => {
    const cats = (await get<Category[]>('admin/catalogue/categories')).body.data
    const last = cats.at(-1)!
    const second = cats[1]!
    const res = await send<Category[]>('admin/catalogue/categories/reorder', { ids: [last._id, second._id] })
    expect(res.status).toBe(200)
    const expected = [
      last._id,
      second._id,
      ...cats.map((c) => c._id).filter((id) => id !== last._id && id !== second._id),
    ]
    expect(res.body.data.map((c) => c._id)).toEqual(expected)
    expect((await publicList()).map((c) => c.category_id)).toEqual(expected)
    const dup = await send('admin/catalogue/categories/reorder', { ids: [last._id, last._id] })
    expect(dup.status).toBe(400)
    expect((await send('admin/catalogue/categories/reorder', { ids: ['99999'] })).status).toBe(404)
  })
})

describe('admin/catalogue/products', () => {
  let skyId: string
  let created: AdminProduct

  beforeAll(async () => {
    skyId = (await get<Category[]>('admin/catalogue/categories')).body.data.find(
      (c) => c.slug === 'sky-shots-aerials',
    )!._id
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
    const shop = await t.json<{ data: ProductDetail }>(`${API}/product/get/${created._id}`)
    expect(shop.body.data.media_list).toHaveLength(2)
    expect(shop.body.data.after_discount_price).toBe(192.2)
    const kids = await t.json<{ data: Product[] }>(`${API}/product/subcategoryitems/Crackers for Kids`)
    expect(kids.body.data.map((p) => p.product_code)).toContain('NEW01')
    const fresh = await t.json<{ data: Product[] }>(`${API}/product/new-arrivals/list`)
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
    const shop = await t.json<{ data: ProductDetail }>(`${API}/product/get/${created._id}`)
    expect(shop.body.data.price).toBe(500)
    const kids = await t.json<{ data: Product[] }>(`${API}/product/subcategoryitems/crackers-for-kids`)
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
    const list = await t.json<{ data: Product[] }>(`${API}/product/categorywise/list/${first.category_id}`)
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
    const shop = await t.json<{ data: Product[] }>(`${API}/product/categorywise/list/${cat.category_id}`)
    expect(shop.body.data.map((p) => p._id)).toEqual(reversed)
    const other = (await publicList()).find(
      (c) => c.category_id !== cat.category_id && c.product_list.length,
    )!.product_list[0]!._id
    const mixed = await send('admin/catalogue/products/reorder', { ids: [ids[0]!, other] })
    expect(mixed.status).toBe(400)
    expect((await send('admin/catalogue/products/reorder', { ids: ['99999'] })).status).toBe(404)
  })
})
