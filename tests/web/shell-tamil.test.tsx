import type { Category } from '@contract/catalogue'
import type { Locale } from '@contract/locale'
import type { PublicSettings } from '@contract/settings-rules'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { Footer } from '../../web/src/app/layout/footer'
import { Header } from '../../web/src/app/layout/header'
import { LocaleProvider } from '../../web/src/lib/i18n'
import { categoriesQuery } from '../../web/src/shared/catalogue.queries'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { settings as settingsAt } from './catalogue-fixtures'
import { fakeApi, ok, resetBetweenTests, serverHtml, testClient } from './kit'

const category = (over: Partial<Category>): Category => ({
  _id: '1',
  category_name: 'Sparklers',
  tamil_name: 'மத்தாப்பு',
  slug: 'sparklers',
  sort_order: 1,
  product_count: 3,
  ...over,
})
const CATEGORIES = [
  category({}),
  // The seller has not written this one's Tamil name yet.
  category({ _id: '2', category_name: 'Rockets', tamil_name: ' ', slug: 'rockets', sort_order: 2 }),
]

// The shop's answers, already loaded (as the server render hands them over).
const frame = (locale: Locale, shop: Partial<PublicSettings>) => {
  const client = testClient({ loaded: true })
  client.setQueryData(categoriesQuery().queryKey, CATEGORIES)
  client.setQueryData(settingsQuery().queryKey, { ...settingsAt(2500), ...shop })
  return (
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/lander']}>
          <Header />
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>
  )
}

resetBetweenTests()
beforeEach(() => fakeApi({ '*': ok([]) }))

const categoryNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('the frame in Tamil', () => {
  it("a Tamil page's category strip and phone menu name categories in Tamil, in English where the seller wrote no Tamil name", () => {
    render(frame('ta', {}))
    expect(categoryNames(screen.getByRole('navigation', { name: 'வகைகள்' }))).toEqual(['மத்தாப்பு', 'Rockets'])
    fireEvent.click(screen.getByRole('button', { name: 'மெனு' }))
    const menu = screen.getByRole('navigation', { name: 'மெனு' })
    const heading = within(menu).getByRole('heading', { name: 'வகைகள்' })
    const list = heading.nextElementSibling as HTMLElement
    expect(categoryNames(list)).toEqual(['மத்தாப்பு', 'Rockets'])
  })

  it('an English page names categories in English', () => {
    render(frame('en', {}))
    expect(categoryNames(screen.getByRole('navigation', { name: 'Categories' }))).toEqual([
      'Sparklers',
      'Rockets',
    ])
  })

  it("a Tamil page shows the seller's Tamil announcement; the English page the English one", () => {
    const shop = { announcement: 'Bookings open', announcement_ta: 'முன்பதிவு தொடங்கியது' }
    const { unmount } = render(frame('ta', shop))
    expect(document.querySelector('.announcement')?.textContent).toBe('முன்பதிவு தொடங்கியது')
    unmount()
    render(frame('en', shop))
    expect(document.querySelector('.announcement')?.textContent).toBe('Bookings open')
  })

  it('a Tamil page shows the English announcement when the seller left the Tamil one empty', () => {
    render(frame('ta', { announcement: 'Bookings open', announcement_ta: '' }))
    expect(document.querySelector('.announcement')?.textContent).toBe('Bookings open')
  })

  it("the menus, the cart's label and the footer speak Tamil, the language switch keeps both names", () => {
    render(frame('ta', {}))
    const main = screen.getByRole('navigation', { name: 'முதன்மை' })
    expect(within(main).getByRole('link', { name: 'முகப்பு' }).getAttribute('href')).toBe('/lander')
    expect(screen.getByRole('link', { name: /^கூடை: 0 பொருட்கள், ₹/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'உள்நுழை' })).toBeTruthy()
    const languages = screen.getAllByRole('navigation', { name: 'மொழி' })[0]!
    expect(languages.textContent).toContain('தமிழ்')
    expect(languages.textContent).toContain('English')
    const footer = document.querySelector('footer')!
    expect(within(footer).getByRole('heading', { name: 'விரைவு இணைப்புகள்' })).toBeTruthy()
    expect(within(footer).getByRole('link', { name: 'குழந்தைகளுக்கான பட்டாசுகள்' })).toBeTruthy()
    expect(footer.textContent).toContain('18% GST')
    expect(footer.textContent).not.toMatch(/Quick Links|Support 24\/7|Online sale/)
  })

  it("the browser hydrates the server's Tamil frame without a mismatch", async () => {
    const shop = { announcement_ta: 'முன்பதிவு தொடங்கியது' }
    const server = await serverHtml(frame('ta', shop))
    expect(server).toContain('முன்பதிவு தொடங்கியது')
    expect(server).toContain('மத்தாப்பு')
    const container = document.createElement('div')
    container.innerHTML = server
    document.body.append(container)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, frame('ta', shop), { onRecoverableError: (e) => errors.push(e) })
    })
    expect(errors).toEqual([])
    container.remove()
  })
})
