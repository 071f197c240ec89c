// Generated product pictures for the seed catalogue: small, self-contained SVGs (no fonts beyond the
// generic sans-serif, no external references). Pure and deterministic: the same input gives the same
// picture. Variant 0 is the main photo; variants 1..3 are extra views (turned and recoloured).

import { DRAW, n, type Palette } from './product-art-draw'
import { clip, escapeXml, wrapLines } from './product-art-text'
import type { ArtKind } from './seed-data'

export interface ProductArtInput {
  code: string
  name: string
  art: ArtKind
  categoryName: string
  variant: number
}

type Rand = () => number

const SPARKS = ['#f59e0b', '#ef4444', '#eab308', '#ec4899', '#10b981', '#3b82f6']
// Hues for the drawn object: crimson, magenta, burnt orange, royal blue, green, purple.
const OBJECT_HUES = [352, 330, 18, 222, 160, 268]
const TURNS = [0, -14, 12, -22]

function hashString(value: string): number {
  let h = 2166136261
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function seededRandom(seed: number): Rand {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360
  const sat = s / 100
  const light = l / 100
  const a = sat * Math.min(light, 1 - light)
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12
    const c = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** A small festive SVG picture for a product. */
export function productArtSvg(input: ProductArtInput): string {
  const variant = Math.max(0, Math.floor(Number.isFinite(input.variant) ? input.variant : 0))
  const seed = hashString(`${input.code}:${input.art}`)
  const rand = seededRandom(seed ^ Math.imul(variant + 1, 0x9e3779b1))
  // Warm background hue (pinks, reds, oranges, golds), shifted per variant.
  const hue = 345 + (((seed % 60) + variant * 23) % 70)
  const objectHue = OBJECT_HUES[(seed + variant) % OBJECT_HUES.length] ?? 352
  const shift = variant % SPARKS.length
  const palette: Palette = {
    main: hex(objectHue, 62, 40),
    dark: hex(objectHue, 55, 26),
    gold: '#f5b301',
    sparks: [...SPARKS.slice(shift), ...SPARKS.slice(0, shift)],
    rand,
  }
  const id = `bg-${input.code.replace(/[^A-Za-z0-9_-]/g, '')}-${variant}`
  let bokeh = ''
  for (let i = 0; i < 4; i++) {
    bokeh += `<circle cx="${n(rand() * 400)}" cy="${n(rand() * 280)}" r="${n(18 + rand() * 36)}"/>`
  }
  const turn = TURNS[variant % TURNS.length] ?? 0
  // Extra views: turned (and one mirrored), slightly smaller so the turned drawing clears the name panel.
  const mirror = variant % 4 === 2 ? -0.88 : 0.88
  const transform = turn
    ? ` transform="translate(200 170) rotate(${turn}) scale(${mirror} .88) translate(-200 -170)"`
    : ''
  // Unknown kinds (say, from hand-edited data) fall back to the generic novelty drawing.
  const draw = (DRAW as Partial<Record<string, (p: Palette) => string>>)[input.art] ?? DRAW.novelty
  const lines = wrapLines(input.name, 24, 2)
  const first = lines.length > 1 ? 336 : 352
  const text = lines
    .map((line, i) => `<text x="200" y="${first + i * 30}">${escapeXml(line)}</text>`)
    .join('')
  const name = escapeXml(input.name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hex(hue, 85, 93)}"/><stop offset="1" stop-color="${hex(hue + 16, 80, 80)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#${id})"/>` +
    `<g fill="#fff" opacity=".22">${bokeh}</g>` +
    `<g${transform}>${draw(palette)}</g>` +
    `<rect x="16" y="304" width="368" height="80" rx="14" fill="#fff" opacity=".75"/>` +
    `<g font-family="sans-serif" fill="#3b1a0c">` +
    `<g font-size="24" font-weight="700" text-anchor="middle">${text}</g>` +
    `<text x="20" y="30" font-size="14" opacity=".8">${escapeXml(input.code)}</text>` +
    `<text x="380" y="30" font-size="13" text-anchor="end" opacity=".7">${escapeXml(clip(input.categoryName, 28))}</text>` +
    `</g></svg>`
  )
}
