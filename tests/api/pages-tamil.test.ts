import { describe, expect, it } from 'vitest'
import { apiApp } from '../helpers/api-app'

// The shop in Tamil: the same pages under /ta, drawn on the server in Tamil, each language kept
// apart, and the bare address opening in the buyer's language.

const config = { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 5000 }
const shop = apiApp({ pages: true, overrides: { config } })

const page = async (path: string, init?: RequestInit) => {
  const res = await shop.request(path, init)
  return { res, html: await res.text() }
}
const home = (headers: Record<string, string>) => shop.request('/', { redirect: 'manual', headers })

describe('the shop in Tamil', () => {
  it('/ opens in Tamil for a browser that prefers Tamil, in English otherwise', async () => {
    const tamil = await home({ 'Accept-Language': 'ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7' })
    expect(tamil.status).toBe(302)
    expect(tamil.headers.get('Location')).toBe('/ta/lander')
    expect(tamil.headers.get('Vary')).toMatch(/Cookie/)
    expect(tamil.headers.get('Cache-Control')).toBe('no-store')
    for (const language of ['en-IN,en;q=0.9,ta;q=0.5', 'hi-IN', ''])
      expect((await home({ 'Accept-Language': language })).headers.get('Location'), language).toBe('/lander')
  })

  it("/ follows the buyer's remembered choice over the browser's language", async () => {
    const english = await home({ 'Accept-Language': 'ta', Cookie: 'theme=x; lang=en' })
    expect(english.headers.get('Location')).toBe('/lander')
    const tamil = await home({ 'Accept-Language': 'en', Cookie: 'lang=ta' })
    expect(tamil.headers.get('Location')).toBe('/ta/lander')
    const bogus = await home({ 'Accept-Language': 'en', Cookie: 'lang=fr' })
    expect(bogus.headers.get('Location')).toBe('/lander')
  })

  it('/ta goes to the Tamil home, keeping a campaign tag', async () => {
    const res = await shop.request('/ta?utm_source=whatsapp', { redirect: 'manual' })
    expect(res.headers.get('Location')).toBe('/ta/lander?utm_source=whatsapp')
  })

  it('a shared link opens in the language it was shared in, whatever the browser prefers', async () => {
    const english = await page('/order-now', { headers: { 'Accept-Language': 'ta', Cookie: 'lang=ta' } })
    expect(english.res.status).toBe(200)
    expect(english.html).toMatch(/<html lang="en-IN">/)
    const tamil = await page('/ta/order-now', { headers: { 'Accept-Language': 'en', Cookie: 'lang=en' } })
    expect(tamil.res.status).toBe(200)
    expect(tamil.html).toMatch(/<html lang="ta-IN">/)
  })

  it('/ta/order-now names its language, its English twin and its own address', async () => {
    const { html } = await page('/ta/order-now')
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/ta\/order-now">/)
    expect(html).toMatch(/<link rel="alternate" hreflang="en-IN" href="http:\/\/[^"]+\/order-now">/)
    expect(html).toMatch(/<link rel="alternate" hreflang="ta-IN" href="http:\/\/[^"]+\/ta\/order-now">/)
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/[^"]+\/order-now">/)
    expect(html).toContain('<meta property="og:locale" content="ta_IN">')
    // The app's own links stay in Tamil; only the switch leads to English.
    const links = [...html.matchAll(/<a\b[^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!)
    const english = links.filter((href) => !href.startsWith('/ta/') && href !== '/ta')
    expect(links.filter((href) => href.startsWith('/ta/')).length).toBeGreaterThan(20)
    expect(english).toEqual(['/order-now', '/order-now'])
  })

  it('preloads both weights of the Tamil font on every Tamil page, so bold Tamil never arrives late', async () => {
    for (const path of ['/ta/lander', '/ta/faq', '/ta/quick-checkout']) {
      const { html } = await page(path)
      const links = html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []
      expect(links, path).toHaveLength(2)
      expect(links.join(' ')).toMatch(/noto-sans-tamil-tamil-400-normal-/)
      expect(links.join(' ')).toMatch(/noto-sans-tamil-tamil-600-normal-/)
    }
  })

  it('keeps each language apart: the Tamil page is not the English one', async () => {
    const english = await page('/lander')
    const tamil = await page('/ta/lander')
    expect(english.res.headers.get('ETag')).toBeTruthy()
    expect(tamil.res.headers.get('ETag')).not.toBe(english.res.headers.get('ETag'))
    const again = await shop.request('/ta/lander', {
      headers: { 'If-None-Match': tamil.res.headers.get('ETag')! },
    })
    expect(again.status).toBe(304)
  })

  it('lists every page in both languages in the sitemap, each naming the other', async () => {
    const xml = await (await shop.request('/sitemap.xml')).text()
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/ta\/order-now<\/loc>/)
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/order-now<\/loc>/)
    expect(xml).toMatch(/hreflang="ta-IN" href="http:\/\/[^"]+\/ta\/category\?id=sparklers"/)
    const english = xml.match(/<loc>http:\/\/[^/]+\/(?!ta\/)/g) ?? []
    const tamil = xml.match(/<loc>http:\/\/[^/]+\/ta\//g) ?? []
    expect(tamil.length).toBe(english.length)
  })
})
