import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// The import aliases (`@contract/*`) are declared once, in tsconfig.base.json; Vite and Vitest
// read them from there so the type checker and the bundlers can never disagree.
const base = fileURLToPath(new URL('../../tsconfig.base.json', import.meta.url))

export const pathAliases = (): Record<string, string> => {
  const config = JSON.parse(readFileSync(base, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> }
  }
  const aliases: Record<string, string> = {}
  for (const [pattern, [target]] of Object.entries(config.compilerOptions.paths)) {
    if (!pattern.endsWith('/*') || !target?.endsWith('/*')) throw new Error(`Unsupported alias ${pattern}`)
    aliases[pattern.slice(0, -2)] = resolve(dirname(base), target.slice(0, -2))
  }
  return aliases
}
