import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderBundle, PageRenderFactory, WebFileReader } from '../contract/page-render'

// A file of the web build on disk, by its URL path; null when it is not there or the path would
// leave the folder.
export const diskWebFiles =
  (webDir: string): WebFileReader =>
  async (path) => {
    const root = resolve(webDir)
    const file = resolve(root, `.${path}`)
    if (!file.startsWith(root + sep)) return null
    return readFile(file, 'utf8').catch(() => null)
  }

// The server's render of the pages, from the build (`npm run build` writes it to dist/ssr): the
// same module the Workers entry bundles, reading the files it draws with through `read` (on Node,
// diskWebFiles: the web build the server also serves).
export const loadPageRenderer = async (
  bundle: string,
  read: WebFileReader,
): Promise<PageRenderBundle | undefined> => {
  const file = resolve(bundle)
  if (!existsSync(file)) {
    console.warn(`No page render in ${bundle}: run \`npm run build\` to serve the storefront pages.`)
    return undefined
  }
  const mod = (await import(pathToFileURL(file).href)) as { createPageRender?: PageRenderFactory }
  if (typeof mod.createPageRender !== 'function')
    throw new Error(`${bundle} is not a page render (createPageRender)`)
  return mod.createPageRender(read)
}
