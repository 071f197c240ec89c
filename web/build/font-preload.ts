// Pages whose first view draws Tamil names (catalogue tables and cards) get the Tamil font's file
// in their HTML, so it loads alongside the scripts instead of after the products arrive and render,
// and the names do not redraw late. Only the weight those names use (400); every other page's
// HTML stays without it, so Latin-only pages never download it.
import { readdirSync } from 'node:fs'

export const TAMIL_FONT_FILE = /^noto-sans-tamil-tamil-400-normal-[A-Za-z0-9_-]{8}\.woff2$/

export const TAMIL_PAGES = [
  'order-now',
  'quick-enquiry',
  'all-products',
  'enquiry',
  'price-list',
  'category',
  'special-category',
] as const

export const tamilFontHref = (assetsDir: string): string | null => {
  const file = readdirSync(assetsDir).find((f) => TAMIL_FONT_FILE.test(f))
  return file ? `/assets/${file}` : null
}

export const withFontPreload = (html: string, href: string) =>
  html.replace(
    '</head>',
    `  <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n  </head>`,
  )
