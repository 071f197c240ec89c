import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TAMIL_FONT_FILE, TAMIL_PAGES, withFontPreload } from '../../web/build/font-preload'

const built = 'dist/web'
const fontFaces = () =>
  readdirSync(join(built, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => readFileSync(join(built, 'assets', f), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [])
const preloads = (html: string) => html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? []

// `npm test` builds before it tests; these read that build.
describe.runIf(existsSync(join(built, 'index.html')))('the Tamil font in the web build', () => {
  it('is declared for Tamil characters only, so Latin-only pages never download it', () => {
    const faces = fontFaces().filter((f) => f.includes('Noto Sans Tamil'))
    expect(faces.length).toBeGreaterThan(0)
    for (const face of faces) {
      expect(face).toMatch(/unicode-range:U\+B80-BFF/i)
      // Latin letters, digits and the rupee sign stay with the system font.
      expect(face).not.toMatch(/U\+0000|U\+0-|U\+20B9/i)
      expect(face).toContain('font-display:swap')
      expect(face).not.toContain('.woff)')
    }
  })

  it('is preloaded, one file, on the catalogue pages that draw Tamil names, and nowhere else', () => {
    for (const slug of TAMIL_PAGES) {
      const links = preloads(readFileSync(join(built, `${slug}.html`), 'utf8'))
      expect(links, slug).toHaveLength(1)
      const href = links[0]!.match(/href="\/assets\/([^"]+)"/)![1]!
      expect(href).toMatch(TAMIL_FONT_FILE)
      expect(links[0]).toContain('crossorigin')
      expect(existsSync(join(built, 'assets', href))).toBe(true)
    }
    for (const page of ['index.html', 'faq.html', 'about.html']) {
      expect(preloads(readFileSync(join(built, page), 'utf8')), page).toHaveLength(0)
    }
  })
})

describe('adding the font preload to a page', () => {
  it('puts one link inside the head', () => {
    const html = withFontPreload('<html><head><title>x</title></head><body></body></html>', '/assets/f.woff2')
    expect(html).toMatch(
      /<link rel="preload" href="\/assets\/f.woff2" as="font" type="font\/woff2" crossorigin>\s*<\/head>/,
    )
  })
})
