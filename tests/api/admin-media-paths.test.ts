import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, ProductInput } from '../../worker/contract/admin'
import type { Category } from '../../worker/contract/catalogue'
import { productMedia, products } from '../../worker/db/schema'
import { catalogueAdminApp } from '../helpers/catalogue-admin'
import { API } from '../helpers/test-app'

// A product's pictures are drawn on every page of the shop: they may only come from the shop's
// own site, whatever the console or a stored row says.

const ctx = catalogueAdminApp()
const { get, send, publicList } = ctx

let categoryId: string
beforeAll(async () => {
  categoryId = (await get<Category[]>('admin/catalogue/categories')).body.data[0]!._id
})

const product = (code: string, overrides: Partial<ProductInput> = {}): ProductInput => ({
  category_id: categoryId,
  product_code: code,
  product_name: 'Twinkling Star',
  price: 120,
  discount_percentage: 50,
  photo_path: '/images/products/star.svg',
  media_list: [{ media_type: 'Image', photo_path: '/images/products/star.svg' }],
  ...overrides,
})

describe("a product's photo paths", () => {
  it.each([
    '//evil.example/p.png',
    '/\\evil.example/p.png',
    '\\\\evil.example\\p.png',
    'https://evil.example/p.png',
    'javascript:alert(1)',
    '/images/../../admin',
    '/images/%2e%2e/admin',
    '/images//p.png',
    '/\t/evil.example/p.png',
  ])('%j is refused for the picture and for the media list', async (path) => {
    const photo = await send('admin/catalogue/products', product('PATH1', { photo_path: path }))
    expect(photo.status).toBe(400)
    expect(photo.body.error.issues?.[0]?.path).toBe('photo_path')
    const media = await send(
      'admin/catalogue/products',
      product('PATH1', { media_list: [{ media_type: 'Image', photo_path: path }] }),
    )
    expect(media.status).toBe(400)
    expect(media.body.error.issues?.[0]?.path).toBe('media_list.0.photo_path')
  })

  it('a path on the site is kept, and one stored before the rule is left out of the shop but shown to the seller', async () => {
    const saved = await send<AdminProduct>('admin/catalogue/products', product('PATH2'))
    expect(saved.status).toBe(201)
    const id = Number(saved.body.data._id)
    await ctx.t.db.update(products).set({ photoPath: '//evil.example/p.png' }).where(eq(products.id, id))
    await ctx.t.db
      .update(productMedia)
      .set({ path: '//evil.example/m.png' })
      .where(eq(productMedia.productId, id))
    // The console's write path tells the cache to reload; a sold-out toggle is the lightest one.
    await send(`admin/catalogue/products/${id}/sold-out`, { is_sold_out: 0 })
    const shown = (await publicList()).flatMap((c) => c.product_list).find((p) => p._id === String(id))
    expect(shown?.photo_path).toBeNull()
    const detail = await ctx.t.json<{ data: { media_list: unknown[] } }>(`${API}/product/get/${id}`)
    expect(detail.body.data.media_list).toEqual([])
    const console = await get<AdminProduct>(`admin/catalogue/products/${id}`)
    expect(console.body.data.photo_path).toBe('//evil.example/p.png')
  })
})
