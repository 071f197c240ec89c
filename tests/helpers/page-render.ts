import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderBundle } from '../../worker/contract/page-render'

// The server's render from the production build (`npm test` builds before it runs the tests).
export const SSR_BUNDLE = resolve('dist/ssr/entry-server.js')

export const loadPageRender = async (): Promise<PageRenderBundle> => {
  if (!existsSync(SSR_BUNDLE)) throw new Error(`${SSR_BUNDLE} is missing: run npm run build first`)
  const mod = (await import(pathToFileURL(SSR_BUNDLE).href)) as PageRenderBundle
  return { renderPage: mod.renderPage, styleHashes: mod.styleHashes }
}
