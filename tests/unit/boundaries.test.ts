import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  boundaryOverrides,
  CONSOLE_KIT,
  CONSOLE_SHELL,
  isImportRule,
  readTree,
} from '../../scripts/boundary-rules'
import { PLANTED_PREFIX } from '../helpers/planted'

// The import rules live in biome.json, written from the folder list by scripts/boundary-rules.ts.
// Each case plants a file that breaks (or keeps) one rule in the real tree, lints it with the
// project's Biome, and removes it again. The folders planted into are today's, read from the tree.

const root = fileURLToPath(new URL('../..', import.meta.url))
const biome = join(root, 'node_modules/.bin/biome')
const tag = `${PLANTED_PREFIX}${process.pid}`
const tree = await readTree(root)

const plant = (folder: string, name: string, source: string) => ({
  path: `${folder}/${tag}-${name}.ts`,
  source,
})

// Two worker features with no edge between them, and one edge the list allows.
const [worker, forbidden] = (() => {
  for (const from of tree.workerFeatures) {
    const to = tree.workerFeatures.find((f) => f !== from && !tree.workerEdges[from]?.includes(f))
    if (to) return [from, to]
  }
  return ['', '']
})()
const [edgeFrom, edgeTo] = Object.entries(tree.workerEdges).flatMap(([from, tos]) =>
  tos.map((to) => [from, to] as const),
)[0] ?? ['', '']
const sections = tree.consoleSections.filter((s) => s !== CONSOLE_KIT && s !== CONSOLE_SHELL)
const [section, otherSection] = sections
const [webFeature] = tree.webFeatures

