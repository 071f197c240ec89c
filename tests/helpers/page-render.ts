import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { PageRenderBundle, WebFileReader } from '../../worker/contract/page-render'
import { diskWebFiles, loadPageRenderer } from '../../worker/platform/node-pages'

// The server's render from the production build (`npm test` builds before it runs the tests),
// reading the web build's files from dist/web as the Node entry does (or through `read`).
export const SSR_BUNDLE = resolve('dist/ssr/entry-server.js')

export const WEB_BUILD = resolve('dist/web')

export const loadPageRender = async (
  read: WebFileReader = diskWebFiles(WEB_BUILD),
): Promise<PageRenderBundle> => {
  if (!existsSync(SSR_BUNDLE)) throw new Error(`${SSR_BUNDLE} is missing: run npm run build first`)
  const render = await loadPageRenderer(SSR_BUNDLE, read)
  if (!render) throw new Error(`${SSR_BUNDLE} did not load`)
  return render
}
