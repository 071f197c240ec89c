import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const built = 'dist/web'
const fontFaces = () =>
  readdirSync(join(built, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => readFileSync(join(built, 'assets', f), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [])

// `npm test` builds before it tests; this reads that build (the page preloads are in tests/api/pages.test.ts).
describe('the Tamil font in the web build', () => {
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
})
