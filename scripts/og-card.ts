// The pictures link previews show (1200×630, the size WhatsApp, Facebook and X crop to), drawn as SVG
// for the build to turn into PNG: previews do not show SVG. Colours are the shop's (web/src/styles/tokens.css).

import { OG_PICTURE_SIZE, SHOP_TAGLINE } from '../web/src/shared/og-pictures'
import { SHOP_NAME } from '../worker/contract/brand'
import { escapeXml, wrapLines } from '../worker/db/seed/product-art-text'

const { width: W, height: H } = OG_PICTURE_SIZE
const MAROON = '#8c1c3a'
const MAROON_DARK = '#6d1230'
const MARIGOLD = '#f2a007'
const MARIGOLD_SOFT = '#ffe6b0'
const CREAM = '#fff9f0'
const INK = '#2a1a14'
const MUTED = '#6b5148'

// A quiet spark burst: thin rays and a few dots around a centre.
const burst = (cx: number, cy: number, r: number, colour: string, opacity: number) => {
  let rays = ''
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    const inner = r * 0.35
    const outer = i % 2 ? r * 0.8 : r
    const x1 = (cx + Math.cos(a) * inner).toFixed(1)
    const y1 = (cy + Math.sin(a) * inner).toFixed(1)
    const x2 = (cx + Math.cos(a) * outer).toFixed(1)
    const y2 = (cy + Math.sin(a) * outer).toFixed(1)
    rays += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`
    rays += `<circle cx="${(cx + Math.cos(a) * (outer + 10)).toFixed(1)}" cy="${(cy + Math.sin(a) * (outer + 10)).toFixed(1)}" r="3" stroke="none"/>`
  }
  return `<g stroke="${colour}" fill="${colour}" stroke-width="4" stroke-linecap="round" opacity="${opacity}">${rays}</g>`
}

// The card font has no vulgar fractions (2¾" crackers): written out instead of drawn as boxes.
const FRACTIONS: Record<string, string> = { '¼': ' 1/4', '½': ' 1/2', '¾': ' 3/4' }
export const plainFractions = (text: string) => text.replace(/[¼½¾]/g, (f) => FRACTIONS[f] ?? f)

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`

/** The shop's card: the preview of every page that has no picture of its own. */
export const shopCardSvg = (): string =>
  svgOpen +
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${MAROON}"/><stop offset="1" stop-color="${MAROON_DARK}"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
  burst(1010, 150, 110, MARIGOLD, 0.55) +
  burst(1120, 330, 55, MARIGOLD_SOFT, 0.35) +
  burst(905, 430, 70, MARIGOLD_SOFT, 0.25) +
  `<rect x="96" y="236" width="120" height="8" rx="4" fill="${MARIGOLD}"/>` +
  `<g font-family="sans-serif">` +
  `<text x="92" y="350" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(SHOP_NAME)}</text>` +
  `<text x="96" y="430" font-size="44" fill="${MARIGOLD_SOFT}">${escapeXml(SHOP_TAGLINE)}</text>` +
  `</g>` +
  `<rect y="${H - 18}" width="${W}" height="18" fill="${MARIGOLD}"/>` +
  `</svg>`

export interface ProductCardInput {
  artSvg: string
  name: string
  categoryName: string
}

/** A product's card: its picture on the left, its name and the shop's on the right. */
export const productCardSvg = ({ artSvg, name, categoryName }: ProductCardInput): string => {
  // The picture is a 400×400 SVG of its own: nested at the card's scale, its ids stay its own.
  const size = 560
  const top = (H - size) / 2
  const art = artSvg
    .replace(
      /^<svg[^>]*>/,
      `<svg x="${top}" y="${top}" width="${size}" height="${size}" viewBox="0 0 400 400">`,
    )
    .replace(/<title>.*?<\/title>/, '')
  const lines = wrapLines(plainFractions(name), 18, 3)
  const nameSize = lines.length > 2 ? 50 : 58
  const textX = top * 2 + size
  const firstY = 250 - (lines.length - 1) * nameSize * 0.55
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${(firstY + i * nameSize * 1.15).toFixed(0)}">${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    svgOpen +
    `<rect width="${W}" height="${H}" fill="${CREAM}"/>` +
    burst(1120, 90, 60, MARIGOLD, 0.35) +
    `<clipPath id="card-art"><rect x="${top}" y="${top}" width="${size}" height="${size}" rx="28"/></clipPath>` +
    `<g clip-path="url(#card-art)">${art}</g>` +
    `<g font-family="sans-serif">` +
    `<text x="${textX}" y="120" font-size="30" fill="${MUTED}">${escapeXml(categoryName)}</text>` +
    `<g font-size="${nameSize}" font-weight="700" fill="${MAROON}">${nameText}</g>` +
    `<rect x="${textX}" y="470" width="90" height="6" rx="3" fill="${MARIGOLD}"/>` +
    `<text x="${textX}" y="530" font-size="40" font-weight="700" fill="${INK}">${escapeXml(SHOP_NAME)}</text>` +
    `<text x="${textX}" y="572" font-size="26" fill="${MUTED}">${escapeXml(SHOP_TAGLINE)}</text>` +
    `</g>` +
    `<rect y="${H - 12}" width="${W}" height="12" fill="${MAROON}"/>` +
    `</svg>`
  )
}
