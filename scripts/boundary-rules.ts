import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

// The import rules, written from the folder list: every feature, console section and worker
// feature gets its rule from the same few lines, so a new folder is covered the day it appears
// (`npm run lint:rules` writes them into biome.json; tests/unit/boundaries.test.ts fails while
// biome.json differs from what this writes, and plants one break of each kind).

export interface Tree {
  readonly webFeatures: readonly string[]
  readonly consoleSections: readonly string[]
  readonly workerFeatures: readonly string[]
  // Which worker features each may import (worker/features/feature-edges.ts).
  readonly workerEdges: Readonly<Record<string, readonly string[]>>
}

interface Pattern {
  readonly group: readonly string[]
  readonly message: string
}

interface Override {
  readonly includes: readonly string[]
  readonly linter: {
    readonly rules: {
      readonly style: {
        readonly noRestrictedImports: {
          readonly level: 'error'
          readonly options: { readonly patterns: readonly Pattern[] }
        }
      }
    }
  }
}

// The console's shell composes its sections; its kit is what several sections share.
export const CONSOLE_SHELL = 'shell'
export const CONSOLE_KIT = 'kit'

const folders = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : []

export const readTree = async (root: string): Promise<Tree> => {
  const edgesFile = join(root, 'worker/features/feature-edges.ts')
  const edges = existsSync(edgesFile)
    ? ((await import(edgesFile)) as { allowedFeatureEdges: Record<string, readonly string[]> })
        .allowedFeatureEdges
    : {}
  return {
    webFeatures: folders(join(root, 'web/src/features')),
    consoleSections: folders(join(root, 'web/src/console')),
    workerFeatures: folders(join(root, 'worker/features')),
    workerEdges: edges,
  }
}

// An import path naming one of `names` as a folder: by its feature root, or relatively from any
// depth a file may sit at inside its own folder.
const folderImports = (root: string, names: readonly string[]): string[] => {
  if (names.length === 0) return []
  const set = names.length === 1 ? names[0] : `{${names.join(',')}}`
  const relative = ['..', '../..', '../../..'].flatMap((up) => [`${up}/${set}`, `${up}/${set}/**`])
  return [`**/${root}/${set}`, `**/${root}/${set}/**`, ...relative]
}

const rule = (group: readonly string[], message: string): Pattern => ({ group, message })

const override = (includes: readonly string[], patterns: readonly Pattern[]): Override => ({
  includes,
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: { patterns: patterns.filter((p) => p.group.length) },
        },
      },
    },
  },
})

const CONTRACT_ESCAPE = rule(
  ['@contract/..', '@contract/../**', '@contract/**/..', '@contract/**/../**'],
  "@contract/ names the contract only: a path that climbs out of it ('@contract/../…') reaches past the boundary.",
)
const WEB_TO_WORKER = rule(
  ['**/worker/**'],
  "The web reaches the worker only through the contract: import from '@contract/…'.",
)
const NO_APP = rule(
  ['**/app', '**/app/**'],
  'Only app/ (the shell and routes) composes features; nothing below it imports app/.',
)
const NO_CONSOLE = rule(
  ['**/console', '**/console/**'],
  "The buyer's pages never import the seller's console: only app/ routes to it.",
)

const webFeature = (tree: Tree, feature: string): Override => {
  const others = tree.webFeatures.filter((f) => f !== feature)
  return override(
    [`web/src/features/${feature}/**`],
    [
      WEB_TO_WORKER,
      CONTRACT_ESCAPE,
      rule(
        folderImports('features', others),
        `A feature never imports another feature: move what ${feature} shares into shared/ (or ui/, lib/, the contract).`,
      ),
      NO_APP,
      NO_CONSOLE,
    ],
  )
}

const consoleSection = (tree: Tree, section: string): Override => {
  const shared = [CONSOLE_KIT, ...(section === CONSOLE_SHELL ? [] : [CONSOLE_SHELL])]
  const others =
    section === CONSOLE_SHELL
      ? [] // the shell composes the sections
      : tree.consoleSections.filter((s) => s !== section && !shared.includes(s))
  const kitNeverUpward =
    section === CONSOLE_KIT ? tree.consoleSections.filter((s) => s !== CONSOLE_KIT) : others
  return override(
    [`web/src/console/${section}/**`],
    [
      WEB_TO_WORKER,
      CONTRACT_ESCAPE,
      rule(
        ['**/features', '**/features/**'],
        "The console never imports a buyer's feature: what both use lives in shared/, ui/, lib/ or the contract.",
      ),
      rule(
        folderImports('console', kitNeverUpward),
        section === CONSOLE_KIT
          ? 'console/kit is what sections share: it never imports a section or the shell.'
          : `A console section never imports another: move what ${section} shares into console/kit.`,
      ),
      NO_APP,
    ],
  )
}

