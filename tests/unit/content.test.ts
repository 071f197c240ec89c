import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { internalLinks, loadAllContent, loadContent, parsePage } from '../../web/build/content'
import InfoPage from '../../web/src/app/routes/info-page'
import { contentPageQuery } from '../../web/src/features/content/content.queries'
import type { PageLoaders } from '../../web/src/features/content/content-pages'
import { LocaleProvider } from '../../web/src/lib/i18n'
import type { Locale } from '../../worker/contract/locale'
import { CONTENT_TOKENS } from '../../worker/contract/settings-rules'
import { INFO_PAGES, SITE_PATHS } from '../../worker/contract/site-paths'

// The build's virtual module, filled below from the real files, less one Tamil page: the page a
// seller has not translated yet.
const built = vi.hoisted(() => ({ loaders: { en: {}, ta: {} } as PageLoaders }))
vi.mock('virtual:content-pages', () => ({ pageLoaders: built.loaders, pageSlugs: [] }))

const pages = loadContent('content')
const bySlug = new Map(pages.map((p) => [p.slug, p]))
const count = (html: string, re: RegExp) => (html.match(re) ?? []).length

describe('information pages in content/', () => {
  it('has a page with valid front matter for every information route, and no stray files', () => {
    expect([...bySlug.keys()].sort()).toEqual([...INFO_PAGES].sort())
    for (const p of pages) {
      expect(p.title.length, p.slug).toBeGreaterThan(0)
      expect(p.description.length, p.slug).toBeGreaterThanOrEqual(50)
      expect(p.last_updated, p.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    // The policy changes with the shop (retention, export and deletion came later), so its date only moves forward.
    expect(bySlug.get('privacy-policy')!.last_updated >= '2024-07-01').toBe(true)
  })

  it('links only to routes that exist', () => {
    for (const p of pages) {
      for (const href of internalLinks(p.html))
        expect(SITE_PATHS, `${p.slug} links to ${href}`).toContain(href)
    }
  })

  it('the information pages keep what buyers know: 13 FAQs, 6 terms sections, 15 updates, 10 safety tips, the refund table', () => {
    expect(count(bySlug.get('faq')!.html, /<details>/g)).toBe(13)
    expect(count(bySlug.get('terms-and-conditions')!.html, /<details>/g)).toBe(6)
    expect(count(bySlug.get('our-updates')!.html, /<li>/g)).toBeGreaterThanOrEqual(15)
    expect(count(bySlug.get('safety-tips')!.html, /<img /g)).toBe(10)
    expect(bySlug.get('cancellation-and-refund')!.html).toMatch(/<table>[\s\S]*95%[\s\S]*<\/table>/)
    expect(bySlug.get('terms-and-conditions')!.html).toContain('18')
  })

  it('fills placeholders from the settings, marked so the page can refresh them', () => {
    const payment = bySlug.get('payment-options')!.html
    expect(payment).toContain('<span data-setting="bank_account_1">')
    expect(payment).not.toMatch(/\{\{/)
    expect(bySlug.get('faq')!.html).toMatch(/<span data-setting="min_order_tamil_nadu">Rs\. 2,500<\/span>/)
  })

  it('every safety tip picture exists in the web build sources', () => {
    const images = readdirSync('web/public/images/safety')
    for (const m of bySlug.get('safety-tips')!.html.matchAll(/src="\/images\/safety\/([^"]+)"/g))
      expect(images).toContain(m[1])
  })

  it('draws every picture with its size reserved and loads it only when scrolled to', () => {
    for (const p of pages) {
      for (const [img] of p.html.matchAll(/<img [^>]*>/g)) {
        expect(img, p.slug).toMatch(/ width="240" height="160" /)
        expect(img, p.slug).toMatch(/ loading="lazy"/)
      }
    }
    expect(count(bySlug.get('safety-tips')!.html, /<img /g)).toBe(10)
    expect(bySlug.get('safety-tips')!.html).toContain('alt="Wear cotton clothes and closed shoes"')
  })

  it('fails with the file and field named when the front matter is broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    try {
      writeFileSync(join(dir, 'bad.md'), '---\ndescription: too short\nlast_updated: 2026-11-01\n---\n\nBody')
      expect(() => loadContent(dir)).toThrow(/content\/bad\.md: front matter field "title"/)
      writeFileSync(
        join(dir, 'bad.md'),
        '---\ntitle: Fine\ndescription: x\nlast_updated: 2026-11-01\n---\n\nBody',
      )
      expect(() => loadContent(dir)).toThrow(/content\/bad\.md: front matter field "description"/)
      expect(() =>
        parsePage(
          'content/x.md',
          '---\ntitle: T\ndescription: A description long enough to pass the length check here.\nlast_updated: 2026-11-01\n---\n\n{{bank_pin}}',
        ),
      ).toThrow(/unknown placeholder \{\{bank_pin\}\}/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

const both = loadAllContent('content')
const tamil = new Map(both.ta.map((p) => [p.slug, p]))
const tags = (html: string) => ({
  h2: count(html, /<h2>/g),
  h3: count(html, /<h3>/g),
  details: count(html, /<details>/g),
  img: count(html, /<img /g),
  table: count(html, /<table>/g),
  rows: count(html, /<tr>/g),
})
const settingsIn = (html: string) =>
  [...html.matchAll(/data-setting="([a-z0-9_]+)"/g)].map((m) => m[1]).sort()

describe('information pages in Tamil, content/ta/', () => {
  it('has every page in Tamil, each with valid front matter and an English page of the same name', () => {
    expect([...tamil.keys()].sort()).toEqual([...INFO_PAGES].sort())
    for (const p of both.ta) {
      expect(p.title.length, p.slug).toBeGreaterThan(0)
      expect(p.description.length, p.slug).toBeGreaterThanOrEqual(50)
      expect(p.last_updated, p.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      // Written in Tamil, not a copy of the English page.
      expect(p.title, p.slug).toMatch(/[\u0B80-\u0BFF]/)
      expect(p.html, p.slug).not.toBe(bySlug.get(p.slug)!.html)
    }
  })

  // A Tamil page dated before its English page is waiting for its update (the seller may change the
  // English text first); once it carries the same date or later, nothing may be missing from it.
  it('keeps the sections, questions, pictures, table rows, links and placeholders of its English page', () => {
    for (const p of both.ta) {
      const en = bySlug.get(p.slug)!
      if (p.last_updated < en.last_updated) continue
      expect(tags(p.html), p.slug).toEqual(tags(en.html))
      expect(internalLinks(p.html).sort(), p.slug).toEqual(internalLinks(en.html).sort())
      expect(settingsIn(p.html), p.slug).toEqual(settingsIn(en.html))
      expect(p.html, p.slug).not.toMatch(/\{\{/)
    }
    expect(tamil.get('cancellation-and-refund')!.html).toMatch(/<table>[\s\S]*95%[\s\S]*<\/table>/)
    expect(tamil.get('terms-and-conditions')!.html).toContain('18')
    expect(tamil.get('safety-tips')!.html.match(/src="[^"]+"/g)).toEqual(
      bySlug.get('safety-tips')!.html.match(/src="[^"]+"/g),
    )
  })

  it('fills the placeholders of a Tamil page from the same settings as the English page', () => {
    for (const p of both.ta) {
      const source = readFileSync(join('content/ta', `${p.slug}.md`), 'utf8')
      for (const [, token] of source.matchAll(/\{\{\s*([a-z0-9_]+)\s*\}\}/g))
        expect(CONTENT_TOKENS, `${p.slug}: {{${token}}}`).toContain(token)
    }
    expect(tamil.get('faq')!.html).toMatch(/<span data-setting="min_order_tamil_nadu">₹2,500<\/span>/)
    expect(tamil.get('payment-options')!.html).toContain('<span data-setting="bank_account_1">')
  })

  it('fails with the Tamil file and field named when its front matter is broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'))
    const good =
      '---\ntitle: Fine\ndescription: A description long enough to pass the length check here.\nlast_updated: 2026-11-01\n---\n\nBody'
    try {
      mkdirSync(join(dir, 'ta'))
      writeFileSync(join(dir, 'about.md'), good)
      writeFileSync(
        join(dir, 'ta', 'about.md'),
        '---\ndescription: சுருக்கம்\nlast_updated: 2026-11-01\n---\n\nஉரை',
      )
      expect(() => loadAllContent(dir)).toThrow(/content\/ta\/about\.md: front matter field "title"/)
      writeFileSync(join(dir, 'ta', 'about.md'), good.replace('2026-11-01', '1 நவம்பர் 2026'))
      expect(() => loadAllContent(dir)).toThrow(/content\/ta\/about\.md: front matter field "last_updated"/)
      writeFileSync(join(dir, 'ta', 'about.md'), `${good}\n\n{{upi_id}}`)
      expect(() => loadAllContent(dir)).toThrow(/content\/ta\/about\.md: unknown placeholder \{\{upi_id\}\}/)
      // A misspelt name would never be shown: the build says which English page is missing.
      writeFileSync(join(dir, 'ta', 'about.md'), good)
      writeFileSync(join(dir, 'ta', 'abuot.md'), good)
      expect(() => loadAllContent(dir)).toThrow(/content\/ta\/abuot\.md: no English page content\/abuot\.md/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the information page in each language', () => {
  const missing = 'our-brands'
  const loadersOf = (list: typeof pages) =>
    Object.fromEntries(list.map((p) => [p.slug, async () => ({ default: p })]))
  Object.assign(built.loaders.en, loadersOf(both.en))
  Object.assign(built.loaders.ta, loadersOf(both.ta.filter((p) => p.slug !== missing)))

  // As the server renders it: the page's query fetched first, then drawn once.
  const draw = async (slug: string, locale: Locale) => {
    const client = new QueryClient()
    await client.prefetchQuery(contentPageQuery(slug, locale))
    const page = createElement(MemoryRouter, { initialEntries: [`/${slug}`] }, createElement(InfoPage))
    const withData = createElement(QueryClientProvider, { client }, page)
    // The provider's props type requires children, so createElement (this file has no JSX) takes them there.
    // biome-ignore lint/correctness/noChildrenProp: see above
    return renderToString(createElement(LocaleProvider, { locale, children: withData }))
  }

  it('shows the Tamil page on a Tamil address, its links staying in Tamil', async () => {
    const html = await draw('faq', 'ta')
    expect(html).toContain(`<h1>${tamil.get('faq')!.title}</h1>`)
    expect(html).toContain('href="/ta/contact-us"')
    expect(html).not.toContain('content-note')
    expect(html).not.toMatch(/<article[^>]*lang=/)
  })

  it('shows the English page, marked as English, with a note in Tamil when the Tamil file is missing', async () => {
    const html = await draw(missing, 'ta')
    expect(html).toContain(`<h1 lang="en">${bySlug.get(missing)!.title}</h1>`)
    expect(html).toContain('இந்தப் பக்கம் இன்னும் தமிழில் இல்லை')
    expect(html).toMatch(/<article class="prose" lang="en"/)
    expect(html).toContain('href="/ta/price-list"')
  })

  it('shows the English page on an English address, without a note', async () => {
    const html = await draw('faq', 'en')
    expect(html).toContain(`<h1>${bySlug.get('faq')!.title}</h1>`)
    expect(html).not.toContain('content-note')
    expect(html).toContain('href="/contact-us"')
  })
})
