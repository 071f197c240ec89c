import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Category, Product, ProductDetail, QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { products } from '../../worker/db/schema'
import { catalogue as demo } from '../../worker/db/seed/seed-data'
import { bumpCatalogueVersion } from '../../worker/db/versions'
import type { Compressor } from '../../worker/lib/representation'
import { nodeCompressor } from '../../worker/platform/node-compressor'
import { apiApp } from '../helpers/api-app'
import { API, createTestApp } from '../helpers/test-app'

const compressions: string[] = []
const countingCompressor: Compressor = {
  encodings: nodeCompressor.encodings,
  compress: (data, encoding) => {
    compressions.push(encoding)
    return nodeCompressor.compress(data, encoding)
  },
}

const t = apiApp({ overrides: { compressor: countingCompressor } })
const demoProducts = demo.flatMap((c) => c.products)

const expectError = (status: number, body: unknown, expectedStatus: number, code: string) => {
  expect(status).toBe(expectedStatus)
  const err = (body as ErrorBody).error
  expect(err.code).toBe(code)
  expect(err.message.length).toBeGreaterThan(0)
  expect(err.requestId).toBeTruthy()
}

describe('GET product/category/get', () => {
  it('lists every category in the seller order with its product count', async () => {
    const { status, body } = await t.json<{ data: Category[] }>(`${API}/product/category/get`)
    expect(status).toBe(200)
    expect(body.data.map((c) => c.slug)).toEqual(demo.map((c) => c.slug))
    expect(body.data.map((c) => c.product_count)).toEqual(demo.map((c) => c.products.length))
    expect(body.data[0]).toMatchObject({ category_name: demo[0]!.name, tamil_name: demo[0]!.tamilName })
  })
})

describe('GET product/quickorder', () => {
  it('answers every category with its products, priced from paise, in the seller order', async () => {
    const { status, body } = await t.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)
    expect(status).toBe(200)
    expect(body.data).toHaveLength(demo.length)
    const codes = body.data.flatMap((c) => c.product_list.map((p) => p.product_code))
    expect(codes).toEqual(demoProducts.map((p) => p.code))
    for (const p of body.data.flatMap((c) => c.product_list)) {
      const seed = demoProducts.find((d) => d.code === p.product_code)!
      const after = Math.round((seed.mrpPaise * (100 - seed.discountPercentage)) / 100)
      expect(p.price).toBe(seed.mrpPaise / 100)
      expect(p.after_discount_price).toBe(after / 100)
      expect(p.discount_price).toBe((seed.mrpPaise - after) / 100)
      expect(p.is_sold_out).toBe(seed.isSoldOut ? 1 : 0)
      expect(Number.isInteger(Math.round(p.after_discount_price * 100))).toBe(true)
    }
  })

  it('answers 304 to a matching If-None-Match, for any encoding of the same catalogue', async () => {
    const first = await t.request(`${API}/product/quickorder`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/)
    // Revalidated on every use, shown stale only briefly, or through an outage.
    expect(first.headers.get('Cache-Control')).toBe(
      'public, max-age=0, stale-while-revalidate=10, stale-if-error=86400',
    )
    expect(first.headers.get('Vary')).toBe('Accept-Encoding')
    for (const tag of [
      etag,
      etag.replace('-br', '-gz'),
      etag.replace('-br', ''),
      `W/${etag}`,
      `"other", ${etag}`,
    ]) {
      const again = await t.request(`${API}/product/quickorder`, { headers: { 'If-None-Match': tag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
    }
    const stale = await t.request(`${API}/product/quickorder`, { headers: { 'If-None-Match': '"stale"' } })
    expect(stale.status).toBe(200)
  })

  it('sends brotli or gzip to clients that accept them, and plain JSON otherwise', async () => {
    const plain = await t.request(`${API}/product/quickorder`)
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const json = await plain.text()
    const br = await t.request(`${API}/product/quickorder`, {
      headers: { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' },
    })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.byteLength).toBeLessThan(json.length / 4)
    expect(brotliDecompressSync(brBytes).toString()).toBe(json)
    const gz = await t.request(`${API}/product/quickorder`, {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json)
  })

  it('compresses the catalogue once per change, not once per request', async () => {
    await t.request(`${API}/product/quickorder`)
    compressions.length = 0
    for (let i = 0; i < 5; i++)
      await t.request(`${API}/product/quickorder`, { headers: { 'Accept-Encoding': 'br' } })
    expect(compressions).toEqual([])

    const before = await t.request(`${API}/product/quickorder`)
    const code = demoProducts[0]!.code
    await t.db.batch([
      t.db.update(products).set({ isSoldOut: true }).where(eq(products.code, code)),
      bumpCatalogueVersion(t.db),
    ])
    // The change is seen by the background check the next request starts, not by that request.
    await t.request(`${API}/product/quickorder`)
    await t.settled()
    const after = await t.request(`${API}/product/quickorder`)
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'))
    const changed = (await after.json()) as { data: QuickOrderCategory[] }
    expect(changed.data[0]!.product_list[0]!.is_sold_out).toBe(1)
    expect(compressions.sort()).toEqual(['br', 'gzip'])
    const old = await t.request(`${API}/product/quickorder`, {
      headers: { 'If-None-Match': before.headers.get('ETag')! },
    })
    expect(old.status).toBe(200)
  })
})

describe('GET product/get/{id}', () => {
  it('answers a product with at most four media items', async () => {
    const { body: list } = await t.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)
    const withMedia = list.data.flatMap((c) => c.product_list)[0]!
    const { status, body } = await t.json<{ data: ProductDetail }>(`${API}/product/get/${withMedia._id}`)
    expect(status).toBe(200)
    expect(body.data.product_code).toBe(withMedia.product_code)
    expect(body.data.media_list.length).toBeGreaterThanOrEqual(1)
    expect(body.data.media_list.length).toBeLessThanOrEqual(4)
    expect(body.data.media_list[0]).toMatchObject({ media_type: 'Image', product_id: withMedia._id })
    expect(body.data.amount).toBe(withMedia.price)
  })

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999', "1'%20OR%201=1"]) {
      const r = await t.json(`${API}/product/get/${bad}`)
      expectError(r.status, r.body, 400, 'INVALID_ID')
    }
    const r = await t.json(`${API}/product/get/999999`)
    expectError(r.status, r.body, 404, 'NOT_FOUND')
  })
})

