import type { Category, QuickOrderCategory } from '@contract/catalogue'
import type { Locale } from '@contract/locale'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Header } from '../../web/src/app/layout/header'
import OrderNowPage from '../../web/src/app/routes/order-now'
import { categoriesQuery, quickOrderQuery } from '../../web/src/shared/catalogue.queries'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { product, settings } from './catalogue-fixtures'
import { fakeApi, ok, pageTree, renderPage, resetBetweenTests, serverHtml, testClient } from './kit'

// Search lived only on Order Now and the categories only in the menu: every catalogue page now
// draws both under the header (the finder), a search being Order Now's `?q=`.

const CATEGORIES: Category[] = [
  {
    _id: '1',
    category_name: 'Sparklers',
    tamil_name: 'மத்தாப்பு',
    slug: 'sparklers',
    sort_order: 1,
    product_count: 2,
  },
  {
    _id: '2',
    category_name: 'Rockets',
    tamil_name: 'ராக்கெட்',
    slug: 'rockets',
    sort_order: 2,
    product_count: 1,
  },
]
const QUICK_ORDER: QuickOrderCategory[] = [
  {
    category_id: '1',
    category_name: 'Sparklers',
    category_tamil_name: 'மத்தாப்பு',
    category_slug: 'sparklers',
    product_list: [
      product({
        _id: '11',
        product_code: 'SP01',
        product_name: 'Electric Sparklers',
        tamil_name: 'எலக்ட்ரிக் மத்தாப்பு',
      }),
      product({
        _id: '12',
        product_code: 'SP02',
        product_name: 'Colour Sparklers',
        tamil_name: 'கலர் மத்தாப்பு',
      }),
    ],
  },
  {
    category_id: '2',
    category_name: 'Rockets',
    category_tamil_name: 'ராக்கெட்',
    category_slug: 'rockets',
    product_list: [
      product({ _id: '21', product_code: 'RK01', product_name: 'Baby Rocket', tamil_name: 'சிறிய ராக்கெட்' }),
    ],
  },
]

// The shop's answers already loaded, as the server render hands them over.
const loaded = () => {
  const client = testClient({ loaded: true })
  client.setQueryData(categoriesQuery().queryKey, CATEGORIES)
  client.setQueryData(quickOrderQuery().queryKey, QUICK_ORDER)
  client.setQueryData(settingsQuery().queryKey, settings(2500))
  return client
}

// The page under the shop's header, as the layout draws it.
const page = (body = <p>page</p>) => (
  <>
    <Header />
    {body}
  </>
)
const open = (path: string, locale: Locale = 'en', body?: React.ReactElement) =>
  renderPage(page(body), { path, locale, client: loaded() })

const WORDS = {
  en: { search: 'Search', categories: 'Categories' },
  ta: { search: 'தேடு', categories: 'வகைகள்' },
}
const CATALOGUE_PAGES = [
  '/lander',
  '/category?id=sparklers',
  '/special-category?id=gift-boxes',
  '/order-now',
  '/quick-enquiry',
  '/all-products',
  '/enquiry',
  '/price-list',
]

resetBetweenTests()
beforeEach(() => fakeApi({ '*': ok([]) }))

describe('the catalogue finder', () => {
  for (const locale of ['en', 'ta'] as const)
    it.each(CATALOGUE_PAGES)(
      `draws a labelled search to Order Now and every category on %s (${locale})`,
      async (path) => {
        open(path, locale)
        const w = WORDS[locale]
        const field = await screen.findByRole('searchbox', { name: w.search })
        const form = field.closest('form')!
        expect(form.getAttribute('action')).toBe(locale === 'ta' ? '/ta/order-now' : '/order-now')
        expect(field.getAttribute('name')).toBe('q')
        expect(within(form).getByRole('button', { name: w.search })).toBeTruthy()
        const list = form.closest('.finder')!.querySelector('details')!
        expect(within(list).getByText(w.categories, { selector: 'summary' })).toBeTruthy()
        expect(
          within(list)
            .getAllByRole('link', { hidden: true })
            .map((a) => a.getAttribute('href')),
        ).toEqual(['/category?id=sparklers', '/category?id=rockets'])
      },
    )

  it.each(['/quick-checkout', '/contact-us', '/order-tracking'])('is not drawn on %s', async (path) => {
    open(path)
    await screen.findByText('page')
    expect(screen.queryByRole('searchbox')).toBeNull()
  })

  it("is in the server's HTML: a form and links that work before any script", async () => {
    const { tree } = pageTree(page(), {
      path: '/category?id=rockets',
      client: loaded(),
    })
    const html = await serverHtml(tree)
    expect(html).toMatch(
      /<form action="\/order-now"><label [^>]*for="find-q">Search<\/label><input id="find-q"[^>]* name="q"/,
    )
    expect(html).toContain('href="/category?id=sparklers"')
  })

  it("from a category, Search opens Order Now's results for what was typed", async () => {
    const { router } = open('/category?id=sparklers')
    const field = await screen.findByRole('searchbox', { name: 'Search' })
    fireEvent.change(field, { target: { value: ' baby rocket ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.pathname + router.state.location.search).toBe('/order-now?q=baby%20rocket')
  })
})

describe("Order Now's search, read from the address", () => {
  const rows = () => screen.queryAllByLabelText(/^Quantity of /).map((e) => e.getAttribute('aria-label'))

  it('finds by English name, Tamil name or code, with the one product search', async () => {
    for (const [q, found] of [
      ['rocket', ['Quantity of Baby Rocket']],
      ['மத்தாப்பு', ['Quantity of Electric Sparklers', 'Quantity of Colour Sparklers']],
      ['sp02', ['Quantity of Colour Sparklers']],
    ] as const) {
      const view = open(`/order-now?q=${encodeURIComponent(q)}`, 'en', <OrderNowPage />)
      expect(await screen.findByRole('status')).toHaveProperty(
        'textContent',
        expect.stringContaining(`“${q}”`),
      )
      expect(rows()).toEqual(found)
      view.unmount()
    }
  })

  it('on Order Now the finder filters as the buyer types', async () => {
    const { router } = open('/order-now', 'en', <OrderNowPage />)
    expect(rows()).toHaveLength(3)
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search' }), {
      target: { value: 'colour' },
    })
    expect(router.state.location.search).toBe('?q=colour')
    await screen.findByRole('status')
    expect(rows()).toEqual(['Quantity of Colour Sparklers'])
  })
})
