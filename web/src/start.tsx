import { type Locale, localeOfPath } from '@contract/locale'
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, useNavigate } from 'react-router'
import { loadFinder } from './app/layout/header'
import { RouteErrorBoundary } from './app/route-error'
import { AppRoutes, basenameOf, loadPages } from './app/router'
import { readPageState } from './app/ssr/page-state'
import { LocaleProvider } from './lib/i18n'
import { queryClient } from './lib/query-client'

// The offline parts (service worker, the waiting enquiry's sender) start a moment after the page
// is live, in a chunk of their own. The seller's console is not the buyer's app.
function StartOfflineLater({ locale }: { locale: Locale }) {
  const navigate = useNavigate()
  // Once per page load: the sender keeps this navigate, which follows the address bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, on the first page
  useEffect(() => {
    if (/\/admin(\/|$)/.test(location.pathname)) return
    // A chunk that cannot load (offline before the worker kept it) leaves the page as it is.
    const timer = setTimeout(
      () => import('./app/pwa/start-offline').then((o) => o.startOffline(locale, { navigate }), Boolean),
      2000,
    )
    return () => clearTimeout(timer)
  }, [])
  return null
}

// The same tree whether drawn here or hydrated over the server's HTML (entry-server.tsx draws it
// with the server's router in place of the browser's).
const app = (locale: Locale) => (
  <StrictMode>
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basenameOf(locale)}>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
          <StartOfflineLater locale={locale} />
        </BrowserRouter>
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
    createRoot(root).render(app(locale))
    return
  }
  hydrate(queryClient, state.queries)
  // The page's own modules run in a task after the app's (a phone answers a tap in between).
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The page's chunks, loaded before hydration: the server drew the page with them, so the first
  // render in the browser must have them too, or it would draw a loading state instead.
  await Promise.all([loadPages(window.location.pathname, locale), loadFinder()])
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered at once.
  startTransition(() => {
    hydrateRoot(root, app(locale), {
      // Named plainly in the console, so a test (and a developer) can tell a mismatch from other errors.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    })
  })
}

export default start
