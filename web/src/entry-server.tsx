import {
  clientManifest,
  indexHtml,
  styleHashes,
  stylesheets,
  tamilFont,
  tamilFontBold,
} from 'virtual:client-build'
import { type Locale, localeOfPath, pathInLocale, stripLocale } from '@contract/locale'
import type { PageRenderer } from '@contract/page-render'
import type { QueryClient } from '@tanstack/react-query'
import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static.browser'
import { StaticRouter } from 'react-router'
import { prefetchPage } from './app/page-queries'
import { AppRoutes, basenameOf, matchedPages } from './app/router'
import {
  chunkList,
  inlineShellStyles,
  lowPriorityScripts,
  pageAssets,
  styleTags,
} from './app/ssr/page-assets'
import { pageStateScript } from './app/ssr/page-state'
import { contentPageQuery } from './features/content/content.queries'
import { orderPrintQuery } from './features/orders/orders.queries'
import { apiRoute, bindTransport, type Transport } from './lib/api-client'
import { LocaleProvider } from './lib/i18n'
import { createQueryClient } from './lib/query-client'
import { quickOrderQuery } from './shared/catalogue.queries'
import { catalogueLookup, type MetaLookup, pageMeta, withHeadTags } from './shared/page-meta'
import { settingsQuery } from './shared/settings.queries'

// The server asks each read once: one that fails is left to the browser, which retries it, so a
// page never waits seconds for retries while the database is down.
const serverQueryClient = () => {
  const client = createQueryClient()
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } })
  return client
}

// The server's render of a page: the same routes and components the browser runs, drawn with the
// data the page shows first, so the HTML is the page and hydration only attaches to it.
const ROOT = '<div id="root"></div>'
const shell = lowPriorityScripts(inlineShellStyles(indexHtml, stylesheets))
// Installed from a Tamil page, the shop opens in Tamil under its Tamil name.
const shellIn = (locale: Locale) =>
  locale === 'ta' ? shell.replace('href="/manifest.webmanifest"', 'href="/ta/manifest.webmanifest"') : shell

export { styleHashes }

// Pages whose first view draws Tamil names (catalogue tables and cards) fetch the Tamil font beside
// the scripts, so the names do not redraw late; Latin-only pages never download it.
const TAMIL_PAGES = new Set([
  '/order-now',
  '/quick-enquiry',
  '/all-products',
  '/enquiry',
  '/price-list',
  '/category',
  '/special-category',
])
const preload = (href: string | null) =>
  href ? `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>` : ''
const bothTamilWeights = () => `${preload(tamilFont)}${preload(tamilFontBold)}`
const fontPreload = (path: string, locale: Locale) =>
  locale === 'ta' ? bothTamilWeights() : TAMIL_PAGES.has(path) ? preload(tamilFont) : ''

// Pages of one enquiry, named by its bill id: their title says its enquiry number.
const BILL_PAGES = new Set(['/print', '/invoice'])

// What the page's title, description and preview card are drawn from: the data the page was drawn
// with, the catalogue (a product's or category's name) and, for a bill, its enquiry number alone.
const metaLookup = async (client: QueryClient, transport: Transport, url: URL): Promise<MetaLookup> => {
  const lookups = serverQueryClient()
  bindTransport(lookups, transport)
  // The page's own read of the catalogue, when it made one (even a failed one), is not asked again.
  const pageRead = client.getQueryState(quickOrderQuery().queryKey)
  const quickOrder = pageRead
    ? (client.getQueryData(quickOrderQuery().queryKey) ?? [])
    : await lookups.fetchQuery(quickOrderQuery()).catch(() => [])
  const settings = client.getQueryData(settingsQuery().queryKey)
  const billId = BILL_PAGES.has(stripLocale(url.pathname)) ? url.searchParams.get('id') : null
  // The bill the page itself read, when it was drawn whole, is not asked again.
  const billRead = billId ? client.getQueryState(orderPrintQuery(billId).queryKey) : undefined
  const bill = !billId
    ? undefined
    : billRead
      ? client.getQueryData(orderPrintQuery(billId).queryKey)
      : await apiRoute('GET order/public/print/get/:id', { params: { id: billId }, transport }).catch(
          () => undefined,
        )
  lookups.clear()
  return {
    ...(settings ? { settings } : {}),
    ...catalogueLookup(quickOrder),
    infoPage: (slug) => client.getQueryData(contentPageQuery(slug, localeOfPath(url.pathname)).queryKey),
    orderNumber: (id) => (id === billId ? bill?.enquiry_number : undefined),
  }
}

