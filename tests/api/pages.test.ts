import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rupees } from '../../web/src/lib/format'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { products } from '../../worker/db/schema'
import { bumpVersion } from '../../worker/db/versions'
import { placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { API } from '../helpers/test-app'

// The pages as a buyer's browser first receives them: drawn on the server from the live catalogue.

const CHECK_MS = 5000
const config = { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: CHECK_MS }
const shop = apiApp({ pages: true, overrides: { config } })

const page = async (path: string, init?: RequestInit) => {
  const res = await shop.request(path, init)
  return { res, html: await res.text() }
}
const catalogue = async () =>
  (await shop.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)).body.data.flatMap(
    (c) => c.product_list,
  )
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

describe('pages drawn on the server', () => {
  it("view-source of /order-now holds every product's name and price", async () => {
    const { res, html } = await page('/order-now')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    const list = await catalogue()
    expect(list.length).toBeGreaterThan(20)
    for (const p of list) {
      expect(html, p.product_name).toContain(escaped(p.product_name))
      expect(html, p.product_name).toContain(rupees(p.after_discount_price))
    }
  })

  it("shows a seller's price change in the HTML within one freshness check, as the API does", async () => {
    const [first] = await catalogue()
    // An odd number of paise that no demo price has, so finding it proves the change arrived.
    const newPaise = Math.round(first!.price * 100) * 2 + 7
    const before = (await page('/order-now')).html
    expect(before).toContain(rupees(first!.after_discount_price))
    expect(before).not.toContain(rupees(newPaise / 100))
    await shop.db.batch([
      shop.db
        .update(products)
        .set({ mrpPaise: newPaise, discountPercentage: 0 })
        .where(eq(products.id, Number(first!._id))),
      bumpVersion(shop.db, 'catalogue_version'),
    ])
    shop.clock.advance(CHECK_MS)
    await page('/order-now')
    await shop.settled()
    const after = (await catalogue()).find((p) => p._id === first!._id)!.after_discount_price
    expect(after).toBe(newPaise / 100)
    expect((await page('/order-now')).html).toContain(rupees(after))
  })

  it('/category?id=sparklers and /faq arrive with their content, an unknown path as a 404 page', async () => {
    const category = await page('/category?id=sparklers')
    expect(category.res.status).toBe(200)
    expect(category.html).toMatch(/<h1>Sparklers<\/h1>/)
    const faq = await page('/faq')
    expect(faq.html).toContain('Frequently Asked Questions')
    expect(faq.html).toContain('<summary>Can I buy crackers and pay on this website?</summary>')
    const missing = await page('/no-such-page')
    expect(missing.res.status).toBe(404)
    expect(missing.res.headers.get('Content-Type')).toMatch(/^text\/html/)
  })

  it('an unknown address under /api/ answers the JSON 404 of the API, never a drawn page', async () => {
    for (const path of ['/api/nothing', '/api', '/api/v1/orders']) {
      const { res, html } = await page(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/)
      expect(JSON.parse(html).error.code, path).toBe('NOT_FOUND')
    }
  })

  it('preloads the Tamil font, one file, on the catalogue pages that draw Tamil names, and nowhere else', async () => {
    const preloads = (html: string) => html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []
    for (const path of ['/order-now', '/price-list', '/category?id=sparklers', '/all-products']) {
      const links = preloads((await page(path)).html)
      expect(links, path).toHaveLength(1)
      expect(links[0]).toMatch(/href="\/assets\/noto-sans-tamil-tamil-400-normal-[A-Za-z0-9_-]{8}\.woff2"/)
      expect(links[0]).toContain('crossorigin')
    }
    for (const path of ['/lander', '/faq', '/about', '/quick-checkout'])
      expect(preloads((await page(path)).html), path).toHaveLength(0)
  })

  it("preloads both weights of the Tamil font with the seller's console, which draws buyers' names in both", async () => {
    for (const path of ['/admin', '/admin/order?id=x']) {
      const { html } = await page(path)
      const links = (html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []).join(' ')
      expect(links, path).toMatch(/noto-sans-tamil-tamil-400-normal-/)
      expect(links, path).toMatch(/noto-sans-tamil-tamil-600-normal-/)
    }
  })

  it('gives each page its own title, canonical address and preview card in the HTML', async () => {
    const faq = (await page('/faq')).html
    expect(faq).toContain('<title>Frequently Asked Questions | Sivakasi Crackers</title>')
    expect(faq.match(/<title>/g)).toHaveLength(1)
    expect(faq).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/faq">/)
    const sparklers = (await page('/category?id=sparklers')).html
    expect(sparklers).toMatch(/<meta property="og:title" content="Sparklers[^"]*">/)
    expect(sparklers).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/images\/og\/shop\.png">/)
    const [first] = await catalogue()
    const product = (await page(`/category?id=sparklers&product=${first!._id}`)).html
    expect(product).toContain(`<meta property="og:title" content="${escaped(first!.product_name)}`)
  })

  it('previews a bill link as its enquiry number alone, and never keeps it', async () => {
    const enquiry = await placeOrder(shop)
    const bill = await page(`/print?id=${enquiry.order_id}`)
    expect(bill.html).toContain(`<title>Enquiry ${enquiry.enquiry_number}`)
    expect(bill.html).toMatch(/<meta name="robots" content="noindex/)
    // The buyer's details are loaded by the browser, never drawn or kept by the server.
    for (const personal of ['Karthik Raja', '9876543210', 'North Car Street', 'Madurai'])
      expect(bill.html).not.toContain(personal)
    expect(bill.res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('draws the bill whole for a browser opening it, so no "Loading" shows after the page arrives', async () => {
    const enquiry = await placeOrder(shop)
    const bill = await page(`/print?id=${enquiry.order_id}`, { headers: { 'Sec-Fetch-Dest': 'document' } })
    expect(bill.res.status).toBe(200)
    expect(bill.html).not.toContain('Loading your enquiry bill')
    for (const drawn of ['Karthik Raja', '9876543210', enquiry.enquiry_number])
      expect(bill.html).toContain(drawn)
    expect(bill.res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('/ sends the buyer to /lander', async () => {
    const res = await shop.request('/', { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/lander')
  })

  it('carries no inline script, only our files and one JSON block the CSP lets through', async () => {
    for (const path of ['/lander', '/order-now', '/faq', '/quick-checkout']) {
      const { res, html } = await page(path)
      expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/)
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      for (const tag of scripts) expect(tag, path).toMatch(/ src="\/assets\/|type="application\/json"/)
    }
  })

  it('answers a repeat view with 304 and the same page to every buyer (nothing personal in it)', async () => {
    const first = await page('/quick-checkout', { headers: { 'x-auth-token': 'someone' } })
    const etag = first.res.headers.get('ETag')!
    expect(etag).toBeTruthy()
    const again = await shop.request('/quick-checkout', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const other = await page('/quick-checkout')
    expect(other.html).toBe(first.html)
  })
})
