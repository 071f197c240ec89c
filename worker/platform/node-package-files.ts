import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// A reader of one installed package's files by their path inside it (the price list PDF's faces
// from @fontsource/noto-sans-tamil on one machine), wherever node_modules is.
export const packageFileReader = (pkg: string) => {
  const root = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`))
  return async (path: string) => new Uint8Array(await readFile(join(root, path)))
}
