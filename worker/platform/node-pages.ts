import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderBundle } from '../contract/page-render'

// The server's render of the pages, from the build (`npm run build` writes it to dist/ssr): the
// same module the Workers entry bundles.
export const loadPageRenderer = async (bundle: string): Promise<PageRenderBundle | undefined> => {
  const file = resolve(bundle)
  if (!existsSync(file)) {
    console.warn(`No page render in ${bundle}: run \`npm run build\` to serve the storefront pages.`)
    return undefined
  }
  const mod = (await import(pathToFileURL(file).href)) as Partial<PageRenderBundle>
  if (typeof mod.renderPage !== 'function' || !Array.isArray(mod.styleHashes))
    throw new Error(`${bundle} is not a page render (renderPage, styleHashes)`)
  return { renderPage: mod.renderPage, styleHashes: mod.styleHashes }
}
