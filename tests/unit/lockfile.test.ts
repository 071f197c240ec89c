import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// `npm ci` refuses a lock in which a package names an optional dependency that has no entry of
// the right version, and a lock written on one machine can silently leave out the builds for other
// platforms (Biome, workerd, esbuild, rolldown ship one package per platform). Then deploys on
// another platform fail before anything runs.

interface LockEntry {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  os?: string[]
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>
}
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const packages = lock.packages

// Node's lookup: the nearest node_modules/<name> walking up from the dependent package.
const resolve = (from: string, name: string): [string, LockEntry] | undefined => {
  let base = from
  for (;;) {
    const path = `${base ? `${base}/` : ''}node_modules/${name}`
    const entry = packages[path]
    if (entry) return [path, entry]
    if (!base) return undefined
    const cut = base.lastIndexOf('/node_modules/')
    base = cut < 0 ? '' : base.slice(0, cut)
  }
}

const isExact = (spec: string) => /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)

describe('package-lock.json', () => {
  it('every optional dependency of every package has an entry of the pinned version, for npm ci on any platform', () => {
    const problems: string[] = []
    for (const [path, entry] of Object.entries(packages)) {
      for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
        const found = resolve(path, name)
        if (!found) problems.push(`${path || '(root)'} → ${name}@${spec}: missing`)
        else if (isExact(spec) && found[1].version !== spec)
          problems.push(`${path || '(root)'} → ${name}@${spec}: ${found[0]} is ${found[1].version}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('keeps the builds of Biome and workerd for Linux, macOS and Windows', () => {
    const osOf = (prefix: string) =>
      new Set(
        Object.entries(packages)
          .filter(([path]) => path.includes(prefix))
          .flatMap(([, entry]) => entry.os ?? []),
      )
    for (const prefix of ['node_modules/@biomejs/cli-', 'node_modules/@cloudflare/workerd-']) {
      expect([...osOf(prefix)].sort()).toEqual(expect.arrayContaining(['darwin', 'linux', 'win32']))
    }
  })

  it('pins the same versions as package.json', () => {
    const root = packages['']
    expect({ ...root?.dependencies }).toEqual(manifest.dependencies)
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
      expect(packages[`node_modules/${name}`]?.version, name).toBe(version)
  })
})
