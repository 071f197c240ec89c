import { type Locale, pathInLocale } from '@contract/locale'
import { INFO_PAGES } from '@contract/site-paths'
import { type ComponentType, lazy } from 'react'
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router'
import { RootLayout } from './layout/root-layout'

// Every page is its own chunk: the landing page downloads only what it shows. The handle names the
// chunk's module so the server's render can link its files in the HTML it sends, and the browser
// can load the page's chunk before it hydrates.
type Loader = () => Promise<{ default: ComponentType }>
export interface PageHandle {
  module: string
  load: Loader
}

// One load per page module, kept: a page loaded before hydration (or seen before) renders at once,
// with no suspended first render; one not loaded yet suspends its route (React.lazy), and as the
// router moves inside a transition, the page on screen stays until the next one is ready.
const loaded = new Map<string, ComponentType>()
const loadPage = ({ module, load }: PageHandle) =>
  load().then((m) => {
    loaded.set(module, m.default)
    return m
  })

// Each page's React.lazy, made once. A chunk that failed to download is asked again on the next
// visit, not remembered as failed.
const lazyPages = new Map<string, ComponentType>()
const lazyPage = (handle: PageHandle): ComponentType => {
  let Lazy = lazyPages.get(handle.module)
  if (!Lazy) {
    Lazy = lazy(() =>
      loadPage(handle).catch((error: unknown) => {
        lazyPages.delete(handle.module)
        throw error
      }),
    )
    lazyPages.set(handle.module, Lazy)
  }
  return Lazy
}

function Page({ handle }: { handle: PageHandle }) {
  const Shown = loaded.get(handle.module) ?? lazyPage(handle)
  return <Shown />
}

const page = (module: string, load: Loader): Pick<RouteObject, 'element' | 'handle'> => {
  const handle: PageHandle = { module: `src/app/routes/${module}.tsx`, load }
  return { element: <Page handle={handle} />, handle }
}

const quickEnquiry = page('all-products', () => import('./routes/all-products'))

// The server never draws the console (entry-server sends its shell), so its build leaves it out.
const consoleModule: Loader = import.meta.env.SSR
  ? () => import('./routes/not-found')
  : () => import('./routes/admin-console')

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/lander" replace /> },
      { path: 'lander', ...page('lander', () => import('./routes/lander')) },
      { path: 'category', ...page('category', () => import('./routes/category')) },
      { path: 'special-category', ...page('special-category', () => import('./routes/special-category')) },
      { path: 'order-now', ...page('order-now', () => import('./routes/order-now')) },
      { path: 'quick-enquiry', ...quickEnquiry },
      { path: 'all-products', ...quickEnquiry },
      { path: 'enquiry', ...quickEnquiry },
      { path: 'price-list', ...page('price-list', () => import('./routes/price-list')) },
      { path: 'quick-checkout', ...page('quick-checkout', () => import('./routes/quick-checkout')) },
      { path: 'checkout-response', ...page('checkout-response', () => import('./routes/checkout-response')) },
      { path: 'signup', ...page('signup', () => import('./routes/signup')) },
      { path: 'signin', ...page('signin', () => import('./routes/signin')) },
      { path: 'choose-password', ...page('choose-password', () => import('./routes/choose-password')) },
      { path: 'print', ...page('print', () => import('./routes/print')) },
      { path: 'invoice', ...page('invoice', () => import('./routes/invoice')) },
      { path: 'transport', ...page('transport', () => import('./routes/transport')) },
      { path: 'profile', ...page('profile', () => import('./routes/profile')) },
      { path: 'my-orders', ...page('my-orders', () => import('./routes/my-orders')) },
      { path: 'order-tracking', ...page('order-tracking', () => import('./routes/order-tracking')) },
      { path: 'quote', ...page('quote', () => import('./routes/quote')) },
      ...INFO_PAGES.map((slug) => ({ path: slug, ...page('info-page', () => import('./routes/info-page')) })),
      { path: '*', ...page('not-found', () => import('./routes/not-found')) },
    ],
  },
  {
    // The seller's console (/admin, /admin/order, /admin/catalogue, /admin/import, /admin/settings):
    // one small route module that loads the console, which buyers never download, in a frame of
    // its own (no shop header, footer or floating buttons).
    element: <RootLayout shop={false} />,
    children: [{ path: 'admin/*', ...page('admin-console', consoleModule) }],
  },
]

// The app's pages, in the router the entry gives them (the browser's address bar or the server's
// request): the declarative router, which reads no data before rendering. Pages read their data
// through the query cache the server's render filled.
export function AppRoutes() {
  return useRoutes(routes)
}

// Tamil pages live under /ta: as the router's basename, every link and redirect of the app stays in
// the page's language without naming it.
export const basenameOf = (locale: Locale): string => pathInLocale('/', locale)

// The pages an address shows (the layout's and the page's handles), for the server's list of
// chunks and for the browser's load before hydration.
export const matchedPages = (pathname: string, locale: Locale) =>
  (matchRoutes(routes, pathname, basenameOf(locale)) ?? []).flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined
    return handle ? [{ handle, notFound: route.path === '*' }] : []
  })

export const loadPages = (pathname: string, locale: Locale) =>
  Promise.all(matchedPages(pathname, locale).map(({ handle }) => loadPage(handle)))
