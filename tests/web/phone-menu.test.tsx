import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { Header } from '../../web/src/app/layout/header'
import { sessionStore } from '../../web/src/shared/session'
import { fakeApi, ok, resetBetweenTests, testClient } from './kit'

function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname}</p>
}

const app = (queryClient: QueryClient, at = '/lander') => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={[at]}>
      <Header />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </main>
    </MemoryRouter>
  </QueryClientProvider>
)

const newClient = () => testClient()

resetBetweenTests()
// The header asks for categories and settings: the shop answers nothing, the menu does not need it.
beforeEach(() => fakeApi({ '*': ok([]) }))

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  return screen.getByRole('navigation', { name: 'Menu' })
}
const names = (menu: HTMLElement) =>
  [...menu.querySelector('ul')!.querySelectorAll('a, button')].map((e) => e.textContent)

describe('phone menu', () => {
  it('signed out, it offers Sign in, Register and Track order first, and focus lands on Sign in', () => {
    render(app(newClient()))
    const menu = openMenu()
    expect(names(menu)).toEqual(['Sign in', 'Register', 'Track order'])
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Sign in' }))
    expect(within(menu).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin')
  })

  it('signed in, it offers My account, My Orders, Track order and Logout', () => {
    sessionStore.signIn({ token: 't', sub: 's', roles: ['customer'], isAddressAdded: true })
    render(app(newClient()))
    const menu = openMenu()
    expect(names(menu)).toEqual(['My account', 'My Orders', 'Track order', 'Logout'])
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/profile')
    expect(within(menu).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/my-orders')
  })

  it('a tap on an item closes the menu and hands focus to the page, even for the page already open', () => {
    render(app(newClient(), '/order-tracking'))
    let menu = openMenu()
    fireEvent.click(within(menu).getByRole('link', { name: 'Track order' }))
    expect(menu.hidden).toBe(true)
    expect(document.activeElement?.id).toBe('main')
    menu = openMenu()
    fireEvent.click(within(menu).getByRole('link', { name: 'Sign in' }))
    expect(screen.getByTestId('where').textContent).toBe('/signin')
    expect(menu.hidden).toBe(true)
  })

  it('Escape closes the menu and returns focus to the menu button', () => {
    render(app(newClient()))
    const menu = openMenu()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(menu.hidden).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }))
  })

  it("a signed-in buyer's browser hydrates the server's header without a mismatch, then shows the account items", async () => {
    // The server knows no session: it draws the signed-out menu, which the browser must hydrate as is.
    // At an information page: the header alone, without the catalogue finder's lazy part.
    const server = renderToString(app(newClient(), '/contact-us'))
    expect(server).toContain('href="/signin"')
    sessionStore.signIn({ token: 't', sub: 's', roles: ['customer'], isAddressAdded: true })
    const container = document.createElement('div')
    container.innerHTML = server
    document.body.append(container)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, app(newClient(), '/contact-us'), {
        onRecoverableError: (e) => errors.push(e),
      })
    })
    expect(errors).toEqual([])
    const menu = container.querySelector<HTMLElement>('#mobile-menu')!
    expect(names(menu)).toContain('My account')
    container.remove()
  })
})
