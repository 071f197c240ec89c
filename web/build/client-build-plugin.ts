import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { TAMIL_FONT_BOLD_FILE, tamilFontHref } from './font-preload'

// virtual:client-build hands the server's render what the client build wrote: its HTML shell,
// the manifest of its chunks, its stylesheets (inlined in the pages, with the hashes the
// Content-Security-Policy allows them by) and the Tamil font's file name. The render is built after the
// client, so the two always come from the same build.
const ID = 'virtual:client-build'

export const clientBuildPlugin = (clientDir: string): Plugin => ({
  name: 'storefront-client-build',
  resolveId(id) {
    if (id === ID) return `\0${ID}`
  },
  load(id) {
    if (id !== `\0${ID}`) return
    const read = (file: string) => {
      try {
        return readFileSync(join(clientDir, file), 'utf8')
      } catch {
        this.error(`${join(clientDir, file)} is missing: build the client (vite build) first`)
      }
    }
    const stylesheets: Record<string, string> = {}
    for (const file of readdirSync(join(clientDir, 'assets')).filter((f) => f.endsWith('.css'))) {
      const css = read(`assets/${file}`)
      if (/<\/style/i.test(css)) this.error(`assets/${file} cannot be inlined: it contains </style`)
      stylesheets[`assets/${file}`] = css
    }
    const styleHashes = Object.values(stylesheets).map(
      (css) => `sha256-${createHash('sha256').update(css).digest('base64')}`,
    )
    return [
      `export const indexHtml = ${JSON.stringify(read('index.html'))}`,
      `export const stylesheets = ${JSON.stringify(stylesheets)}`,
      `export const styleHashes = ${JSON.stringify(styleHashes)}`,
      `export const clientManifest = ${read('.vite/manifest.json')}`,
      `export const tamilFont = ${JSON.stringify(tamilFontHref(join(clientDir, 'assets')))}`,
      `export const tamilFontBold = ${JSON.stringify(tamilFontHref(join(clientDir, 'assets'), TAMIL_FONT_BOLD_FILE))}`,
    ].join('\n')
  },
})
