import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../scripts/chromium-path'
import { catalogue } from '../../worker/db/seed/seed-data'
import { FACE } from '../../worker/features/price-list-pdf/pdf-fonts'
import { drawWordsPdf, newDocument, WORD_CELL } from '../../worker/features/price-list-pdf/pdf-text'
import { FONT_DIR, loadPriceListFonts, requirePoppler } from '../helpers/price-list-pdf'

// The Tamil in the PDF is shaped as a browser shapes it: every Tamil word of the demo catalogue, and
// the hard cases (pre-base vowel signs, the conjunct க்ஷ, ஸ்ரீ), drawn by the price list's own text
// code and rasterised by poppler, against the same word drawn by Chromium with the same fonts at the
// same pixel size. Both are cut to their ink, scaled to one height and compared as ink overlap
// (intersection over union). A planted PDF whose Tamil face skips OpenType layout (the glyphs of the
// code points in logical order) must score below the bar on the words that need shaping.

const HARD = ['கொ', 'கோ', 'கை', 'கௌ', 'க்ஷ', 'ஸ்ரீ', 'லக்ஷ்மி', 'பூச்சட்டி']
const NEEDS_SHAPING = ['கொ', 'கை', 'க்ஷ', 'ஸ்ரீ']
const TAMIL_WORD = /^[\u0B80-\u0BFF\u200C\u200D]+$/u
const words = [
  ...new Set([
    ...HARD,
    ...catalogue
      .flatMap((c) => [c.tamilName, ...c.products.map((p) => p.tamilName)])
      .flatMap((n) => n.split(/[\s()"/,.-]+/)),
  ]),
].filter((w) => TAMIL_WORD.test(w))

// Measured: the 136 shaped words scored 0.76 at worst; unshaped கொ கை க்ஷ ஸ்ரீ 0.22-0.34.
const BAR = 0.6
const PX = 48 // 48 pt at 72 dpi is 48 px, the size Chromium draws

let browser: Browser
let dir: string
beforeAll(async () => {
  requirePoppler()
  dir = mkdtempSync(join(tmpdir(), 'shaping-'))
  browser = await chromium.launch({ executablePath: findChromium(process.env.CHROMIUM_PATH).path })
}, 30_000)
afterAll(async () => {
  await browser?.close()
  if (dir && !process.env.SHAPING_DEBUG) rmSync(dir, { recursive: true, force: true })
})

// The PDF's one page at 72 dpi: a point is a pixel, as in Chromium's page.
const rasterise = (pdf: Uint8Array, name: string): string => {
  writeFileSync(join(dir, `${name}.pdf`), pdf)
  execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)])
  return `data:image/png;base64,${readFileSync(join(dir, `${name}.png`)).toString('base64')}`
}

const fontUrl = (file: string) =>
  `data:font/woff2;base64,${readFileSync(join(FONT_DIR, file)).toString('base64')}`

// Chromium draws each word in a cell of the word page's size, at the same left and baseline.
const chromiumPage = () => `<!doctype html><meta charset="utf-8"><style>
@font-face { font-family: T; src: url(${fontUrl('noto-sans-tamil-tamil-400-normal.woff2')}) format('woff2');
  unicode-range: U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC; }
@font-face { font-family: T; src: url(${fontUrl('noto-sans-tamil-latin-400-normal.woff2')}) format('woff2');
  unicode-range: U+0000-00FF; }
body { margin: 0; background: #fff; display: flex; flex-wrap: wrap; width: ${WORD_CELL.width * WORD_CELL.perRow}px }
div { width: ${WORD_CELL.width}px; height: ${WORD_CELL.height}px; position: relative }
span { position: absolute; left: ${WORD_CELL.left}px; top: 0; font: ${PX}px/${WORD_CELL.height}px T; white-space: nowrap; color: #000 }
</style>${words.map((w) => `<div><span>${w}</span></div>`).join('')}`

