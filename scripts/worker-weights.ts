// Where the production worker's bytes go: reads the bundle and its source map (wrangler.toml's
// upload_source_maps), gives each stretch of minified code to the file it came from, and prints
// the bytes per area and per package, minified and gzipped. A group's gzip figure is its own code
// gzipped alone, so the column does not add up to the whole bundle's (shared words compress
// across groups); it ranks what each part costs.
//
//   npm run worker:weights              builds the bundle into .wrangler/weights first
//   npm run worker:weights -- <dir>     reads a bundle already there (index.js + index.js.map)
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const UNMAPPED = '(unmapped)'
const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

// One segment of a source map's mappings: its fields, each a base-64 VLQ.
const decodeSegment = (segment: string): number[] => {
  const fields: number[] = []
  let value = 0
  let shift = 0
  for (const ch of segment) {
    const digit = VLQ.indexOf(ch)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

// The source index of every stretch of each generated line, as [line, fromColumn, source] runs.
const stretches = (mappings: string) => {
  const runs: { line: number; column: number; source: number }[] = []
  let source = 0
  mappings.split(';').forEach((line, lineNo) => {
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields = decodeSegment(segment)
      column += fields[0] ?? 0
      if (fields.length > 1) source += fields[1] ?? 0
      runs.push({ line: lineNo, column, source: fields.length > 1 ? source : -1 })
    }
  })
  return runs
}

// worker/features/orders/x.ts -> "api worker/features/orders"; node_modules/@a/b/... -> "@a/b".
// drizzle-orm's own source maps name its TypeScript one folder up, so its files read as
// node_modules/src/….
export const areaOf = (path: string): { area: string; pkg: string } => {
  const clean = relative(process.cwd(), path)
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/')
    const named = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '?')
    const pkg = named === 'src' ? 'drizzle-orm' : named
    return { area: `package ${pkg}`, pkg }
  }
  const parts = clean.split('/')
  if (parts[0] === 'worker') {
    const depth = parts[1] === 'features' || parts[1] === 'platform' ? 3 : 2
    return { area: parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || clean, pkg: 'the app' }
  }
  if (parts[0] === 'web')
    return { area: parts.slice(0, Math.min(4, parts.length - 1)).join('/'), pkg: 'the app' }
  if (parts[0] === 'content') return { area: 'content (information pages)', pkg: 'the app' }
  return { area: clean, pkg: clean }
}

const table = (title: string, groups: Map<string, string[]>, total: number, limit: number) => {
  const rows = [...groups].map(([name, chunks]) => {
    const text = chunks.join('')
    return { name, raw: Buffer.byteLength(text), gz: text ? gzipSync(text).length : 0 }
  })
  rows.sort((a, b) => b.gz - a.gz)
  console.log(`\n${title}`)
  console.log(`${'gzip B'.padStart(9)} ${'min B'.padStart(9)}  share  name`)
  for (const r of rows.slice(0, limit))
    console.log(
      `${String(r.gz).padStart(9)} ${String(r.raw).padStart(9)} ${`${((r.raw / total) * 100).toFixed(1)}%`.padStart(6)}  ${r.name}`,
    )
  if (rows.length > limit) console.log(`  … ${rows.length - limit} more`)
}

const main = () => {
  let dir = process.argv.slice(2).find((a) => !a.startsWith('--'))
  if (!dir) {
    dir = '.wrangler/weights'
    execFileSync('npx', ['wrangler', 'deploy', '--env=', '--dry-run', '--outdir', dir], {
      stdio: 'pipe',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    })
  }
  const code = readFileSync(join(dir, 'index.js'), 'utf8')
  const map = JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')) as {
    sources: string[]
    mappings: string
    sourceRoot?: string
  }
  const lines = code.split('\n')
  // The spec puts sourceRoot beside the map; wrangler writes it from the working folder. Take
  // whichever reading names files that exist.
  const roots = [resolve(dir, map.sourceRoot ?? ''), resolve(map.sourceRoot ?? '')]
  const root = roots.find((r) => map.sources.some((s) => existsSync(resolve(r, s)))) ?? roots[0]!
  const byArea = new Map<string, string[]>()
  const byPkg = new Map<string, string[]>()
  const byFile = new Map<string, string[]>()
  const add = (groups: Map<string, string[]>, key: string, text: string) => {
    const list = groups.get(key)
    if (list) list.push(text)
    else groups.set(key, [text])
  }
  // A stretch runs to the next one. Lines with no mapping at all are text a build plugin wrote
  // (virtual modules have no source: the information pages' HTML and the stylesheets were such
  // template literals), counted apart as '(unmapped)' rather than given to the file before them.
  const lineStarts = [0]
  for (const line of lines) lineStarts.push(lineStarts[lineStarts.length - 1]! + line.length + 1)
  const runs = stretches(map.mappings)
  runs.forEach((run, i) => {
    const next = runs[i + 1]
    const from = lineStarts[run.line]! + run.column
    const to = next ? lineStarts[next.line]! + next.column : code.length
    const text = code.slice(from, to)
    const lineEnd = text.indexOf('\n')
    const own = lineEnd < 0 ? text : text.slice(0, lineEnd)
    const path = run.source >= 0 ? resolve(root, map.sources[run.source] ?? '?') : UNMAPPED
    for (const [file, part] of [
      [path, own],
      [UNMAPPED, text.slice(own.length)],
    ] as const) {
      if (!part) continue
      const { area, pkg } = file === UNMAPPED ? { area: UNMAPPED, pkg: UNMAPPED } : areaOf(file)
      add(byArea, area, part)
      add(byPkg, pkg, part)
      add(byFile, file === UNMAPPED ? UNMAPPED : relative(process.cwd(), file), part)
    }
  })
  const total = Buffer.byteLength(code)
  console.log(`worker bundle ${dir}/index.js: ${total} B minified, ${gzipSync(code).length} B gzip`)
  table('By package (the app = our own code)', byPkg, total, 25)
  table('By area', byArea, total, 80)
  // --files: the heaviest single files too.
  if (process.argv.includes('--files'))
    table('By file', byFile, total, Number(process.env.WEIGHTS_FILES ?? 60))
}

main()
