import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { AdminQuotes } from '../../worker/contract/quotes'
import type { WhatsappMessage } from '../../worker/contract/whatsapp'
import type { OriginConfig } from '../../worker/lib/site-origin'
import { auth, createAdmin } from '../helpers/admin'
import { loadPageRender } from '../helpers/page-render'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

// A Node shop behind a proxy: the Host header is whatever the client wrote, and pages, the sitemap
// and robots.txt are kept by caches and shown to everyone. None of them may name that host.

const SITE = 'https://shop.example.in'
const FORGED = 'http://evil.example'
const config = (origin: OriginConfig) => ({
  jwtIssuer: 'test-issuer',
  jwtAudience: 'test-audience',
  catalogueCheckMs: 0,
  origin,
})
const shopWith = async (origin: OriginConfig) =>
  createTestApp({ overrides: { config: config(origin), pages: await loadPageRender() } })
const forged = async (t: TestApp, path: string) => {
  const res = await t.request(`${FORGED}${path}`, { headers: { Host: 'evil.example' } })
  return { status: res.status, text: await res.text() }
}

describe('with SITE_ORIGIN set', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await shopWith({ site: SITE, hostIsOwn: false, trustProxy: 1 })
  })
  afterAll(() => t.close())

  it('a forged Host shows in no page: canonical, hreflang and preview card name the configured address', async () => {
    for (const path of ['/lander', '/ta/category?id=sparklers', '/print?id=AAAAAAAAAAAAAAAAAAAA']) {
      const { status, text } = await forged(t, path)
      expect(status, path).toBe(200)
      expect(text, path).not.toContain('evil.example')
    }
    const { text } = await forged(t, '/ta/category?id=sparklers')
    expect(text).toContain(`<link rel="canonical" href="${SITE}/ta/category?id=sparklers">`)
    expect(text).toContain(`<link rel="alternate" hreflang="en-IN" href="${SITE}/category?id=sparklers">`)
    expect(text).toMatch(new RegExp(`<meta property="og:image" content="${SITE}/images/og/`))
  })

  it('a forged Host shows in neither the sitemap nor robots.txt', async () => {
    const sitemap = await forged(t, '/sitemap.xml')
    expect(sitemap.text).not.toContain('evil.example')
    expect(sitemap.text).toContain(`<loc>${SITE}/lander</loc>`)
    const robots = await forged(t, '/robots.txt')
    expect(robots.text).not.toContain('evil.example')
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('without SITE_ORIGIN, behind a proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await shopWith({ hostIsOwn: false, trustProxy: 1 })
  })
  afterAll(() => t.close())

  it('pages name no absolute address at all rather than the Host a client sent', async () => {
    const { status, text } = await forged(t, '/category?id=sparklers')
    expect(status).toBe(200)
    expect(text).not.toContain('evil.example')
    expect(text).not.toMatch(/rel="canonical"|property="og:url"|property="og:image"|hreflang=/)
    // The words of the preview stay.
    expect(text).toContain('<meta property="og:title" content="Sparklers">')
  })

  it('there is no sitemap, and robots.txt names none', async () => {
    const sitemap = await forged(t, '/sitemap.xml')
    expect(sitemap.status).toBe(404)
    expect(sitemap.text).not.toContain('evil.example')
    const robots = await forged(t, '/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.text).toContain('Disallow: /api/')
    expect(robots.text).not.toMatch(/evil\.example|Sitemap:/)
  })
})

describe("the seller's WhatsApp links", () => {
  const draft = async (t: TestApp, base: string, headers: Record<string, string>) => {
    const admin = await createAdmin(t)
    const q = await acceptedQuote(t)
    const res = await t.json<{ data: WhatsappMessage } & ErrorBody>(
      `${base}${API}/admin/orders/${q.id}/whatsapp?moment=quote_sent`,
      { headers: { ...auth(admin), ...headers } },
    )
    expect(res.status).toBe(200)
    return { text: res.body.data.text, token: q.token }
  }

  it('behind a TLS proxy are https:// on the host the buyer used, never http://', async () => {
    const t = await createTestApp({ overrides: { config: config({ hostIsOwn: false, trustProxy: 1 }) } })
    try {
      const { text, token } = await draft(t, 'http://shop.example.in', { 'X-Forwarded-Proto': 'https' })
      expect(text).toContain(`https://shop.example.in/quote?t=${token}`)
      expect(text).not.toContain('http://')
    } finally {
      t.close()
    }
  })

  it('name SITE_ORIGIN whatever host the request came in on', async () => {
    const t = await createTestApp({
      overrides: { config: config({ site: SITE, hostIsOwn: false, trustProxy: 1 }) },
    })
    try {
      const { text, token } = await draft(t, FORGED, { Host: 'evil.example' })
      expect(text).toContain(`${SITE}/quote?t=${token}`)
      expect(text).not.toContain('evil.example')
    } finally {
      t.close()
    }
  })

  it('and the quote link the console shows to copy names SITE_ORIGIN too', async () => {
    const t = await createTestApp({
      overrides: { config: config({ site: SITE, hostIsOwn: true, trustProxy: 0 }) },
    })
    try {
      const admin = await createAdmin(t)
      const q = await acceptedQuote(t)
      // The console opened on another address of the same worker (its workers.dev one).
      const res = await t.json<{ data: AdminQuotes }>(
        `https://shop.workers.dev${API}/admin/orders/${q.id}/quotes`,
        { headers: auth(admin) },
      )
      expect(res.body.data.quote_link).toBe(`${SITE}/quote?t=${q.token}`)
    } finally {
      t.close()
    }
  })
})
