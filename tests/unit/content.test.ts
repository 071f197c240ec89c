import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { internalLinks, loadContent, parsePage } from '../../web/build/content'
import { INFO_PAGES, SITE_PATHS } from '../../worker/contract/site-paths'

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
