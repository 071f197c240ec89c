import type { Locale } from '@contract/locale'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { LocaleProvider } from '../../../web/src/lib/i18n'
import { passwordStep } from '../../../web/src/shared/password-step'
import { sessionStore } from '../../../web/src/shared/session'

// The one way a web test puts a page on screen: the providers the app mounts around a route
// (language, query cache, router, session) and nothing else.

// Where the router went: every page is mounted beside a catch-all that shows the address.
export function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname + l.search}</p>
}

// `loaded` for a cache the test fills itself (as the server render hands it over): nothing refetches.
export const testClient = ({ loaded = false } = {}) =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, ...(loaded ? { staleTime: Infinity } : {}) } },
  })

export interface PageOptions {
  locale?: Locale
  // The address the page opens at, query string kept.
  path?: string
  // The route's pattern, when it is not the address without its query ('/admin/*').
  route?: string
  client?: QueryClient
  // Signed in with these roles before the page mounts.
  roles?: string[]
}

export const signInAs = (roles: string[], token = 'tok-test') =>
  sessionStore.signIn({ token, sub: 'sub-9', roles, isAddressAdded: false })

// The page's tree, for a test that renders it its own way (to a string, then hydrated).
export const pageTree = (element: ReactNode, options: PageOptions = {}) => {
  const { locale = 'en', path = '/page', client = testClient() } = options
  const route = options.route ?? path.split('?')[0]!
  const routes = [{ path: route, element }, ...(route === '*' ? [] : [{ path: '*', element: <Where /> }])]
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const tree = (
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>
  )
  return { tree, router, client }
}

export const renderPage = (element: ReactNode, options: PageOptions = {}) => {
  if (options.roles) signInAs(options.roles)
  const { tree, router, client } = pageTree(element, options)
  return { ...render(tree), router, client }
}

// Every test starts signed out, with empty storage and no step pending, and leaves no fake
// (fetch, timers) behind.
export const resetBetweenTests = () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    sessionStore.signOut()
    passwordStep.clear()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
}

// The HTML the server sends for a tree, lazy parts included (the catalogue finder hydrates from a
// chunk of its own): the server draws once everything is ready. Here a first render in a detached
// box loads the lazy parts, then the string render draws them (a streamed render in the same
// process as the browser's renderer would leave its context values behind).
export const serverHtml = async (tree: ReactNode) => {
  const box = createRoot(document.createElement('div'))
  await act(async () => box.render(tree))
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  box.unmount()
  return renderToString(tree)
}
