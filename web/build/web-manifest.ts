// The shop as an installable app: one manifest per language (the Tamil one opens the Tamil shop and
// names it as a Tamil shop writes it), with icons drawn from the favicon at build time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

// The brand's colours (web/src/styles/tokens.css): maroon bar, cream page.
export const THEME_COLOUR = '#8c1c3a'
export const BACKGROUND_COLOUR = '#fff9f0'
const ICON_CREAM = '#fdf0dc'

export const MANIFEST_PATHS = { en: '/manifest.webmanifest', ta: '/ta/manifest.webmanifest' } as const
export const ICON_PATHS = ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']

const NAMES = {
  en: { name: 'Sivakasi Crackers', short_name: 'Sivakasi Crackers', lang: 'en-IN' },
  ta: { name: 'சிவகாசி பட்டாசுகள் - Sivakasi Crackers', short_name: 'சிவகாசி பட்டாசு', lang: 'ta-IN' },
}
const DESCRIPTIONS = {
  en: 'Browse the Sivakasi crackers price list, keep a cart and send an enquiry, even on a weak signal.',
  ta: 'சிவகாசி பட்டாசு விலைப்பட்டியலைப் பார்த்து, கூடையில் சேர்த்து, விசாரணை அனுப்புங்கள்; சிக்னல் குறைவாக இருந்தாலும்.',
}

export const webManifest = (locale: 'en' | 'ta') => {
  const base = locale === 'ta' ? '/ta' : ''
  return {
    id: `${base}/lander`,
    ...NAMES[locale],
    description: DESCRIPTIONS[locale],
    start_url: `${base}/lander`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['shopping'],
    icons: [
      { src: ICON_PATHS[0], sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICON_PATHS[1], sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICON_PATHS[2], sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}

const png = (svg: string, size: number) =>
  Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng())

// A maskable icon is cropped to a circle or squircle by the phone: the mark is drawn inside the
// middle 80% on a full-bleed cream square.
const maskable = (favicon: string) => {
  const inner = favicon
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${ICON_CREAM}"/><g transform="translate(12 12) scale(0.8)">${inner}</g></svg>`
}

export const writeWebManifests = (outDir: string) => {
  const favicon = readFileSync(join(outDir, 'favicon.svg'), 'utf8')
  mkdirSync(join(outDir, 'icons'), { recursive: true })
  mkdirSync(join(outDir, 'ta'), { recursive: true })
  writeFileSync(join(outDir, ICON_PATHS[0]!), png(favicon, 192))
  writeFileSync(join(outDir, ICON_PATHS[1]!), png(favicon, 512))
  writeFileSync(join(outDir, ICON_PATHS[2]!), png(maskable(favicon), 512))
  for (const locale of ['en', 'ta'] as const)
    writeFileSync(join(outDir, MANIFEST_PATHS[locale]), `${JSON.stringify(webManifest(locale), null, 2)}\n`)
}