// The seller's console is drawn in the browser alone: every page of it is personal, so a server
// render would only draw its frame, and leaving its code out of the server's render keeps every
// buyer's cold start small. The page then starts without a state to hydrate. Its lists and pages
// draw buyers' names, often Tamil, in both weights: the font comes with the page, so a desk without
// a Tamil font of its own never shows the names as boxes while it loads.
const consoleShell = (target: URL, origin: string | null) => {
  const assets = pageAssets(clientManifest, ['src/start.tsx', 'src/app/routes/admin-console.tsx'])
  const html = withHeadTags(shell, pageMeta(target, {}, localeOfPath(target.pathname), origin))
    .replace('</head>', `${bothTamilWeights()}${styleTags(assets.styles, stylesheets)}</head>`)
    .replace(ROOT, `${ROOT}${chunkList(assets.scripts)}`)
  return { status: 200, html, errors: [] }
}

export const renderPage: PageRenderer = async ({ url, fetch, origin: given, personal = false }) => {
  const target = new URL(url)
  // The head's absolute addresses name the shop's own address only, never the request's Host.
  const origin = given ?? null
  const locale = localeOfPath(target.pathname)
  // The page's own path, without its language: what the queries and the font choice go by.
  const bare = new URL(target)
  bare.pathname = stripLocale(target.pathname)
  if (bare.pathname === '/')
    return {
      status: 302,
      location: `${pathInLocale('/lander', locale)}${target.search}`,
      html: '',
      errors: [],
    }

  if (bare.pathname === '/admin' || bare.pathname.startsWith('/admin/')) return consoleShell(target, origin)

  const client = serverQueryClient()
  const transport: Transport = (path, init) => fetch(new URL(path, target).href, init)
  bindTransport(client, transport)
  await prefetchPage(client, bare, locale, personal)
  const meta = pageMeta(target, await metaLookup(client, transport, target), locale, origin)

  const errors: string[] = []
  // prerender (one server renderer, not server.browser's two) returns only once everything is
  // ready, lazy parts included: the HTML then holds the whole page in document order and no inline
  // script (which the Content-Security-Policy would refuse).
  const { prelude } = await prerender(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={client}>
          <StaticRouter location={target.pathname + target.search} basename={basenameOf(locale)}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
      // Never split a large part out to be swapped in later by an inline script: the whole page
      // goes in document order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const drawn = await new Response(prelude).text()
  // React puts the resource hints it hoists (preloads of the first pictures) before the page;
  // they belong in the head, where the browser meets them first.
  const hints = /^(?:<link\b[^>]*>)+/.exec(drawn)?.[0] ?? ''
  const app = drawn.slice(hints.length)
  const state = pageStateScript({ queries: dehydrate(client) })
  client.clear()

  // The app's start and the page's route chunks: listed for main.tsx, which fetches them all at
  // once after the page has painted.
  const pages = matchedPages(target.pathname, locale)
  const modules = ['src/start.tsx', ...pages.map(({ handle }) => handle.module)]
  const notFound = pages.some((p) => p.notFound)
  const assets = pageAssets(clientManifest, modules)
  const html = withHeadTags(shellIn(locale), meta)
    .replace(
      '</head>',
      `${fontPreload(bare.pathname, locale)}${hints}${styleTags(assets.styles, stylesheets)}</head>`,
    )
    .replace(ROOT, `<div id="root">${app}</div>${state}${chunkList(assets.scripts)}`)
  return { status: notFound ? 404 : 200, html, errors }
}
