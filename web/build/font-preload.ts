// The Tamil font's files in the build: the server's render preloads the regular weight (the names)
// on the catalogue pages that draw Tamil names, and both weights on Tamil pages, whose headings and
// buttons are bold Tamil (web/src/entry-server.tsx). A weight arriving late would re-lay the page.
import { readdirSync } from 'node:fs'

export const TAMIL_FONT_FILE = /^noto-sans-tamil-tamil-400-normal-[A-Za-z0-9_-]{8}\.woff2$/

export const TAMIL_FONT_BOLD_FILE = /^noto-sans-tamil-tamil-600-normal-[A-Za-z0-9_-]{8}\.woff2$/

export const tamilFontHref = (assetsDir: string, file = TAMIL_FONT_FILE): string | null => {
  const found = readdirSync(assetsDir).find((f) => file.test(f))
  return found ? `/assets/${found}` : null
}
