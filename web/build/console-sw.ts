// Builds the seller's console service worker (web/sw/console-sw.ts) into the web build as
// /console-sw.js, with the files it keeps offline written in: the hashed JavaScript, CSS and fonts
// the console's page loads (the app's start, the console's route module and the console itself,
// with what they import; none of the shop's pages), and the console's manifest and icons.
import { buildServiceWorker, chunkFiles, type ViteManifest } from './sw-build'

// The chunks the console loads after the page's entry: each one's static imports come with it.
export const CONSOLE_CHUNKS = ['src/start.tsx', 'src/app/routes/admin-console.tsx', 'src/console/console.tsx']

export const CONSOLE_STATIC_FILES = [
  '/console.webmanifest',
  '/favicon.svg',
  '/icons/console-192.png',
  '/icons/console-512.png',
]

export const consoleAssets = (outDir: string, manifest: ViteManifest): string[] => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The console's chunk ${key} is not in the build`)
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  for (const key of CONSOLE_CHUNKS) visit(key)
  return chunkFiles(outDir, manifest, seen)
}

export const buildConsoleServiceWorker = async (outDir: string, manifest: ViteManifest) => {
  const assets = consoleAssets(outDir, manifest)
  const built = await buildServiceWorker(outDir, {
    entry: new URL('../sw/console-sw.ts', import.meta.url),
    fileName: 'console-sw.js',
    name: 'CONSOLE',
    assets,
    staticFiles: CONSOLE_STATIC_FILES,
  })
  return { ...built, files: assets.length + CONSOLE_STATIC_FILES.length }
}
