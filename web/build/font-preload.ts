// The Tamil font's file in the build (the weight the names use, 400): the server's render preloads
// it on the catalogue pages that draw Tamil names (web/src/entry-server.tsx).
import { readdirSync } from 'node:fs'

export const TAMIL_FONT_FILE = /^noto-sans-tamil-tamil-400-normal-[A-Za-z0-9_-]{8}\.woff2$/

export const tamilFontHref = (assetsDir: string): string | null => {
  const file = readdirSync(assetsDir).find((f) => TAMIL_FONT_FILE.test(f))
  return file ? `/assets/${file}` : null
}
