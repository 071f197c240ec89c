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
// Weighed with hashes as zeros (below), the same bar as 136.5 KB with hashes: that build weighed
// 139,749 B with hashes and 138,518 B without, 1,231 B apart, so the bar moves down by as much.
// Down 11 B more when the quantity boxes stopped waiting for hydration (138,534 B).
export const LANDER_FIRST_LOAD_BUDGET = 136.5 * 1024 - 1242

export interface RouteWeight {
  route: string
  jsGzip: number
  cssGzip: number
  files: string[]
  // Each JavaScript file's gzipped size, largest first: where the first load's bytes go.
  jsFiles: { file: string; gzip: number }[]
}

// Each file is weighed with the content hashes in the names it imports written as eight zeros: a
// hash is random to gzip, so a one-line change anywhere renamed a dozen chunks and moved the first
// load by tens of bytes either way. The real download is a few dozen bytes more than this figure.
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(js|css)\b/g
export const weighable = (text: string) => text.replace(HASHED_NAME, '-00000000.$1')
const gz = (dir: string, file: string) =>
  gzipSync(weighable(readFileSync(join(dir, file), 'utf8')), { level: 9 }).byteLength

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