// In the page: each image cut to its ink (grey < 128), both scaled to one box 20 px high so a pixel's worth of
// difference in the two rasterisers' anti-aliasing does not count, then the overlap of the greys
// (sum of the smaller darkness over sum of the larger: 1 is the same drawing).
const compareInPage = async ({ pdf, shot, cells }: { pdf: string; shot: string; cells: number[][] }) => {
  const load = (src: string) =>
    new Promise<HTMLImageElement>((resolve) => {
      const img = new Image()
      img.onload = () => resolve(img)
      img.src = src
    })
  const H = 20
  const inkOf = (img: CanvasImageSource, sx: number, sy: number, sw: number, sh: number, width?: number) => {
    const c = new OffscreenCanvas(sw, sh)
    const g = c.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D
    g.fillStyle = '#fff'
    g.fillRect(0, 0, sw, sh)
    g.drawImage(img, sx, sy, sw, sh, 0, 0, sw, sh)
    const d = g.getImageData(0, 0, sw, sh).data
    let [x0, y0, x1, y1] = [sw, sh, -1, -1]
    for (let y = 0; y < sh; y++)
      for (let x = 0; x < sw; x++)
        if ((d[(y * sw + x) * 4] ?? 255) < 128) {
          x0 = Math.min(x0, x)
          y0 = Math.min(y0, y)
          x1 = Math.max(x1, x)
          y1 = Math.max(y1, y)
        }
    const w = width ?? Math.max(1, Math.round(((x1 - x0 + 1) * H) / (y1 - y0 + 1)))
    const s = new OffscreenCanvas(w, H)
    const t = s.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D
    t.fillStyle = '#fff'
    t.fillRect(0, 0, w, H)
    t.drawImage(c, x0, y0, x1 - x0 + 1, y1 - y0 + 1, 0, 0, w, H)
    const px = t.getImageData(0, 0, w, H).data
    return { w, ink: (x: number, y: number) => (x < w ? 1 - (px[(y * w + x) * 4] ?? 255) / 255 : 0) }
  }
  const [pdfImg, shotImg] = [await load(pdf), await load(shot)]
  const scores: number[] = []
  for (const [x, y, w, h] of cells as [number, number, number, number][]) {
    const a = inkOf(pdfImg, x, y, w, h)
    // To the PDF drawing's box: the two rasterisers' hinting makes the same word a pixel or two
    // wider or shorter, which is not a shaping difference.
    const b = inkOf(shotImg, x, y, w, h, a.w)
    let both = 0
    let either = 0
    for (let yy = 0; yy < H; yy++)
      for (let xx = 0; xx < Math.max(a.w, b.w); xx++) {
        const p = a.ink(xx, yy)
        const q = b.ink(xx, yy)
        both += Math.min(p, q)
        either += Math.max(p, q)
      }
    scores.push(either ? both / either : 0)
  }
  return scores
}

// Chromium's drawing of the words, once for both tests: a screenshot and each word's cell in it.
let drawn: Promise<{ shot: string; cells: number[][] }> | undefined
const chromiumDrawing = () => {
  drawn ??= (async () => {
    const page = await browser.newPage({
      viewport: { width: WORD_CELL.width * WORD_CELL.perRow, height: 800 },
    })
    await page.setContent(chromiumPage())
    await page.evaluate(() => document.fonts.ready)
    // The words are drawn with the woff2 given, not a Tamil font the machine happens to have.
    const loaded = await page.evaluate(() =>
      [...document.fonts].some((f) => f.status === 'loaded' && /B82/i.test(f.unicodeRange)),
    )
    if (!loaded) throw new Error('Chromium did not load the Tamil woff2')
    const cells = await page.$$eval('div', (ds) =>
      ds.map((d) => {
        const r = d.getBoundingClientRect()
        return [r.x, r.y, r.width, r.height]
      }),
    )
    const png = await page.screenshot({ fullPage: true })
    if (process.env.SHAPING_DEBUG) writeFileSync('/tmp/shaping-chromium.png', png)
    await page.close()
    return { shot: `data:image/png;base64,${png.toString('base64')}`, cells }
  })()
  return drawn
}

const scoresOf = async (pdf: Uint8Array, name: string): Promise<Map<string, number>> => {
  const { shot, cells } = await chromiumDrawing()
  const page = await browser.newPage()
  const scores = await page.evaluate(compareInPage, { pdf: rasterise(pdf, name), shot, cells })
  await page.close()
  return new Map(words.map((w, i) => [w, scores[i] ?? 0]))
}

// A document whose Tamil face lays text out without OpenType: each code point's own glyph, in the
// order typed, at its advance (no reordering, no conjuncts, no mark positioning).
const unshapedDocument = (fonts: ReturnType<typeof loadPriceListFonts>) => {
  const doc = newDocument(fonts, { lang: 'ta-IN' })
  doc.font(FACE.tamilRegular)
  // biome-ignore lint/suspicious/noExplicitAny: pdfkit's font wrapper and fontkit's font are untyped
  const font = (doc as any)._font.font
  font.layout = (text: string) => {
    const glyphs = font.glyphsForString(text)
    const positions = glyphs.map((g: { advanceWidth: number }) => ({
      xAdvance: g.advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }))
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum: number, p: { xAdvance: number }) => sum + p.xAdvance, 0)
      },
    }
  }
  return doc
}

describe('the price list PDF shapes Tamil as Chromium does', () => {
  it("every Tamil word of the demo catalogue matches Chromium's drawing of it", async () => {
    expect(words.length).toBeGreaterThan(40)
    const pdf = await drawWordsPdf(words, loadPriceListFonts(), { size: PX })
    const scores = await scoresOf(pdf, 'shaped')
    const sorted = [...scores].sort((a, b) => a[1] - b[1])
    console.log(
      `shaped: ${words.length} words, worst ${sorted
        .slice(0, 3)
        .map(([w, s]) => `${w} ${s.toFixed(3)}`)
        .join(', ')}`,
    )
    expect(sorted.filter(([, s]) => s < BAR)).toEqual([])
  }, 30_000)

  it('a planted unshaped rendering fails the comparison', async () => {
    const fonts = loadPriceListFonts()
    const pdf = await drawWordsPdf(words, fonts, { size: PX }, unshapedDocument(fonts))
    const scores = await scoresOf(pdf, 'unshaped')
    console.log(`unshaped: ${NEEDS_SHAPING.map((w) => `${w} ${scores.get(w)?.toFixed(3)}`).join(', ')}`)
    for (const w of NEEDS_SHAPING) expect(scores.get(w), w).toBeLessThan(BAR)
  }, 30_000)
})
