import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderer } from '../contract/page-render'

// The server's render of the pages, from the build (`npm run build` writes it to dist/ssr): the
// same module the Workers entry bundles.
export const loadPageRenderer = async (bundle: string): Promise<PageRenderer | undefined> => {
  const file = resolve(bundle)
  if (!existsSync(file)) {
    console.warn(`No page render in ${bundle}: run \`npm run build\` to serve the storefront pages.`)
    return undefined
  }
  const mod = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer }
  if (typeof mod.renderPage !== 'function') throw new Error(`${bundle} does not export renderPage`)
  return mod.renderPage
}
