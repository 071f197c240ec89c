import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { boundaryOverrides, isImportRule, readTree } from './boundary-rules'

// npm run lint:rules — writes the import rules into biome.json from today's folders. Run it after
// adding or removing a feature, a console section or a worker feature edge.
const root = fileURLToPath(new URL('..', import.meta.url))
const file = join(root, 'biome.json')
const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
// Overrides that are not import rules (e.g. what tests may do) are kept as they are, first.
const others = ((config.overrides as Record<string, unknown>[] | undefined) ?? []).filter(
  (o) => !isImportRule(o),
)
config.overrides = [...others, ...boundaryOverrides(await readTree(root))]
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], {
  cwd: root,
  stdio: 'inherit',
})
console.log(`biome.json: ${(config.overrides as unknown[]).length} import-rule overrides written`)
