// Build step: the PNG pictures link previews show (WhatsApp and Facebook do not show SVG). Fonts come
// from a package already installed (Noto Sans Tamil, which carries Latin too), not from the machine, so
// every build draws the same pixels and needs no network.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import { ogPicturePath, SHOP_CARD_PATH } from '../web/src/shared/og-pictures'
import { productArtSvg } from '../worker/db/seed/product-art'
import { productArtPath } from '../worker/db/seed/seed'
import { catalogue } from '../worker/db/seed/seed-data'
import { plainFractions, productCardSvg, shopCardSvg } from './og-card'

// A WOFF 1.0 file back to the TrueType it wraps (the renderer reads only TrueType and OpenType):
// the same tables, each inflated when it was compressed, behind a plain sfnt header.
export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font')
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compressed = woff.readUInt32BE(at + 8)
    const length = woff.readUInt32BE(at + 12)
    const raw = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    }
  })
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + numTables * 16)
  header.writeUInt32BE(woff.readUInt32BE(4), 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((t, i) => {
    const at = 12 + i * 16
    t.tag.copy(header, at)
    header.writeUInt32BE(t.checksum, at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(t.data.length, at + 12)
    const padded = Buffer.alloc((t.data.length + 3) & ~3)
    t.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

const FONT_FAMILY = 'Noto Sans Tamil'
const FONT_FILES = ['400', '700'].map(
  (w) => `@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-${w}-normal.woff`,
)

/** A renderer with the card fonts loaded; close() removes the fonts' temporary files. */
export const createRasteriser = () => {
  const require = createRequire(import.meta.url)
  const dir = mkdtempSync(join(tmpdir(), 'og-fonts-'))
  const fontFiles = FONT_FILES.map((name, i) => {
    const file = join(dir, `font-${i}.ttf`)
    writeFileSync(file, woffToSfnt(readFileSync(require.resolve(name))))
    return file
  })
  const options = {
    font: {
      loadSystemFonts: false,
      fontFiles,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    logLevel: 'error' as const,
  }
  return {
    png: (svg: string): Buffer => Buffer.from(new Resvg(svg, options).render().asPng()),
    // RGBA, for checking that text is drawn at all (a font that failed to load draws nothing).
    pixels: (svg: string): Uint8Array => new Resvg(svg, options).render().pixels,
    close: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Writes the shop's card and a card per demo product picture into the web build; answers how many. */
export const writePreviewCards = async (outDir: string): Promise<number> => {
  await mkdir(join(outDir, 'images/og/products'), { recursive: true })
  const rasteriser = createRasteriser()
  try {
    await writeFile(join(outDir, SHOP_CARD_PATH), rasteriser.png(shopCardSvg()))
    let count = 1
    for (const category of catalogue) {
      for (const p of category.products) {
        const path = ogPicturePath(productArtPath(p.code))
        if (!path) continue
        const input = { code: p.code, art: p.art, categoryName: category.name, variant: 0 }
        // The same drawing as the product's picture (its randomness follows code and kind, not name).
        const artSvg = productArtSvg({ ...input, name: plainFractions(p.name) })
        const card = productCardSvg({ artSvg, name: p.name, categoryName: category.name })
        await writeFile(join(outDir, path), rasteriser.png(card))
        count++
      }
    }
    return count
  } finally {
    rasteriser.close()
  }
}
