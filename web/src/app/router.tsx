import { INFO_PAGES } from '@contract/site-paths'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { RootLayout } from './layout/root-layout'
import { RouteError } from './route-error'

// Every page is its own chunk: the landing page downloads only what it shows.
type Loader = () => Promise<{ default: React.ComponentType }>
const page = (load: Loader): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
})

const quickEnquiry = page(() => import('./routes/all-products'))

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk downloads.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
    children: [
      { index: true, element: <Navigate to="/lander" replace /> },
      { path: 'lander', ...page(() => import('./routes/lander')) },
      { path: 'category', ...page(() => import('./routes/category')) },
      { path: 'special-category', ...page(() => import('./routes/special-category')) },
      { path: 'order-now', ...page(() => import('./routes/order-now')) },
      { path: 'quick-enquiry', ...quickEnquiry },
      { path: 'all-products', ...quickEnquiry },
      { path: 'enquiry', ...quickEnquiry },
      { path: 'price-list', ...page(() => import('./routes/price-list')) },
      { path: 'quick-checkout', ...page(() => import('./routes/quick-checkout')) },
      { path: 'checkout-response', ...page(() => import('./routes/checkout-response')) },
      { path: 'signup', ...page(() => import('./routes/signup')) },
      { path: 'signin', ...page(() => import('./routes/signin')) },
      { path: 'choose-password', ...page(() => import('./routes/choose-password')) },
      { path: 'print', ...page(() => import('./routes/print')) },
      { path: 'transport', ...page(() => import('./routes/transport')) },
      { path: 'profile', ...page(() => import('./routes/profile')) },
      { path: 'my-orders', ...page(() => import('./routes/my-orders')) },
      { path: 'order-tracking', ...page(() => import('./routes/order-tracking')) },
      // The seller's console (/admin, /admin/order, /admin/catalogue, /admin/import, /admin/settings):
      // one small route module that loads the console, which buyers never download.
      { path: 'admin/*', ...page(() => import('./routes/admin-console')) },
      ...INFO_PAGES.map((slug) => ({ path: slug, ...page(() => import('./routes/info-page')) })),
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
