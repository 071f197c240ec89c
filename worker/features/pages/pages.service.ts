import { stripLocale } from '../../contract/locale'
import { APP_PAGES, INFO_PAGES } from '../../contract/site-paths'
import { buildTextRepresentation, type Compressor, type Representation } from '../../lib/representation'

const HTML_TYPE = 'text/html; charset=utf-8'

// The query parameters that choose what a page shows; any other query is the buyer's own
// (a campaign tag, a sign-in's return address) and its page is drawn for that one request.
const CONTENT_PARAMS: Record<string, string[]> = { '/category': ['id'], '/special-category': ['id'] }
// Pages that may be kept: the same HTML for every buyer. The bill (/print) and the tax invoice
// (/invoice) name one enquiry in their preview, so they are drawn per request.
const PERSONAL: readonly string[] = ['print', 'invoice']
const KEPT = new Set<string>([
  ...APP_PAGES.filter((p) => !PERSONAL.includes(p)).map((p) => `/${p}`),
  ...INFO_PAGES.map((p) => `/${p}`),
])

// The URL a page is kept under, or null when it is drawn for this request only.
// Each language's page is kept apart: /ta/order-now beside /order-now.
export const keptPageUrl = (url: URL): string | null => {
  const full = url.pathname.replace(/\/+$/, '') || '/'
  const path = stripLocale(full)
  if (!KEPT.has(path)) return null
  const allowed = CONTENT_PARAMS[path] ?? []
  const keys = [...url.searchParams.keys()]
  if (keys.some((k) => !allowed.includes(k)) || keys.length !== new Set(keys).size) return null
  return `${url.origin}${full}${url.search}`
}

export const htmlRepresentation = (html: string, compressor: Compressor) =>
  buildTextRepresentation(html, HTML_TYPE, compressor)

// Drawn pages, per catalogue and settings version: a page is drawn once per change, not once per
// view. Bounded, since category ids in URLs are the buyer's to choose.
export const createPageCache = (limit = 500) => {
  let versions = ''
  const pages = new Map<string, Promise<Representation>>()
  return {
    get(atVersions: string, url: string, draw: () => Promise<Representation>): Promise<Representation> {
      if (atVersions !== versions) {
        versions = atVersions
        pages.clear()
      }
      let page = pages.get(url)
      if (!page) {
        if (pages.size >= limit) pages.delete(pages.keys().next().value!)
        page = draw()
        pages.set(url, page)
        page.catch(() => pages.get(url) === page && pages.delete(url))
      }
      return page
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
