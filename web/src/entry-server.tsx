import {
  clientManifest,
  indexHtml,
  styleHashes,
  stylesheetFiles,
  tamilFont,
  tamilFontBold,
} from 'virtual:client-build'
import { type Locale, localeOfPath, pathInLocale, stripLocale } from '@contract/locale'
import type { PageRenderer, PageRenderFactory, PageRenderInput } from '@contract/page-render'
import { INFO_PAGES } from '@contract/site-paths'
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
import { type WebFiles, webFiles } from './app/ssr/web-files'
import { contentPageQuery } from './features/content/content.queries'
import { loadPage } from './features/content/content-pages'
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

// The stylesheets the shell links (the entry's), and every one a buyer's page may inline.
const SHELL_STYLES = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
  (m) => m[1]!,
)
const BUYER_STYLES = new Set(stylesheetFiles)

// The shell's and this page's stylesheets, read from the web build (each once per isolate: the
// render's files keep them), and the shell with the entry's own inlined. A stylesheet that cannot
// be read fails the page, which is then answered as the fault page rather than drawn without it.
const styled = async (files: WebFiles, pageStyles: string[]) => {
  const wanted = [...new Set([...SHELL_STYLES, ...pageStyles])].filter((f) => BUYER_STYLES.has(f))
  const texts = await Promise.all(wanted.map((f) => files.file(`/${f}`)))
  const stylesheets = Object.fromEntries(wanted.map((f, i) => [f, texts[i] ?? '']))
  return { stylesheets, shell: lowPriorityScripts(inlineShellStyles(indexHtml, stylesheets)) }
}
// Installed from a Tamil page, the shop opens in Tamil under its Tamil name.
const shellIn = (shell: string, locale: Locale) =>
  locale === 'ta' ? shell.replace('href="/manifest.webmanifest"', 'href="/ta/manifest.webmanifest"') : shell

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
const consoleShell = async (files: WebFiles, target: URL, origin: string | null) => {
  const assets = pageAssets(clientManifest, ['src/start.tsx', 'src/app/routes/admin-console.tsx'])
  const { shell, stylesheets } = await styled(files, assets.styles)
  const html = withHeadTags(shell, pageMeta(target, {}, localeOfPath(target.pathname), origin))
    .replace('</head>', `${bothTamilWeights()}${styleTags(assets.styles, stylesheets)}</head>`)
    .replace(ROOT, `${ROOT}${chunkList(assets.scripts)}`)
  return { status: 200, html, errors: [] }
}

// An information page's text, read from the web build before the page's queries run, so they find
// it (a page whose file cannot be read fails the render: a fault of the deploy, not a missing page).
const withInfoPage = async (client: QueryClient, files: WebFiles, path: string, locale: Locale) => {
  const slug = path.slice(1)
  if (!(INFO_PAGES as readonly string[]).includes(slug)) return
  client.setQueryData(
    contentPageQuery(slug, locale).queryKey,
    await loadPage(files.pageLoaders, slug, locale),
  )
}

const drawPage = async (
  files: WebFiles,
  { url, fetch, origin: given, personal = false }: PageRenderInput,
) => {
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

  if (bare.pathname === '/admin' || bare.pathname.startsWith('/admin/'))
    return consoleShell(files, target, origin)

  // The app's start and the page's route chunks: listed for main.tsx, which fetches them all at
  // once after the page has painted.
  const pages = matchedPages(target.pathname, locale)
  const modules = ['src/start.tsx', ...pages.map(({ handle }) => handle.module)]
  const notFound = pages.some((p) => p.notFound)
  const assets = pageAssets(clientManifest, modules)
  const client = serverQueryClient()
  const transport: Transport = (path, init) => fetch(new URL(path, target).href, init)
  bindTransport(client, transport)
  const [{ shell, stylesheets }] = await Promise.all([
    styled(files, assets.styles),
    withInfoPage(client, files, bare.pathname, locale).then(() =>
      prefetchPage(client, bare, locale, personal),
    ),
  ])
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
  const html = withHeadTags(shellIn(shell, locale), meta)
    .replace(
      '</head>',
      `${fontPreload(bare.pathname, locale)}${hints}${styleTags(assets.styles, stylesheets)}</head>`,
    )
    .replace(ROOT, `<div id="root">${app}</div>${state}${chunkList(assets.scripts)}`)
  return { status: notFound ? 404 : 200, html, errors }
}

// The render of this isolate, reading its files with `read` (the assets binding on Workers, the disk
// on Node).
export const createPageRender: PageRenderFactory = (read) => {
  const files = webFiles(read)
  const renderPage: PageRenderer = (input) => drawPage(files, input)
  return { renderPage, styleHashes }
}
