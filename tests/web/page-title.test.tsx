import { act, cleanup, render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import NotFound from '../../web/src/app/routes/not-found'
import { usePageTitle } from '../../web/src/shared/page-title'

function Bill() {
  usePageTitle({ orderNumber: (id) => (id === 'AbCdEfGhIjKlMnOpQr' ? 'ENQ-00042' : undefined) })
  return <p>bill</p>
}
function Category() {
  usePageTitle({
    category: (id) =>
      id === 'sparklers' ? { _id: '3', slug: 'sparklers', category_name: 'Sparklers' } : undefined,
  })
  return <p>category</p>
}

afterEach(cleanup)

describe('the tab title', () => {
  it('follows navigation inside the app, with the words the server writes into the head', async () => {
    document.head.innerHTML =
      '<title>Sivakasi Crackers</title><meta name="description" content="build default">'
    const router = createMemoryRouter(
      [
        { path: '/print', element: <Bill /> },
        { path: '/category', element: <Category /> },
        { path: '*', element: <NotFound /> },
      ],
      { initialEntries: ['/print?id=AbCdEfGhIjKlMnOpQr'] },
    )
    render(<RouterProvider router={router} />)
    await waitFor(() => expect(document.title).toBe('Enquiry ENQ-00042 | Sivakasi Crackers'))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'enquiry bill',
    )

    await act(() => router.navigate('/category?id=sparklers&utm_source=wa'))
    await waitFor(() => expect(document.title).toBe('Sparklers | Sivakasi Crackers'))

    await act(() => router.navigate('/no-such-page'))
    await waitFor(() => expect(document.title).toBe('Page not found | Sivakasi Crackers'))
  })
})
