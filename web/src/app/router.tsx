import { type Locale, pathInLocale } from '@contract/locale'
import { INFO_PAGES } from '@contract/site-paths'
import { createBrowserRouter, type HydrationState, Navigate, type RouteObject } from 'react-router'
import { RootLayout } from './layout/root-layout'
import { RouteError } from './route-error'

// Every page is its own chunk: the landing page downloads only what it shows. The handle names the
// chunk's module so the server's render can link its files in the HTML it sends.
type Loader = () => Promise<{ default: React.ComponentType }>
export interface PageHandle {
  module: string
}
const page = (module: string, load: Loader): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { module: `src/app/routes/${module}.tsx` } satisfies PageHandle,
})

const quickEnquiry = page('all-products', () => import('./routes/all-products'))

// The server never draws the console (entry-server sends its shell), so its build leaves it out.
const consoleModule: Loader = import.meta.env.SSR
  ? () => import('./routes/not-found')
  : () => import('./routes/admin-console')

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk downloads.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
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
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [{ path: 'admin/*', ...page('admin-console', consoleModule) }],
  },
]

// Tamil pages live under /ta: as the router's basename, every link and redirect of the app stays in
// the page's language without naming it.
export const basenameOf = (locale: Locale): string => pathInLocale('/', locale)

export const createRouter = (locale: Locale, hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData, basename: basenameOf(locale) })
