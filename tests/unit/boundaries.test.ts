import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The import rules of docs/architecture.md live in biome.json. Each case plants a file that breaks
// (or keeps) one rule in the real tree, lints it with the project's Biome, and removes it again.

const root = fileURLToPath(new URL('../..', import.meta.url))
const biome = join(root, 'node_modules/.bin/biome')
const tag = `__planted-${process.pid}`

interface Plant {
  readonly path: string
  readonly source: string
}

const plant = (folder: string, name: string, source: string): Plant => ({
  path: `${folder}/${tag}-${name}.ts`,
  source,
})

// A file whose only line imports `from`.
const reexport = (from: string) => `export { x } from '${from}'\n`

const planted = {
  uiImportsFeature: plant('web/src/ui', 'ui', reexport('../features/checkout/checkout-rules')),
  libImportsShared: plant('web/src/lib', 'lib', reexport('../shared/cart/cart-store')),
  featureImportsFeature: plant('web/src/features/checkout', 'feature', reexport('../cart/cart-store')),
  featureImportsFeatureByFolder: plant(
    'web/src/features/orders',
    'by-folder',
    reexport('../../features/accounts/session'),
  ),
  featureImportsApp: plant('web/src/features/orders', 'app', reexport('../../app/brand')),
  sharedImportsFeature: plant(
    'web/src/shared',
    'shared',
    reexport('../features/catalogue/catalogue.queries'),
  ),
  webImportsWorker: plant(
    'web/src/app',
    'worker',
    reexport('../../../worker/features/orders/orders.service'),
  ),
  buildImportsSeed: plant('web/build', 'seed', reexport('../../worker/db/seed/seed')),
  workerImportsWeb: plant('worker/lib', 'web', reexport('../../web/src/lib/format')),
  contractImportsHono: plant('worker/contract', 'hono', `export { Hono } from 'hono'\n`),
  cycleA: plant('web/src/lib', 'cycle-a', `import { b } from './${tag}-cycle-b'\nexport const a = () => b\n`),
  cycleB: plant('web/src/lib', 'cycle-b', `import { a } from './${tag}-cycle-a'\nexport const b = () => a\n`),
  allowedFeature: plant(
    'web/src/features/checkout',
    'allowed',
    [
      `export { rupees } from '../../lib/format'`,
      `export { toast } from '../../ui/toast'`,
      `export { cartStore } from '../../shared/cart/cart-store'`,
      `export { lineTotal } from '@contract/money'`,
      `export { attemptKeyFor } from './attempt-key'`,
      '',
    ].join('\n'),
  ),
  allowedBuild: plant(
    'web/build',
    'allowed',
    `export { defaultSettings } from '../../worker/contract/settings-defaults'\n`,
  ),
  allowedContract: plant(
    'worker/contract',
    'allowed',
    `export { z } from 'zod'\nexport { paise } from './money'\n`,
  ),
} satisfies Record<string, Plant>

type Case = keyof typeof planted

let output = ''

// One Biome run over every planted file: Biome reads the whole project once to see cycles.
beforeAll(async () => {
  for (const { path, source } of Object.values(planted)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  const files = Object.values(planted).map((p) => p.path)
  try {
    await promisify(execFile)(biome, ['lint', '--colors=off', '--max-diagnostics=none', ...files], {
      cwd: root,
    })
    output = ''
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    output = `${stdout}\n${stderr}`
  }
}, 60_000)

afterAll(() => {
  for (const { path } of Object.values(planted)) rmSync(join(root, path), { force: true })
})

const diagnosticsOf = (name: Case): string[] => {
  const path = planted[name].path
  return output
    .split('\n')
    .filter((line) => line.startsWith(`${path}:`))
    .map((line) => line.split(' ')[1] ?? '')
}

describe('import boundaries (biome lint)', () => {
  it.each<[Case, string]>([
    ['uiImportsFeature', 'ui/ importing a feature'],
    ['libImportsShared', 'lib/ importing shared/'],
    ['featureImportsFeature', 'checkout importing the cart feature next door'],
    ['featureImportsFeatureByFolder', 'orders importing accounts through ../../features/'],
    ['featureImportsApp', 'a feature importing app/'],
    ['sharedImportsFeature', 'shared/ importing a feature'],
    ['webImportsWorker', 'the web importing worker code by path instead of @contract'],
    ['buildImportsSeed', 'a build script reaching into the database seed'],
    ['workerImportsWeb', 'the worker importing the web'],
    ['contractImportsHono', 'the contract importing anything but zod and itself'],
  ])('%s: %s fails the lint with noRestrictedImports', (name) => {
    expect(diagnosticsOf(name)).toContain('lint/style/noRestrictedImports')
  })

  it('two files importing each other fail the lint with noImportCycles', () => {
    expect(diagnosticsOf('cycleA')).toContain('lint/suspicious/noImportCycles')
    expect(diagnosticsOf('cycleB')).toContain('lint/suspicious/noImportCycles')
  })

  it('the allowed directions lint clean: feature → lib, ui, shared, @contract, itself; build → contract; contract → zod', () => {
    expect(diagnosticsOf('allowedFeature')).toEqual([])
    expect(diagnosticsOf('allowedBuild')).toEqual([])
    expect(diagnosticsOf('allowedContract')).toEqual([])
  })

  it('every feature folder has its own "no other feature" rule in biome.json', () => {
    const config = readFileSync(join(root, 'biome.json'), 'utf8')
    const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(features.length).toBeGreaterThan(0)
    for (const feature of features) expect(config).toContain(`"web/src/features/${feature}/**"`)
  })
})
