// What the two service workers' builds share (web/build/buyer-sw.ts, web/build/console-sw.ts): the
// files a set of the build's chunks load, and the bundling of a worker into the web build.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { pathAliases } from './path-aliases'

export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

// The hashed files (`/assets/…`) of these chunks: their JavaScript, CSS and files, and the fonts
// the stylesheets name (the Tamil font), which the manifest does not list by chunk.
export const chunkFiles = (outDir: string, manifest: ViteManifest, keys: Iterable<string>): string[] => {
  const files = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]!
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f)
  }
  for (const f of readdirSync(join(outDir, 'assets'))) if (f.endsWith('.woff2')) files.add(`assets/${f}`)
  return [...files]
    .filter((f) => f.startsWith('assets/'))
    .map((f) => `/${f}`)
    .sort()
}

// Bundles a worker (web/sw/<entry>) into the web build as one classic script, with its
// build-time constants written in.
export const buildWorkerScript = async (
  outDir: string,
  entry: URL,
  fileName: string,
  define: Record<string, unknown>,
) => {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: pathAliases() },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: fileURLToPath(entry),
        formats: ['iife'],
        name: fileName.replace(/\W/g, '_'),
        fileName: () => fileName,
      },
    },
  })
}

// A worker's version: a hash of the hashed files' names and of the unhashed files' bytes, so any
// change to what it serves makes a new worker the browser installs.
export const workerVersion = (outDir: string, assets: readonly string[], staticFiles: readonly string[]) => {
  const hash = createHash('sha256').update(assets.join('\n'))
  for (const f of staticFiles) hash.update(readFileSync(join(outDir, f)))
  return hash.digest('hex').slice(0, 12)
}

// Raw bytes of the files a worker downloads on install.
export const filesBytes = (outDir: string, files: readonly string[]) =>
  files.reduce((s, f) => s + statSync(join(outDir, f)).size, 0)

// One service worker into the build: its version (from the files it keeps) and its file lists are
// written in as `__<NAME>_SW_VERSION__`, `__<NAME>_SW_ASSETS__` and `__<NAME>_SW_STATIC__`.
export const buildServiceWorker = async (
  outDir: string,
  worker: { entry: URL; fileName: string; name: string; assets: string[]; staticFiles: readonly string[] },
) => {
  const { entry, fileName, name, assets, staticFiles } = worker
  const version = workerVersion(outDir, assets, staticFiles)
  await buildWorkerScript(outDir, entry, fileName, {
    [`__${name}_SW_VERSION__`]: version,
    [`__${name}_SW_ASSETS__`]: assets,
    [`__${name}_SW_STATIC__`]: staticFiles,
  })
  return { version, precacheBytes: filesBytes(outDir, [...assets, ...staticFiles]) }
}
