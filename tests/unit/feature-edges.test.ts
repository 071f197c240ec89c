import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { pathAliases } from '../../web/build/path-aliases'
import { allowedFeatureEdges } from '../../worker/features/feature-edges'
import { isPlanted } from '../helpers/planted'

// worker/features/feature-edges.ts says which worker feature may import which. These tests read
// every import of every feature file (relative or through a path alias) and hold the tree to it.

const root = fileURLToPath(new URL('../..', import.meta.url))
const featuresDir = join(root, 'worker/features')

interface CrossImport {
  from: string
  to: string
  file: string
  specifier: string
}

const SPECIFIER = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsFiles(path)
    return entry.name.endsWith('.ts') && !isPlanted(entry.name) ? [path] : []
  })

// The feature folder a path lies in, or undefined when it is outside the features.
const featureOf = (dir: string, path: string) => {
  const rel = relative(dir, path)
  if (rel.startsWith('..') || rel === '') return undefined
  const [first, ...rest] = rel.split(sep)
  return rest.length ? first : undefined
}

const resolveSpecifier = (file: string, specifier: string, aliases: Record<string, string>) => {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier)
  const alias = Object.keys(aliases).find((a) => specifier === a || specifier.startsWith(`${a}/`))
  return alias ? join(aliases[alias]!, specifier.slice(alias.length)) : undefined
}

// Every import from one feature folder into another, under `dir`.
const crossImports = (dir: string, aliases: Record<string, string>): CrossImport[] =>
  tsFiles(dir).flatMap((file) => {
    const from = featureOf(dir, file)
    if (!from) return []
    return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap((m) => {
      const specifier = (m[1] ?? m[2])!
      const target = resolveSpecifier(file, specifier, aliases)
      const to = target && featureOf(dir, target.endsWith('.ts') ? target : `${target}.ts`)
      return to && to !== from ? [{ from, to, file: relative(root, file), specifier }] : []
    })
  })

// A cycle in a graph of features, as the path around it, or undefined.
const cycleIn = (edges: Record<string, readonly string[]>): string[] | undefined => {
  const done = new Set<string>()
  const visit = (node: string, path: string[]): string[] | undefined => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node]
    if (done.has(node)) return undefined
    for (const next of edges[node] ?? []) {
      const cycle = visit(next, [...path, node])
      if (cycle) return cycle
    }
    done.add(node)
    return undefined
  }
  for (const node of Object.keys(edges)) {
    const cycle = visit(node, [])
    if (cycle) return cycle
  }
  return undefined
}

const graphOf = (imports: CrossImport[]) => {
  const graph: Record<string, string[]> = {}
  for (const { from, to } of imports) {
    const targets = graph[from] ?? []
    graph[from] = targets.includes(to) ? targets : [...targets, to]
  }
  return graph
}

const allowed: Record<string, readonly string[]> = allowedFeatureEdges
const isAllowed = (i: CrossImport) => allowed[i.from]?.includes(i.to) ?? false
const describeImport = (i: CrossImport) => `${i.file} imports '${i.specifier}' (${i.from} -> ${i.to})`

describe('worker feature edges (worker/features/feature-edges.ts)', () => {
  const imports = crossImports(featuresDir, pathAliases())

  it('every import from one worker feature into another is an allowed edge', () => {
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((i) => !isAllowed(i)).map(describeImport)).toEqual([])
  })

  it('the allowed edges, and so the features, form no cycle', () => {
    expect(cycleIn(allowed)).toBeUndefined()
    expect(cycleIn(graphOf(imports))).toBeUndefined()
  })

  it('the list names every feature folder, only feature folders, and only edges the code uses', () => {
    // Folders with code: git keeps no empty folder, so a clean clone has no other kind.
    const folders = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && tsFiles(join(featuresDir, entry.name)).length > 0)
      .map((entry) => entry.name)
      .sort()
    expect(Object.keys(allowed).sort()).toEqual(folders)
    const used = graphOf(imports)
    for (const [from, targets] of Object.entries(allowed)) {
      expect([...targets].sort(), `${from}'s allowed edges`).toEqual([...(used[from] ?? [])].sort())
    }
  })
})

describe('the import scan itself', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'feature-edges-'))
  const fixture = join(tmp, 'features')
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))
  const plant = (path: string, source: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true })
    writeFileSync(join(fixture, path), source)
  }
  plant(
    'orders/orders.service.ts',
    "import { a } from './orders-views'\nimport { q } from '../quotes/quotes.service'\n",
  )
  plant('quotes/quotes.service.ts', "export { o } from '../../features/orders/orders.service'\n")
  plant('alerts/alerts-job.ts', "import type { P } from '@feat/payments/payments-write'\n")
  plant('payments/payments-write.ts', "const lazy = () => import('../alerts/alerts-job')\n")
  plant('lib-like.ts', "import { o } from './orders/orders.service'\n")

  it('finds relative, by-folder, aliased and dynamic imports across features, and their cycles', () => {
    const found = crossImports(fixture, { '@feat': fixture })
    expect(found.map((i) => `${i.from}->${i.to}`).sort()).toEqual([
      'alerts->payments',
      'orders->quotes',
      'payments->alerts',
      'quotes->orders',
    ])
    expect(cycleIn(graphOf(found))).toBeDefined()
    expect(cycleIn({ invoices: ['orders'], orders: [] })).toBeUndefined()
  })
})