const planted = {
  uiImportsFeature: plant('web/src/ui', 'ui', `export { x } from '../features/checkout/checkout-rules'\n`),
  libImportsShared: plant('web/src/lib', 'lib', `export { x } from '../shared/cart/cart-store'\n`),
  featureImportsFeature: plant('web/src/features/checkout', 'feature', `export { x } from '../orders/x'\n`),
  featureImportsFeatureByFolder: plant(
    'web/src/features/orders',
    'by-folder',
    `export { x } from '../../features/accounts/session'\n`,
  ),
  featureImportsApp: plant('web/src/features/orders', 'app', `export { x } from '../../app/brand'\n`),
  featureImportsConsole: plant(
    `web/src/features/${webFeature}`,
    'console',
    `export { x } from '../../console/${section}/x'\n`,
  ),
  sharedImportsFeature: plant(
    'web/src/shared',
    'shared',
    `export { x } from '../features/catalogue/catalogue.queries'\n`,
  ),
  webImportsWorker: plant(
    'web/src/app',
    'worker',
    `export { x } from '../../../worker/features/orders/orders.service'\n`,
  ),
  webClimbsOutOfContract: plant('web/src/lib', 'climb', `export { orders } from '@contract/../db/schema'\n`),
  consoleImportsFeature: plant(
    `web/src/console/${section}`,
    'feature',
    `export { x } from '../../features/${webFeature}/x'\n`,
  ),
  consoleImportsSection: plant(
    `web/src/console/${section}`,
    'section',
    `export { x } from '../${otherSection}/x'\n`,
  ),
  consoleKitImportsSection: plant(
    `web/src/console/${CONSOLE_KIT}`,
    'kit',
    `export { x } from '../${section}/x'\n`,
  ),
  buildImportsSeed: plant('web/build', 'seed', `export { x } from '../../worker/db/seed/seed'\n`),
  workerImportsWeb: plant('worker/lib', 'web', `export { x } from '../../web/src/lib/format'\n`),
  workerFeatureImportsFeature: plant(
    `worker/features/${worker}`,
    'feature',
    `export { x } from '../${forbidden}/x'\n`,
  ),
  workerFeatureImportsApp: plant(
    `worker/features/${worker}`,
    'app',
    `export { createApp } from '../../app'\n`,
  ),
  workerClimbsOutOfContract: plant(
    `worker/features/${worker}`,
    'climb',
    `export { x } from '@contract/../lib/x'\n`,
  ),
  workerLibImportsFeature: plant('worker/lib', 'feature', `export { x } from '../features/${worker}/x'\n`),
  workerLibImportsSchema: plant('worker/lib', 'schema', `export { orders } from '../db/schema'\n`),
  workerDbImportsFeature: plant('worker/db', 'feature', `export { x } from '../features/${worker}/x'\n`),
  contractImportsHono: plant('worker/contract', 'hono', `export { Hono } from 'hono'\n`),
  cycleA: plant('web/src/lib', 'cycle-a', `import { b } from './${tag}-cycle-b'\nexport const a = () => b\n`),
  cycleB: plant('web/src/lib', 'cycle-b', `import { a } from './${tag}-cycle-a'\nexport const b = () => a\n`),
  typeCycleA: plant(
    'worker/lib',
    'type-cycle-a',
    `import type { B } from './${tag}-type-cycle-b'\nexport type A = { b?: B }\n`,
  ),
  typeCycleB: plant(
    'worker/lib',
    'type-cycle-b',
    `import type { A } from './${tag}-type-cycle-a'\nexport type B = { a?: A }\n`,
  ),
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
  allowedConsole: plant(
    `web/src/console/${section}`,
    'allowed',
    `export { x } from '../${CONSOLE_KIT}/x'\nexport { toast } from '../../ui/toast'\nexport { y } from '../../shared/y'\n`,
  ),
  allowedWorkerEdge: plant(`worker/features/${edgeFrom}`, 'edge', `export { x } from '../${edgeTo}/x'\n`),
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
}

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
  it('the tree has what the planted cases need: worker features with and without an edge, two console sections', () => {
    expect([worker, forbidden, edgeFrom, edgeTo, webFeature]).not.toContain('')
    expect(sections.length).toBeGreaterThanOrEqual(2)
  })

  it.each<[Case, string]>([
    ['uiImportsFeature', 'ui/ importing a feature'],
    ['libImportsShared', 'lib/ importing shared/'],
    ['featureImportsFeature', 'checkout importing the orders feature next door'],
    ['featureImportsFeatureByFolder', 'orders importing accounts through ../../features/'],
    ['featureImportsApp', 'a feature importing app/'],
    ['featureImportsConsole', "a buyer's feature importing the console"],
    ['sharedImportsFeature', 'shared/ importing a feature'],
    ['webImportsWorker', 'the web importing worker code by path instead of @contract'],
    ['webClimbsOutOfContract', "the web reaching the schema through '@contract/../'"],
    ['consoleImportsFeature', "a console section importing a buyer's feature"],
    ['consoleImportsSection', 'a console section importing another section'],
    ['consoleKitImportsSection', 'console/kit importing a section'],
    ['buildImportsSeed', 'a build script reaching into the database seed'],
    ['workerImportsWeb', 'the worker importing the web'],
    ['workerFeatureImportsFeature', 'a worker feature importing one the edge list does not allow'],
    ['workerFeatureImportsApp', 'a worker feature importing worker/app.ts'],
    ['workerClimbsOutOfContract', "a worker feature reaching past the contract through '@contract/../'"],
    ['workerLibImportsFeature', 'worker/lib importing a feature'],
    ['workerLibImportsSchema', 'worker/lib reading the schema'],
    ['workerDbImportsFeature', 'worker/db (the seed) importing a feature'],
    ['contractImportsHono', 'the contract importing anything but zod and itself'],
  ])('%s: %s fails the lint with noRestrictedImports', (name) => {
    expect(diagnosticsOf(name)).toContain('lint/style/noRestrictedImports')
  })

  it('two files importing each other fail the lint with noImportCycles', () => {
    expect(diagnosticsOf('cycleA')).toContain('lint/suspicious/noImportCycles')
    expect(diagnosticsOf('cycleB')).toContain('lint/suspicious/noImportCycles')
  })

  it('two files importing only types from each other fail too: a type cycle still tangles who owns what', () => {
    expect(diagnosticsOf('typeCycleA')).toContain('lint/suspicious/noImportCycles')
    expect(diagnosticsOf('typeCycleB')).toContain('lint/suspicious/noImportCycles')
  })

  it('the allowed directions lint clean: feature → lib, ui, shared, @contract, itself; console section → kit; a listed worker edge; build → contract; contract → zod', () => {
    for (const name of [
      'allowedFeature',
      'allowedConsole',
      'allowedWorkerEdge',
      'allowedBuild',
      'allowedContract',
    ] as const)
      expect(diagnosticsOf(name), name).not.toContain('lint/style/noRestrictedImports')
  })

  it("biome.json holds exactly the rules written from today's folders and edge list (npm run lint:rules)", () => {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: unknown[] }
    expect(config.overrides.filter(isImportRule)).toEqual(boundaryOverrides(tree))
  })
})
