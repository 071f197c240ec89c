import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { loadContent } from './content'

// virtual:content-pages exports a loader per page, so each page's HTML is its own small chunk.
const INDEX = 'virtual:content-pages'
const PAGE = 'virtual:content-page/'

export const contentPlugin = (contentDir: string): Plugin => {
  const dir = resolve(contentDir)
  return {
    name: 'storefront-content',
    resolveId(id) {
      if (id === INDEX || id.startsWith(PAGE)) return `\0${id}`
    },
    load(id) {
      if (!id.startsWith('\0virtual:content-page')) return
      // Invalid front matter throws here, failing the build with the file and field named.
      const pages = loadContent(dir)
      for (const f of pages) this.addWatchFile(resolve(dir, `${f.slug}.md`))
      if (id === `\0${INDEX}`) {
        const entries = pages.map(
          (p) => `${JSON.stringify(p.slug)}: () => import(${JSON.stringify(PAGE + p.slug)})`,
        )
        return `export const pageLoaders = {${entries.join(',')}}\nexport const pageSlugs = ${JSON.stringify(pages.map((p) => p.slug))}`
      }
      const slug = id.slice(`\0${PAGE}`.length)
      const page = pages.find((p) => p.slug === slug)
      if (!page) this.error(`content/${slug}.md does not exist`)
      return `export default ${JSON.stringify(page)}`
    },
  }
}
