import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { QuickView, useQuickView } from '../../web/src/features/catalogue/quick-view'
import { productQuery } from '../../web/src/shared/catalogue.queries'
import { product } from './catalogue-fixtures'

// Every `open` the page was given, one per render.
const opens = new Set<unknown>()

function Page() {
  const quickView = useQuickView()
  opens.add(quickView.open)
  const { search } = useLocation()
  return (
    <>
      <p data-testid="search">{search}</p>
      <button type="button" onClick={() => quickView.open('42')}>
        View
      </button>
      <QuickView id={quickView.id} onClose={quickView.close} />
    </>
  )
}

const renderAt = (url: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(productQuery('42').queryKey, { ...product(), media_list: [] })
  const router = createMemoryRouter([{ path: '/category', element: <Page /> }], { initialEntries: [url] })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

afterEach(cleanup)

describe('a product opened in the quick view', () => {
  it('is in the address while open, so the link can be shared, and leaves the rest of it alone', async () => {
    const router = renderAt('/category?id=sparklers&sort=price')
    fireEvent.click(screen.getByRole('button', { name: 'View' }))
    expect(await screen.findByRole('heading', { name: '10 cm Electric Sparklers' })).toBeTruthy()
    expect(screen.getByTestId('search').textContent).toBe('?id=sparklers&sort=price&product=42')
    // Replaced, not pushed: Back still leaves the page as it did before.
    expect(router.state.historyAction).toBe('REPLACE')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await act(async () => {})
    expect(screen.getByTestId('search').textContent).toBe('?id=sparklers&sort=price')
  })

  it('gives the page one open for its life, so the cards (memoised on it) are not drawn again when a product opens', async () => {
    opens.clear()
    renderAt('/category?id=sparklers')
    fireEvent.click(screen.getByRole('button', { name: 'View' }))
    await screen.findByRole('heading', { name: '10 cm Electric Sparklers' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await act(async () => {})
    expect(opens.size).toBe(1)
  })

  it('opens from a shared link', async () => {
    renderAt('/category?id=sparklers&product=42')
    expect(await screen.findByRole('heading', { name: '10 cm Electric Sparklers' })).toBeTruthy()
  })
})
