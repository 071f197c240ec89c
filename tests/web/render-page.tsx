import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { LocaleProvider } from '../../web/src/lib/i18n'
import type { Locale } from '../../worker/contract/locale'

// One buyer's page at an address (its query string kept), in a language, over the given query
// cache: the providers the app mounts around a route, and nothing else.
export const renderPage = (locale: Locale, path: string, element: ReactNode, client: QueryClient) => {
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] })
  return render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
  )
}
