import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { LOCALES, type Locale } from '../../worker/contract/locale'
import { loadAllContent, TAMIL_DIR } from './content'
import { checkContentSources } from './content-check'
import { problemText } from './content-words'

// virtual:content-pages exports a loader per page and language, so each page's HTML is its own
// small chunk: a Tamil reader never downloads the English text, nor the other way round.
const INDEX = 'virtual:content-pages'
const PAGE = 'virtual:content-page/'

export const contentPlugin = (contentDir: string): Plugin => {
  const dir = resolve(contentDir)
  return {
    name: 'storefront-content',
    // The build stops on the same problems, in the same words, as npm run content:check: all of
    // them at once, so a seller fixes a file once rather than once per mistake.
    buildStart() {
      const { problems } = checkContentSources(dir)
      if (problems.length > 0)
        this.error(`The pages in content/ need fixing:\n${problems.map(problemText).join('\n')}`)
    },
    resolveId(id) {
      if (id === INDEX || id.startsWith(PAGE)) return `\0${id}`
    },
    load(id) {
      if (!id.startsWith('\0virtual:content-page')) return
      // The check in buildStart has passed: what loading still throws is a fault of this code.
      const pages = loadAllContent(dir)
      for (const p of pages.en) this.addWatchFile(resolve(dir, `${p.slug}.md`))
      for (const p of pages.ta) this.addWatchFile(resolve(dir, TAMIL_DIR, `${p.slug}.md`))
      if (id === `\0${INDEX}`) {
        const loaders = LOCALES.map((locale) => {
          const entries = pages[locale].map(
            (p) => `${JSON.stringify(p.slug)}: () => import(${JSON.stringify(`${PAGE}${locale}/${p.slug}`)})`,
          )
          return `${locale}: {${entries.join(',')}}`
        })
        return `export const pageLoaders = {${loaders.join(',')}}\nexport const pageSlugs = ${JSON.stringify(pages.en.map((p) => p.slug))}`
      }
      const [locale, slug] = id.slice(`\0${PAGE}`.length).split('/') as [Locale, string]
      const page = pages[locale]?.find((p) => p.slug === slug)
      if (!page) this.error(`content/${locale === 'ta' ? 'ta/' : ''}${slug}.md does not exist`)
      return `export default ${JSON.stringify(page)}`
    },
  }
}
