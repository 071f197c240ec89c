import { describe, expect, it } from 'vitest'
import type { Category } from '../../worker/contract/catalogue'
import { catalogueAdminApp } from '../helpers/catalogue-admin'
import { API } from '../helpers/test-app'

// The console's categories: what the seller creates, renames and reorders, the shop shows at once.

const ctx = catalogueAdminApp()
const { get, send, quickOrder, publicList } = ctx

describe('admin/catalogue/categories', () => {
  it('lists the categories in the seller order with their product counts, as the shop does', async () => {
    const admin = await get<Category[]>('admin/catalogue/categories')
    const shop = await ctx.t.json<{ data: Category[] }>(`${API}/product/category/get`)
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
    expect((await ctx.t.json(`${API}/product/categorywise/list/sky-shots-aerials`)).status).toBe(200)
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
