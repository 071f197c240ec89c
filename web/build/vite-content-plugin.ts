import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { LOCALES, type Locale } from '../../worker/contract/locale'
import type { ContentPage } from '../src/features/content/content-pages'
import { loadAllContent, TAMIL_DIR } from './content'
import { checkContentSources } from './content-check'
import { problemText } from './content-words'

// virtual:content-pages exports a loader per page and language, so each page's HTML is its own
// small chunk: a Tamil reader never downloads the English text, nor the other way round.
const INDEX = 'virtual:content-pages'
const PAGE = 'virtual:content-page/'
// The server's render reads each page at run time from the web build, where the client build
// writes it as JSON (content/<locale>/<slug>.json): in the worker's code the pages cost 35 KB
// gzipped, their Tamil escaped (\u0B95) by its bundler. virtual:content-files names those files.
const FILES = 'virtual:content-files'
export const contentFile = (locale: Locale, slug: string) => `/content/${locale}/${slug}.json`

// `server`: the plugin of the server's render (web/vite.ssr.config.ts), which carries no page: its
// virtual:content-pages loaders are never called (app/ssr/web-files.ts reads the files instead).
export const contentPlugin = (contentDir: string, { server = false } = {}): Plugin => {
  const dir = resolve(contentDir)
  const files = (pages: Record<Locale, ContentPage[]>) => {
    const table = Object.fromEntries(
      LOCALES.map((l) => [l, Object.fromEntries(pages[l].map((p) => [p.slug, contentFile(l, p.slug)]))]),
    )
    return `export const pageFiles = ${JSON.stringify(table)}`
  }
  const serverIndex = (pages: Record<Locale, ContentPage[]>) => {
    const unread = `() => Promise.reject(new Error('The server reads the pages from the web build'))`
    const loaders = LOCALES.map(
      (l) => `${l}: {${pages[l].map((p) => `${JSON.stringify(p.slug)}: ${unread}`).join(',')}}`,
    )
    return `export const pageLoaders = {${loaders.join(',')}}\nexport const pageSlugs = ${JSON.stringify(pages.en.map((p) => p.slug))}`
  }
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
      if (id === INDEX || id === FILES || id.startsWith(PAGE)) return `\0${id}`
    },
    load(id) {
      if (!id.startsWith('\0virtual:content-')) return
      // The check in buildStart has passed: what loading still throws is a fault of this code.
      const pages = loadAllContent(dir)
      for (const p of pages.en) this.addWatchFile(resolve(dir, `${p.slug}.md`))
      for (const p of pages.ta) this.addWatchFile(resolve(dir, TAMIL_DIR, `${p.slug}.md`))
      if (id === `\0${FILES}`) return files(pages)
      if (id === `\0${INDEX}` && server) return serverIndex(pages)
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
    // The files the server's render reads (the client build's, so both come from one build).
    generateBundle() {
      if (server) return
      const pages = loadAllContent(dir)
      for (const locale of LOCALES)
        for (const page of pages[locale])
          this.emitFile({
            type: 'asset',
            fileName: contentFile(locale, page.slug).slice(1),
            source: JSON.stringify(page),
          })
    },
  }
}
