// Builds the buyer's service worker (web/sw/sw.ts) into the web build as /sw.js, with the list of
// files it keeps offline written in: the hashed JavaScript, CSS and fonts buyers' pages load (the
// seller's console is left out: buyers never download it), and the unhashed files of the app
// (manifests, icons). Its version is a hash of that list and of the unhashed files' bytes, so any
// change to what it serves makes a new worker the browser installs.
import { buildServiceWorker, chunkFiles, filesBytes, type ViteManifest } from './sw-build'
import { ICON_PATHS, MANIFEST_PATHS } from './web-manifest'

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
  return chunkFiles(outDir, manifest, seen)
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
  const built = await buildServiceWorker(outDir, {
    entry: new URL('../sw/sw.ts', import.meta.url),
    fileName: 'sw.js',
    name: 'BUYER',
    assets,
    staticFiles: STATIC_FILES,
  })
  return {
    ...built,
    assets,
    staticFiles: STATIC_FILES,
    workerBytes: filesBytes(outDir, ['/sw.js']),
  }
}
