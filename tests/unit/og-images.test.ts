import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRasteriser } from '../../scripts/og-images'
import { ogPicturePath, SHOP_CARD_PATH } from '../../web/src/shared/og-pictures'
import { productArtPath } from '../../worker/db/seed/seed'
import { catalogue } from '../../worker/db/seed/seed-data'
import { BUILD_PRESENT } from './built'

const built = 'dist/web'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

// The size a PNG declares in its first chunk (IHDR), after checking it is a PNG at all.
const pngSize = (file: string) => {
  const bytes = readFileSync(file)
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${file} is a PNG`).toBe(true)
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

// `npm test` builds before it tests; these read that build.
describe.runIf(BUILD_PRESENT)('preview pictures in the web build', () => {
  it('the shop card is a 1200×630 PNG', () => {
    expect(pngSize(join(built, SHOP_CARD_PATH))).toEqual({ width: 1200, height: 630 })
  })

  it("every demo product's picture has a 1200×630 PNG card where its page meta points", () => {
    const products = catalogue.flatMap((c) => c.products)
    expect(products.length).toBeGreaterThan(100)
    for (const p of products) {
      const path = ogPicturePath(productArtPath(p.code))
      expect(path, p.code).toBeDefined()
      expect(pngSize(join(built, path!)), p.code).toEqual({ width: 1200, height: 630 })
    }
  })
})

describe('the preview card renderer', () => {
  it("draws text with the packaged font, without the machine's fonts", () => {
    const r = createRasteriser()
    try {
      const svg = (text: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><rect width="300" height="80" fill="#fff"/>` +
        `<text x="10" y="55" font-family="sans-serif" font-size="40" font-weight="700">${text}</text></svg>`
      const ink = (px: Uint8Array) => px.filter((v, i) => i % 4 === 0 && v < 128).length
      expect(ink(r.pixels(svg('')))).toBe(0)
      expect(ink(r.pixels(svg('Sivakasi')))).toBeGreaterThan(500)
    } finally {
      r.close()
    }
  })
})
