import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { seededShopPerFile } from '../helpers/seeded-shop'

// The production bundle in workerd, behind the static-assets layer as on Cloudflare: the worker
// draws the pages at the edge, from the same render the Node server uses, and keeps them in the
// edge's cache like the catalogue answers.

const SHOP = 'http://shop.test'
const UNREACHABLE = 'http://127.0.0.1:1'
const shop = seededShopPerFile()
const start = (libsqlUrl: string) =>
  shop.start({ libsqlUrl, assets: true, cachePersist: shop.path('edge-cache'), quiet: true })

describe('pages at the edge', () => {
  it('draws /order-now with the products and their data, and serves it to a new isolate while the database is down', async () => {
    const warm = await start(shop.bridge.url)
    const res = await warm.dispatchFetch(`${SHOP}/order-now`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await res.text()
    const api = await warm.dispatchFetch(`${SHOP}/api/website-management/product/quickorder`)
    const products = ((await api.json()) as { data: QuickOrderCategory[] }).data.flatMap(
      (c) => c.product_list,
    )
    for (const p of products.slice(0, 10)) expect(html).toContain(p.product_code)
    expect(html).toContain('id="page-state"')
    // Files still come from the static-assets layer.
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+)"/.exec(html)![1]!
    expect((await warm.dispatchFetch(`${SHOP}${script}`)).status).toBe(200)
    await new Promise((r) => setTimeout(r, 300))

    const cold = await start(UNREACHABLE)
    const again = await cold.dispatchFetch(`${SHOP}/order-now`)
    expect(again.status).toBe(200)
    expect(again.headers.get('X-Edge-Cache')).toBe('fresh')
    expect(await again.text()).toBe(html)
  }, 30_000)

  it('sends / to /lander, answers an unknown path with a 404 page, and draws /ta/faq from its file', async () => {
    const mf = await start(shop.bridge.url)
    // The information pages and stylesheets are read through the assets binding, not bundled.
    const faq = await mf.dispatchFetch(`${SHOP}/ta/faq`)
    expect(faq.status).toBe(200)
    const title = (JSON.parse(readFileSync('dist/web/content/ta/faq.json', 'utf8')) as { title: string })
      .title
    const html = await faq.text()
    expect(html).toContain(`>${title}</h1>`)
    expect(html).toMatch(/<style data-href="\/assets\/[^"]+\.css">[^<]{1000,}<\/style>/)
    const root = await mf.dispatchFetch(`${SHOP}/`, { redirect: 'manual' })
    expect(root.status).toBe(302)
    expect(root.headers.get('Location')).toBe('/lander')
    const missing = await mf.dispatchFetch(`${SHOP}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toMatch(/<div id="root">.+<\/div>/s)
  })
})
