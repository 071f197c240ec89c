import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartSummary } from '../../web/src/features/catalogue/cart-summary'
import { catalogueMessages } from '../../web/src/features/catalogue/catalogue.messages'
import { cataloguePagesMessages } from '../../web/src/features/catalogue/catalogue-pages.messages'
import { checkoutRefusal } from '../../web/src/features/catalogue/catalogue-view'
import { CategoryJumpList } from '../../web/src/features/catalogue/category-jump-list'
import { namesIn } from '../../web/src/features/catalogue/names'
import { ProductGrid } from '../../web/src/features/catalogue/product-list'
import { CategoryTable } from '../../web/src/features/catalogue/quick-order-table'
import { LocaleProvider } from '../../web/src/lib/i18n'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { toast } from '../../web/src/ui/toast'
import { product, settings } from './catalogue-fixtures'

const wrap = (ui: ReactNode, locale: 'en' | 'ta' = 'ta') => {
  // Settings already known, so the checkout button asks nothing of a server.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(settingsQuery().queryKey, settings(2500))
  return render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  )
}

beforeEach(() => cartStore.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the catalogue in Tamil', () => {
  it('a card leads with the Tamil name (lang="ta") and follows with the English one (lang="en")', () => {
    wrap(<ProductGrid products={[product()]} onView={() => {}} />)
    const heading = screen.getByRole('heading', { level: 3 })
    expect(heading.textContent).toBe('10 செ.மீ எலக்ட்ரிக் மத்தாப்பு')
    expect(heading.querySelector('[lang="ta"]')).toBeTruthy()
    const english = screen.getByText('10 cm Electric Sparklers')
    expect(english.getAttribute('lang')).toBe('en')
    expect(screen.getByText('/ 1 Box (10 Pcs)')).toBeTruthy()
    expect(screen.getByText('80% கழிவு')).toBeTruthy()
  })

  it('in English the English name leads and the Tamil one follows, as before', () => {
    wrap(<ProductGrid products={[product()]} onView={() => {}} />, 'en')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('10 cm Electric Sparklers')
    expect(screen.getByText('10 செ.மீ எலக்ட்ரிக் மத்தாப்பு').getAttribute('lang')).toBe('ta')
  })

  it('a product without a Tamil name shows its English name alone on a Tamil page', () => {
    wrap(<ProductGrid products={[product({ tamil_name: '' })]} onView={() => {}} />)
    const heading = screen.getByRole('heading', { level: 3 })
    expect(heading.textContent).toBe('10 cm Electric Sparklers')
    expect(heading.querySelector('[lang="en"]')).toBeTruthy()
    expect(namesIn('ta', 'Sparklers', '  ').follow).toBeNull()
  })

  it('Add to Cart speaks Tamil: its label, its quantity box and its toast', () => {
    const success = vi.spyOn(toast, 'success')
    wrap(<ProductGrid products={[product()]} onView={() => {}} />)
    expect(screen.getByLabelText('10 செ.மீ எலக்ட்ரிக் மத்தாப்பு: எண்ணிக்கை')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^கூடையில் சேர்/ }))
    expect(success).toHaveBeenCalledWith('கூடை புதுப்பிக்கப்பட்டது', 'சேர்க்கப்பட்டது')
  })

  it('category headings, the jump list and the table headers are in Tamil', () => {
    const category = { slug: 'sparklers', name: 'Sparklers', tamilName: 'கம்பி மத்தாப்பு', products: [product()] }
    wrap(
      <>
        <CategoryJumpList
          categories={[category, { ...category, slug: 'bombs', name: 'Bombs', tamilName: '' }]}
        />
        <CategoryTable category={category} variant="price-list" />
      </>,
    )
    expect(screen.getByRole('link', { name: 'கம்பி மத்தாப்பு' }).getAttribute('href')).toBe('#cat-sparklers')
    expect(screen.getByRole('link', { name: 'Bombs' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('கம்பி மத்தாப்புSparklers')
    expect(screen.getByRole('columnheader', { name: 'குறியீடு' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'மொத்தம்' })).toBeTruthy()
  })

  it('the cart summary bar and the checkout refusal are in Tamil', () => {
    wrap(<CartSummary />)
    expect(screen.getByRole('complementary', { name: 'கூடைச் சுருக்கம்' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'தொடர்க' })).toBeTruthy()
    const ta = {
      noProducts: catalogueMessages.ta.noProducts,
      belowMinimum: cataloguePagesMessages.ta.belowMinimum,
    }
    expect(checkoutRefusal({ global_product_count: 0, global_subTotal: 0 }, 2500, ta)).toBe(
      'பொருட்கள் எதுவும் இல்லை',
    )
    expect(checkoutRefusal({ global_product_count: 1, global_subTotal: 10 }, 2500, ta)).toContain('₹2,500.00')
  })
})