describe('GET product/categorywise/list/{id or slug}', () => {
  it('answers a category by id and by slug with the same products in the seller order', async () => {
    const { body: cats } = await t.json<{ data: Category[] }>(`${API}/product/category/get`)
    const second = cats.data[1]!
    const byId = await t.json<{ data: Product[] }>(`${API}/product/categorywise/list/${second._id}`)
    const bySlug = await t.json<{ data: Product[] }>(`${API}/product/categorywise/list/${second.slug}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data.map((p) => p.product_code)).toEqual(demo[1]!.products.map((p) => p.code))
    expect(bySlug.body).toEqual(byId.body)
  })

  it('refuses a malformed slug with 400 and an unknown one with 404', async () => {
    const bad = await t.json(`${API}/product/categorywise/list/${encodeURIComponent('Bad Slug!')}`)
    expectError(bad.status, bad.body, 400, 'INVALID_ID')
    const unknown = await t.json(`${API}/product/categorywise/list/no-such-category`)
    expectError(unknown.status, unknown.body, 404, 'NOT_FOUND')
    const missingId = await t.json(`${API}/product/categorywise/list/424242`)
    expectError(missingId.status, missingId.body, 404, 'NOT_FOUND')
  })
})

describe('GET product/subcategoryitems/{name}', () => {
  it('answers each of the five special categories by display name and by slug', async () => {
    const names = ['Crackers for Kids', 'Day Crackers', 'Night Crackers', 'Festival Crackers', 'Gift Boxes']
    for (const name of names) {
      const { status, body } = await t.json<{ data: Product[] }>(
        `${API}/product/subcategoryitems/${encodeURIComponent(name)}`,
      )
      expect(status).toBe(200)
      const slug = name.toLowerCase().replace(/ /g, '-')
      const expected = demoProducts.filter((p) => (p.special as string[]).includes(slug)).map((p) => p.code)
      expect(expected.length).toBeGreaterThan(0)
      expect(body.data.map((p) => p.product_code)).toEqual(expected)
      const bySlug = await t.json<{ data: Product[] }>(`${API}/product/subcategoryitems/${slug}`)
      expect(bySlug.body).toEqual(body)
    }
  })

  it('answers 404 for a name that is not a special category, even a broken escape', async () => {
    const r = await t.json(`${API}/product/subcategoryitems/Sky%20Lanterns`)
    expectError(r.status, r.body, 404, 'NOT_FOUND')
    const broken = await t.json(`${API}/product/subcategoryitems/%E0%A4`)
    expect(broken.status).toBeGreaterThanOrEqual(400)
    expect(broken.status).toBeLessThan(500)
  })
})

describe('GET the flagged lists', () => {
  it.each([
    ['product/topsale/list', 'is_top_selling_item', 'isTopSelling'],
    ['product/new-arrivals/list', 'is_new_item', 'isNew'],
    ['product/netrate/list', 'is_netrate_item', 'isNetrate'],
  ] as const)('%s holds exactly the flagged products', async (path, field, seedField) => {
    const { status, body } = await t.json<{ data: Product[] }>(`${API}/${path}`)
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((p) => p[field] === 1)).toBe(true)
    expect(body.data.map((p) => p.product_code)).toEqual(
      demoProducts.filter((p) => p[seedField]).map((p) => p.code),
    )
  })
})

describe('GET master/state and master/district', () => {
  it('lists all 36 states and union territories, and districts by id or code', async () => {
    const states = await t.json<{ data: { _id: string; state_code: string; state_name: string }[] }>(
      `${API}/master/state/get`,
    )
    expect(states.status).toBe(200)
    expect(states.body.data).toHaveLength(36)
    const tn = states.body.data.find((s) => s.state_code === 'TN')!
    expect(tn.state_name).toBe('Tamil Nadu')
    const byId = await t.json<{ data: { district_name: string }[] }>(`${API}/master/district/get/${tn._id}`)
    const byCode = await t.json<{ data: { district_name: string }[] }>(`${API}/master/district/get/tn`)
    expect(byId.body.data).toHaveLength(38)
    expect(byId.body.data.map((d) => d.district_name)).toContain('Virudhunagar')
    expect(byCode.body).toEqual(byId.body)
  })

  it('refuses a malformed state with 400 and an unknown one with 404', async () => {
    const bad = await t.json(`${API}/master/district/get/t1n`)
    expectError(bad.status, bad.body, 400, 'INVALID_ID')
    const unknown = await t.json(`${API}/master/district/get/ZZ`)
    expectError(unknown.status, unknown.body, 404, 'NOT_FOUND')
  })
})

describe('every response', () => {
  it('carries security headers and a request id, and logs one line without the query', async () => {
    t.logs.length = 0
    const res = await t.request(`${API}/product/category/get?mobile=9876543210`)
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('X-Request-Id')).toBeTruthy()
    expect(t.logs).toHaveLength(1)
    expect(t.logs[0]).toMatch(/^GET \/api\/website-management\/product\/category\/get 200 [\d.]+ms \S+$/)
    expect(t.logs[0]).not.toContain('9876543210')
  })

  it('answers an unknown API path with the one JSON error shape', async () => {
    const r = await t.json(`${API}/no/such/route`)
    expectError(r.status, r.body, 404, 'NOT_FOUND')
    const res = await t.request(`${API}/nothing`)
    expect(res.headers.get('X-Request-Id')).toBeTruthy()
    expect(res.headers.get('Content-Security-Policy')).toBeTruthy()
  })

  it('answers a failure of ours with 500 INTERNAL and no stack trace', async () => {
    const broken = await createTestApp({ seed: false })
    broken.close() // the database is gone: every query now fails
    const res = await broken.request(`${API}/product/category/get`)
    expect(res.status).toBe(500)
    const body = (await res.json()) as ErrorBody
    expect(body.error.code).toBe('INTERNAL')
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|Error:|SQLITE/)
    expect(broken.logs.some((l) => l.startsWith('ERROR'))).toBe(true)
  })
})
