// What a first visit downloads: the entry's JavaScript and CSS plus a route's chunk and everything
// it imports statically, gzipped, from Vite's build manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

// The most gzipped JavaScript the first visit to /lander may download (checked by
// tests/unit/bundle-budget.test.ts). The aim is 90 KB; react-dom, react-router and TanStack Query
// alone weigh about 106 KB gzipped, and hydrating the server's HTML adds a little; the budget sits
// just above what the build now needs and catches anything that creeps back into the first page.
// Both languages' words of the shell ride with it (a few KB), so a switch never waits on a download.
export const LANDER_FIRST_LOAD_BUDGET = 136.5 * 1024

export interface RouteWeight {
  route: string
  jsGzip: number
  cssGzip: number
  files: string[]
  // Each JavaScript file's gzipped size, largest first: where the first load's bytes go.
  jsFiles: { file: string; gzip: number }[]
}

const gz = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).byteLength

const closure = (manifest: Manifest, keys: string[]) => {
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return
    seen.add(k)
    for (const i of manifest[k].imports ?? []) visit(i)
  }
  for (const k of keys) visit(k)
  return [...seen].map((k) => manifest[k]!)
}

export const routeWeights = (
  outDir: string,
  manifest: Manifest,
  routeModules: Record<string, string>,
): RouteWeight[] => {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!
  return Object.entries(routeModules).map(([route, src]) => {
    const chunks = closure(manifest, [entry, src])
    const js = [...new Set(chunks.map((c) => c.file))]
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))]
    const jsFiles = js.map((file) => ({ file, gzip: gz(outDir, file) })).sort((a, b) => b.gzip - a.gzip)
    return {
      route,
      jsGzip: jsFiles.reduce((s, f) => s + f.gzip, 0),
      cssGzip: css.reduce((s, f) => s + gz(outDir, f), 0),
      files: [...js, ...css],
      jsFiles,
    }
  })
}
