import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { TAMIL_FONT_BOLD_FILE, tamilFontHref } from './font-preload'

// virtual:client-build hands the server's render what the client build wrote: its HTML shell,
// the manifest of its chunks, the names of the buyer's stylesheets (inlined in the pages, with the
// hashes the Content-Security-Policy allows them by) and the Tamil font's file name. The render is built after the
// client, so the two always come from the same build.
const ID = 'virtual:client-build'

// The seller's console is drawn in the browser alone (entry-server.tsx sends its frame): its route
// module's own stylesheets are linked from that frame, not carried in every buyer's render.
const CONSOLE_ROUTE = 'src/app/routes/admin-console.tsx'

interface ManifestEntry {
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

// The stylesheets a buyer's page can use: those of every chunk the app reaches without the console.
const buyerStylesheets = (manifest: Record<string, ManifestEntry>) => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk || key === CONSOLE_ROUTE) return
    seen.add(key)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  visit('index.html')
  return new Set([...seen].flatMap((key) => manifest[key]?.css ?? []))
}

// What the render reads of the manifest (app/ssr/page-assets.ts): each chunk's file, the chunks it
// imports and its stylesheets; names, sources, fonts and dynamic imports were 2 KB of the worker.
const renderManifest = (manifest: Record<string, ManifestEntry & { file?: string }>) =>
  Object.fromEntries(
    Object.entries(manifest).map(([key, { file, imports, css }]) => [
      key,
      { file, ...(imports ? { imports } : {}), ...(css ? { css } : {}) },
    ]),
  )

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
    const manifest = read('.vite/manifest.json')
    const buyerCss = buyerStylesheets(JSON.parse(manifest) as Record<string, ManifestEntry>)
    const stylesheets: Record<string, string> = {}
    for (const file of readdirSync(join(clientDir, 'assets')).filter((f) => buyerCss.has(`assets/${f}`))) {
      const css = read(`assets/${file}`)
      if (/<\/style/i.test(css)) this.error(`assets/${file} cannot be inlined: it contains </style`)
      stylesheets[`assets/${file}`] = css
    }
    const styleHashes = Object.values(stylesheets).map(
      (css) => `sha256-${createHash('sha256').update(css).digest('base64')}`,
    )
    // The render reads the stylesheets themselves from the web build at run time (app/ssr/web-files.ts):
    // only their names and hashes are code.
    return [
      `export const indexHtml = ${JSON.stringify(read('index.html'))}`,
      `export const stylesheetFiles = ${JSON.stringify(Object.keys(stylesheets))}`,
      `export const styleHashes = ${JSON.stringify(styleHashes)}`,
      `export const clientManifest = ${JSON.stringify(renderManifest(JSON.parse(manifest) as Record<string, ManifestEntry>))}`,
      `export const tamilFont = ${JSON.stringify(tamilFontHref(join(clientDir, 'assets')))}`,
      `export const tamilFontBold = ${JSON.stringify(tamilFontHref(join(clientDir, 'assets'), TAMIL_FONT_BOLD_FILE))}`,
    ].join('\n')
  },
})
