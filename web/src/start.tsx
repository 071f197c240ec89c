import { type Locale, localeOfPath } from '@contract/locale'
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { loadFinder } from './app/layout/header'
import { basenameOf, createRouter, routes } from './app/router'
import { readPageState } from './app/ssr/page-state'
import { LocaleProvider } from './lib/i18n'
import { queryClient } from './lib/query-client'

// The page's route chunks, loaded before hydration: the server drew the page with them, so the
// first render in the browser must have them too, or it would draw a loading state instead.
const loadMatchedRoutes = async (basename: string) => {
  const matches = matchRoutes(routes, window.location, basename) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
}

// The offline parts (service worker, the waiting enquiry's sender) start a moment after the page
// is live, in a chunk of their own. The seller's console is not the buyer's app.
const startOfflineLater = (locale: Locale, router: ReturnType<typeof createRouter>) => {
  if (!/\/admin(\/|$)/.test(location.pathname))
    // A chunk that cannot load (offline before the worker kept it) leaves the page as it is.
    setTimeout(
      () => import('./app/pwa/start-offline').then((o) => o.startOffline(locale, router), Boolean),
      2000,
    )
}

// The same tree whether drawn here or hydrated over the server's HTML.
const app = (locale: Locale, router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>
  </StrictMode>
)

const start = async () => {
  const root = document.getElementById('root')!
  const locale = localeOfPath(window.location.pathname)
  const state = readPageState(document)
  if (!state) {
    // No server render (the Vite dev server, or the offline shell): draw everything here.
    const router = createRouter(locale)
    createRoot(root).render(app(locale, router))
    startOfflineLater(locale, router)
    return
  }
  hydrate(queryClient, state.queries)
  await Promise.all([loadMatchedRoutes(basenameOf(locale)), loadFinder()])
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered at once.
  const router = createRouter(locale, state.router)
  startTransition(() => {
    hydrateRoot(root, app(locale, router), {
      // Named plainly in the console, so a test (and a developer) can tell a mismatch from other errors.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    })
  })
  startOfflineLater(locale, router)
}

export default start
