import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../web/src/app/router'
import { fakeApi, list, ORDER_ID, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

// The whole app's routes, so the frame around the page is the one the browser draws.
const renderAppAt = (url: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe("the console's own frame", () => {
  it('draws no shop announcement, menu, footer or call and WhatsApp buttons around the console', async () => {
    fakeApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    renderAppAt('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' })).toBeTruthy()
    expect(document.querySelector('.announcement')).toBeNull()
    expect(document.querySelector('.site-header')).toBeNull()
    expect(document.querySelector('.site-footer')).toBeNull()
    expect(document.querySelector('.floating-buttons')).toBeNull()
    expect(document.querySelector('main#main .console-header')).toBeTruthy()
  })

  it('keeps the shop frame around a buyer page', async () => {
    fakeApi({})
    renderAppAt('/no-such-page')
    await waitFor(() => expect(document.querySelector('.site-header')).toBeTruthy())
    expect(document.querySelector('.console-header')).toBeNull()
  })
})

describe("the console's header", () => {
  it("names the shop and the section in the document's title, and marks the section in the menu", async () => {
    fakeApi({})
    signIn(['admin'])
    renderAt('/admin/payments')
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy()
    expect(document.title).toBe('Payments · Console · Sivakasi Crackers')
    const nav = screen.getByRole('navigation', { name: "Seller's console" })
    const current = nav.querySelector('[aria-current="page"]')
    expect(current?.textContent).toBe('Payments')
    expect(screen.getByRole('link', { name: /Sivakasi Crackers/ }).getAttribute('href')).toBe('/admin')
  })

  it('leads back from an enquiry to the enquiries', async () => {
    fakeApi({})
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const back = await screen.findByRole('link', { name: '← Enquiries' })
    expect(back.getAttribute('href')).toBe('/admin')
  })

  it('signs out on the server and here, then goes to sign-in', async () => {
    const calls = fakeApi({ 'GET admin/orders': { body: { data: list } }, 'POST users/logout': { body: {} } })
    signIn(['admin'])
    renderAt('/admin')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=admin')
    expect(calls.some((c) => c.method === 'POST' && c.path === 'users/logout')).toBe(true)
    expect(localStorage.getItem('public_token')).toBeNull()
  })
})