const webOverrides = (tree: Tree): Override[] => [
  override(['web/src/**'], [WEB_TO_WORKER, CONTRACT_ESCAPE]),
  ...tree.webFeatures.map((f) => webFeature(tree, f)),
  ...tree.consoleSections.map((s) => consoleSection(tree, s)),
  override(
    ['web/src/shared/**'],
    [
      WEB_TO_WORKER,
      CONTRACT_ESCAPE,
      rule(
        ['**/features/**'],
        'shared/ never imports a feature: move what several features need into shared/, ui/ or lib/.',
      ),
      NO_APP,
      NO_CONSOLE,
    ],
  ),
  override(
    ['web/src/ui/**', 'web/src/lib/**'],
    [
      WEB_TO_WORKER,
      CONTRACT_ESCAPE,
      rule(
        ['**/features/**'],
        'ui/ and lib/ never imports a feature: move what several features need into shared/, ui/ or lib/.',
      ),
      rule(
        ['**/shared', '**/shared/**'],
        'ui/ and lib/ never imports shared/: shared/ builds on ui/ and lib/, not the other way round.',
      ),
      NO_APP,
      NO_CONSOLE,
    ],
  ),
  override(
    ['web/build/**', 'web/*.ts'],
    [
      rule(
        ['**/worker/**', '!**/worker/contract', '!**/worker/contract/**'],
        "Build scripts may use the contract, never the worker's database, features or internals.",
      ),
      CONTRACT_ESCAPE,
    ],
  ),
]

const WORKER_TO_WEB = rule(
  ['**/web/src/**', '**/web/build/**', '**/web/src', '**/web/build'],
  'The worker never imports the web: share through worker/contract.',
)

const workerFeature = (tree: Tree, feature: string): Override => {
  const allowed = new Set([feature, ...(tree.workerEdges[feature] ?? [])])
  const others = tree.workerFeatures.filter((f) => !allowed.has(f))
  const may = [...allowed].filter((f) => f !== feature)
  return override(
    [`worker/features/${feature}/**`],
    [
      WORKER_TO_WEB,
      CONTRACT_ESCAPE,
      rule(
        folderImports('features', others),
        `${feature} imports ${may.length ? `only ${may.join(', ')} of the other features` : 'no other feature'} (worker/features/feature-edges.ts): move what it shares to lib/ or db/, or add the edge there with its reason.`,
      ),
      rule(['**/app', '../../app'], 'Only worker/app.ts composes features; a feature never imports it.'),
    ],
  )
}

const workerOverrides = (tree: Tree): Override[] => [
  override(['worker/**'], [WORKER_TO_WEB, CONTRACT_ESCAPE]),
  ...tree.workerFeatures.map((f) => workerFeature(tree, f)),
  override(
    ['worker/lib/**', 'worker/platform/**'],
    [
      WORKER_TO_WEB,
      CONTRACT_ESCAPE,
      rule(
        ['**/features', '**/features/**'],
        'lib/ and platform/ are building blocks: they never import a feature.',
      ),
      rule(
        ['**/schema', '**/schema-*', '**/db/schema', '**/db/schema-*'],
        'lib/ and platform/ never read the schema: the feature that owns a table passes in what a building block needs.',
      ),
    ],
  ),
  override(
    ['worker/db/**'],
    [
      WORKER_TO_WEB,
      CONTRACT_ESCAPE,
      rule(
        ['**/features', '**/features/**'],
        'db/ (schema, client, seed) never imports a feature: features build on it.',
      ),
    ],
  ),
  override(
    ['worker/contract/**'],
    [
      rule(
        ['**', '!zod', '!zod/**', '!./**'],
        'The contract is shared by worker and web: it imports only zod and other contract files.',
      ),
    ],
  ),
]

// An override of biome.json this generator owns: one that restricts imports.
export const isImportRule = (o: unknown): boolean => JSON.stringify(o).includes('"noRestrictedImports"')

export const boundaryOverrides = (tree: Tree): Override[] => [...webOverrides(tree), ...workerOverrides(tree)]
