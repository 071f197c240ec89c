// Builds the buyer's service worker (web/sw/sw.ts) into the web build as /sw.js, with the list of
// files it keeps offline written in: the hashed JavaScript, CSS and fonts buyers' pages load (the
// seller's console is left out: buyers never download it), and the unhashed files of the app
// (manifests, icons). Its version is a hash of that list and of the unhashed files' bytes, so any
// change to what it serves makes a new worker the browser installs.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { pathAliases } from './path-aliases'
import { ICON_PATHS, MANIFEST_PATHS } from './web-manifest'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
type ViteManifest = Record<string, ManifestChunk>

// Only reached through the console's route module.
const CONSOLE_MODULE = 'src/app/routes/admin-console.tsx'

export const buyerAssets = (outDir: string, manifest: ViteManifest): string[] => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || key === CONSOLE_MODULE || !manifest[key]) return
    seen.add(key)
    const chunk = manifest[key]
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const files = new Set<string>()
  for (const key of seen) {
    const chunk = manifest[key]!
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f)
  }
  // The fonts the stylesheets name (the Tamil font), not listed by chunk.
  for (const f of readdirSync(join(outDir, 'assets'))) if (f.endsWith('.woff2')) files.add(`assets/${f}`)
  return [...files]
    .filter((f) => f.startsWith('assets/'))
    .map((f) => `/${f}`)
    .sort()
}

export const STATIC_FILES = ['/favicon.svg', MANIFEST_PATHS.en, MANIFEST_PATHS.ta, ...ICON_PATHS]

export interface BuiltWorker {
  version: string
  assets: string[]
  staticFiles: string[]
  // Raw bytes of the files it downloads on install, and of sw.js itself.
  precacheBytes: number
  workerBytes: number
}

export const buildBuyerServiceWorker = async (
  outDir: string,
  manifest: ViteManifest,
): Promise<BuiltWorker> => {
  const assets = buyerAssets(outDir, manifest)
  const hash = createHash('sha256').update(assets.join('\n'))
  for (const f of STATIC_FILES) hash.update(readFileSync(join(outDir, f)))
  const version = hash.digest('hex').slice(0, 12)
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: pathAliases() },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUYER_SW_VERSION__: JSON.stringify(version),
      __BUYER_SW_ASSETS__: JSON.stringify(assets),
      __BUYER_SW_STATIC__: JSON.stringify(STATIC_FILES),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('../sw/sw.ts', import.meta.url)),
        formats: ['iife'],
        name: 'buyerServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  })
  const size = (f: string) => statSync(join(outDir, f)).size
  return {
    version,
    assets,
    staticFiles: STATIC_FILES,
    precacheBytes: [...assets, ...STATIC_FILES].reduce((s, f) => s + size(f), 0),
    workerBytes: size('sw.js'),
  }
}
