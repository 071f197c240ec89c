// What each library and each part of the app costs in a page's first-load JavaScript: builds the
// web app once more with source maps (into a temporary folder, dist/ is untouched), walks every
// chunk of the page's first load (as web/build/bundle-report.ts does) and gives each source file
// the bytes its code became. A chunk's gzipped size is shared out by each file's own gzipped slice,
// so the rows add up to the page's figure. A benchmark, not a test: it prints, it does not judge.
// Usage: tsx scripts/first-load-composition.ts [/lander /order-now ...]
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { PUBLIC_PAGE_MODULES, routeWeights, weighable } from '../web/build/bundle-report'

// Any public page may be asked for; without one, the five the architecture notes compare.
const asked = process.argv.slice(2)
const wanted = asked.length > 0 ? asked : ['/lander', '/order-now', '/category', '/quick-checkout', '/faq']
const unknown = wanted.filter((p) => !(p in PUBLIC_PAGE_MODULES))
if (unknown.length > 0) {
  console.error(`Not a public page: ${unknown.join(', ')} (web/build/bundle-report.ts lists them)`)
  process.exit(1)
}
const chosen = Object.fromEntries(wanted.map((p) => [p, PUBLIC_PAGE_MODULES[p]!]))

// FIRST_LOAD_BUILT=<folder> reads a build made before (with source maps) instead of building.
const kept = process.env.FIRST_LOAD_BUILT
const outDir = kept ?? mkdtempSync(join(tmpdir(), 'first-load-'))
if (!kept)
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'error',
      '--sourcemap',
      '--outDir',
      outDir,
    ],
    { stdio: 'inherit' },
  )

// The area a source file belongs to: a package by name, the app by folder (two levels deep).
const areaOf = (source: string): string => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg) return pkg[1]!
  const file = relative(process.cwd(), source)
  if (file.startsWith('worker/contract/')) return 'worker/contract'
  const parts = file.replace(/^web\/src\//, '').split('/')
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.length === 2 ? parts[0]! : file
}

// Each source's slices of the chunk, concatenated; then gzip shares scaled to the chunk's own size.
const chunkAreas = (file: string): Map<string, number> => {
  const code = weighable(readFileSync(join(outDir, file), 'utf8')).replace(
    /\n\/\/# sourceMappingURL=\S+\s*$/,
    '',
  )
  const total = gzipSync(code, { level: 9 }).byteLength
  // The bundler's own runtime has no source map.
  if (!existsSync(join(outDir, `${file}.map`))) return new Map([['(bundler runtime)', total]])
  const lines = code.split('\n')
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')))
  const slices = new Map<string, string[]>()
  const marks: { line: number; column: number; source: string }[] = []
  map.eachMapping((m) => {
    marks.push({ line: m.generatedLine - 1, column: m.generatedColumn, source: m.source ?? '(none)' })
  })
  for (const [i, m] of marks.entries()) {
    const next = marks[i + 1]
    const line = lines[m.line] ?? ''
    const end = next && next.line === m.line ? next.column : line.length
    const area = areaOf(resolve(join(outDir, 'assets'), m.source))
    slices.set(area, [...(slices.get(area) ?? []), line.slice(m.column, end)])
  }
  const raw = new Map([...slices].map(([a, s]) => [a, gzipSync(s.join(''), { level: 9 }).byteLength]))
  const sum = [...raw.values()].reduce((s, n) => s + n, 0) || 1
  return new Map([...raw].map(([a, n]) => [a, Math.round((n * total) / sum)]))
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
for (const weight of routeWeights(outDir, manifest, chosen)) {
  const areas = new Map<string, number>()
  for (const { file } of weight.jsFiles)
    for (const [area, n] of chunkAreas(file)) areas.set(area, (areas.get(area) ?? 0) + n)
  console.log(
    `\n${weight.route}: ${weight.jsGzip.toLocaleString('en')} B gzip in ${weight.jsFiles.length} files`,
  )
  for (const f of weight.jsFiles) console.log(`  file  ${String(f.gzip).padStart(7)}  ${f.file}`)
  for (const [area, n] of [...areas].sort((a, b) => b[1] - a[1]))
    if (n >= 100) console.log(`  area  ${String(n).padStart(7)}  ${area}`)
}
if (!kept) rmSync(outDir, { recursive: true, force: true })
