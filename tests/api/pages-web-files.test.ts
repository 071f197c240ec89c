import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { WebFileReader } from '../../worker/contract/page-render'
import { diskWebFiles } from '../../worker/platform/node-pages'
import { apiApp } from '../helpers/api-app'
import { loadPageRender, WEB_BUILD } from '../helpers/page-render'

// The render does not carry the information pages' text nor the stylesheets: it reads them from the
// web build (the assets binding on Workers, the disk here), once per isolate, and a file it cannot
// read answers the fault page, never a page drawn without it nor a stack trace.

const reads = new Map<string, number>()
const missing = new Set<string>()
const disk = diskWebFiles(WEB_BUILD)
const counted: WebFileReader = (path) => {
  reads.set(path, (reads.get(path) ?? 0) + 1)
  return missing.has(path) ? Promise.resolve(null) : disk(path)
}
const config = { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 5000 }
const shop = apiApp({ overrides: { config, pages: await loadPageRender(counted) } })
const pageFile = (path: string) =>
  JSON.parse(readFileSync(join(WEB_BUILD, path), 'utf8')) as { title: string }
const opened = { headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' } }

describe('the files the page render reads from the web build', () => {
  it('draws /faq and /ta/faq with their text and styles, reading each file once', async () => {
    for (const [path, file] of [
      ['/faq', '/content/en/faq.json'],
      ['/ta/faq', '/content/ta/faq.json'],
    ] as const) {
      const res = await shop.request(path, opened)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(`<h1`)
      expect(html, path).toContain(pageFile(file).title)
      expect(html, path).toMatch(/<style data-href="\/assets\/[^"]+\.css">[^<]{1000,}<\/style>/)
      // Only the stylesheets the page inlines are read, not those of pages not drawn yet.
      expect(
        [...reads.keys()].filter((file) => /^\/assets\/checkout-/.test(file)),
        path,
      ).toEqual([])
    }
    // The render's own page views (a campaign tag is drawn for that request alone) read nothing again.
    for (const path of ['/faq?utm_source=x', '/ta/faq?utm_source=x', '/lander?utm_source=x'])
      expect((await shop.request(path, opened)).status, path).toBe(200)
    expect(reads.size).toBeGreaterThan(2)
    for (const [path, times] of reads) expect(times, path).toBe(1)
  })

  it('answers the fault page when a file is missing, and draws the page once it is back', async () => {
    missing.add('/content/en/about.json')
    const res = await shop.request('/about?utm_source=x', opened)
    expect(res.status).toBe(500)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).not.toMatch(/about\.json|\bat \S+:\d+/)
    expect(html).not.toContain('<div id="root">')
    missing.clear()
    const again = await shop.request('/about?utm_source=x', opened)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain(pageFile('/content/en/about.json').title)
  })
})
