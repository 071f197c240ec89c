// The prerendered pages: every information page drawn in each language by the server's render from
// the production build (dist/ssr), as the live shop draws it, and found to show its title.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { API_BASE } from '../../worker/contract/common'
import { LOCALES, type Locale, pathInLocale } from '../../worker/contract/locale'
import type { PageRenderFactory } from '../../worker/contract/page-render'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { toPublicSettings } from '../../worker/contract/settings-rules'
import { INFO_PAGES } from '../../worker/contract/site-paths'
import { type CheckedPage, checkContentSources } from './content-check'
import type { ContentProblem } from './content-words'

export const SSR_BUNDLE = 'dist/ssr/entry-server.js'
const ORIGIN = 'https://shop.example'

// The API as a fresh shop answers it, without a database: the default settings and an empty
// catalogue. An information page needs nothing else; its text is in the same build's web files.
const shopApi = async (url: string) => {
  const path = new URL(url).pathname
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  if (path === `${API_BASE}/settings/public`) return json({ data: toPublicSettings(defaultSettings) })
  if (path.startsWith(`${API_BASE}/product/`)) return json({ data: [] })
  return json({ error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'content-check' } }, 404)
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const textOf = (html: string, tag: string) =>
  decode(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .trim()

// `pages` are the checked sources: a Tamil page without its file is drawn from the English text.
export const checkRenderedPages = async (
  pages: Record<Locale, CheckedPage[]>,
  options: { label?: string; bundle?: string; required: boolean },
): Promise<ContentProblem[]> => {
  const label = options.label ?? 'content'
  const bundle = resolve(options.bundle ?? SSR_BUNDLE)
  if (!existsSync(bundle))
    return options.required
      ? [
          {
            file: options.bundle ?? SSR_BUNDLE,
            message: 'the built site is missing: run npm run build first.',
          },
        ]
      : []
  // The render reads the pages' text from the web build beside it (dist/ssr -> dist/web).
  const web = join(dirname(dirname(bundle)), 'web')
  const { createPageRender } = (await import(pathToFileURL(bundle).href)) as {
    createPageRender: PageRenderFactory
  }
  const { renderPage } = createPageRender((path) => readFile(join(web, path), 'utf8').catch(() => null))
  const problems: ContentProblem[] = []
  const english = new Map(pages.en.map((p) => [p.slug, p]))
  const jobs = LOCALES.flatMap((locale) =>
    INFO_PAGES.map(async (slug) => {
      const source = pages[locale].find((p) => p.slug === slug) ?? english.get(slug)
      const file = source?.file ?? `${label}/${slug}.md`
      const path = pathInLocale(`/${slug}`, locale)
      try {
        const page = await renderPage({ url: `${ORIGIN}${path}`, fetch: shopApi })
        if (page.status !== 200 || page.location)
          return void problems.push({
            file,
            message: `the page ${path} did not draw (status ${page.status}${page.location ? `, sent on to ${page.location}` : ''}).`,
          })
        for (const error of page.errors)
          problems.push({ file, message: `the page ${path} was drawn only in part: ${error}` })
        if (/\{\{[^}]*\}\}/.test(page.html))
          problems.push({ file, message: `the page ${path} shows a placeholder that was not filled in.` })
        if (!source?.title) return
        const h1 = textOf(page.html, 'h1')
        const title = textOf(page.html, 'title')
        if (h1 !== source.title || !title.includes(source.title))
          problems.push({
            file,
            field: 'title',
            message: `the page ${path} shows the title "${h1}", not "${source.title}": the built site is older than the text, run npm run build again.`,
          })
      } catch (e) {
        problems.push({ file, message: `the page ${path} cannot be drawn: ${(e as Error).message}` })
      }
    }),
  )
  await Promise.all(jobs)
  return problems.sort((a, b) => a.file.localeCompare(b.file))
}

export interface ContentCheckOptions {
  dir: string
  label?: string
  publicDir?: string
  // 'required': a missing build is a problem; 'auto': the pages are drawn when the build is there.
  rendered: 'required' | 'auto' | 'off'
  bundle?: string
}

// The whole check: sources first, then the pages as the built site draws them.
export const checkContent = async (options: ContentCheckOptions) => {
  const sources = checkContentSources(options.dir, options.label, options.publicDir)
  const bundle = options.bundle ?? SSR_BUNDLE
  const drawn = options.rendered !== 'off' && existsSync(resolve(bundle))
  const rendered =
    options.rendered === 'off'
      ? []
      : await checkRenderedPages(sources, {
          required: options.rendered === 'required',
          bundle,
          ...(options.label ? { label: options.label } : {}),
        })
  return { problems: [...sources.problems, ...rendered], pages: sources.en.length + sources.ta.length, drawn }
}
