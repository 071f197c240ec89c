import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartSummary } from '../../web/src/features/catalogue/cart-summary'
import { ProductGrid } from '../../web/src/features/catalogue/product-list'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { toast } from '../../web/src/ui/toast'
import { product, settings } from './catalogue-fixtures'

const wrap = (ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/category?id=sparklers']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const storedCart = () =>
  JSON.parse(localStorage.getItem('product_list') ?? '[]') as { _id: string; qty: number }[]

beforeEach(() => {
  cartStore.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('product card', () => {
  it('wears the Green cracker badge only on a certified green cracker', () => {
    wrap(
      <ProductGrid
        products={[product({ _id: '1', is_green: 1 }), product({ _id: '2' })]}
        onView={() => {}}
      />,
    )
    expect(screen.getAllByText('Green cracker')).toHaveLength(1)
  })

  it('shows Out of Stock, a disabled quantity box and no Add to Cart button for a sold-out product', () => {
    wrap(<ProductGrid products={[product({ is_sold_out: 1 })]} onView={() => {}} />)
    expect(screen.getByText('Out of Stock')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /to cart/i })).toBeNull()
    const qty = screen.getByLabelText('Quantity of 10 cm Electric Sparklers') as HTMLInputElement
    expect(qty.disabled).toBe(true)
  })

  it('shows the discount badge, the struck MRP, the price per pack and the review label', () => {
    wrap(<ProductGrid products={[product()]} onView={() => {}} />)
    expect(screen.getByText('80% OFF')).toBeTruthy()
    expect(screen.getByText('(100+ review)')).toBeTruthy()
    expect(screen.getByText('per 1 Box (10 Pcs)')).toBeTruthy()
    expect(document.querySelector('s.mrp')?.textContent).toContain('40.00')
  })

  it('typing a quantity puts the line in the cart in localStorage, and 0 removes it', () => {
    wrap(<ProductGrid products={[product()]} onView={() => {}} />)
    const qty = screen.getByLabelText('Quantity of 10 cm Electric Sparklers') as HTMLInputElement
    fireEvent.change(qty, { target: { value: '3' } })
    expect(storedCart()).toEqual([expect.objectContaining({ _id: '42', qty: 3, sub_total: 24 })])
    fireEvent.change(qty, { target: { value: '0' } })
    expect(storedCart()).toEqual([])
  })

  it('shows the quantity already in the cart for the same product id', () => {
    cartStore.setQty(product(), 7)
    wrap(<ProductGrid products={[product()]} onView={() => {}} />)
    expect((screen.getByLabelText('Quantity of 10 cm Electric Sparklers') as HTMLInputElement).value).toBe(
      '7',
    )
  })

  it("Add to Cart adds one and says 'Success / Updated successfully'", () => {
    const success = vi.spyOn(toast, 'success')
    wrap(<ProductGrid products={[product()]} onView={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart\W+10 cm Electric Sparklers$/ }))
    expect(storedCart()).toEqual([expect.objectContaining({ _id: '42', qty: 1 })])
    expect(success).toHaveBeenCalledWith('Updated successfully', 'Success')
  })

  it('the eye icon asks for the product detail of that product', () => {
    const onView = vi.fn()
    wrap(<ProductGrid products={[product()]} onView={onView} />)
    fireEvent.click(screen.getByRole('button', { name: 'Quick view of 10 cm Electric Sparklers' }))
    expect(onView).toHaveBeenCalledWith('42')
  })
})

describe('checkout button', () => {
  const withSettings = (lowest: number) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    client.setQueryData(settingsQuery().queryKey, settings(lowest))
    return client
  }

  it('warns with the minimum order message below the minimum and stays on the page', () => {
    const warning = vi.spyOn(toast, 'warning')
    cartStore.replace([lineFor(product(), 10)]) // ₹80
    wrap(
      <>
        <CartSummary />
        <Where />
      </>,
      withSettings(3000),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    expect(warning).toHaveBeenCalledWith('Minimum order value should not under Rs. 3,000./-', 'Warning')
    expect(screen.getByTestId('where').textContent).toBe('/category')
  })

  it("warns 'No products found' on an empty cart", () => {
    const warning = vi.spyOn(toast, 'warning')
    wrap(<CartSummary />, withSettings(2500))
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    expect(warning).toHaveBeenCalledWith('No products found', 'Warning')
  })

  it('goes to /quick-checkout without a warning once the cart reaches the minimum', () => {
    const warning = vi.spyOn(toast, 'warning')
    cartStore.replace([lineFor(product(), 400)]) // ₹3,200
    wrap(
      <>
        <CartSummary />
        <Where />
      </>,
      withSettings(3000),
    )
    expect(screen.getByTestId('where').textContent).toBe('/category')
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    expect(warning).not.toHaveBeenCalled()
    expect(screen.getByTestId('where').textContent).toBe('/quick-checkout')
  })

  it('the summary shows the added products count and the total order', () => {
    cartStore.replace([lineFor(product(), 10), lineFor(product({ _id: '43' }), 1)])
    wrap(<CartSummary />, withSettings(2500))
    expect(screen.getByTestId('cart-count').textContent).toBe('2')
    expect(screen.getByText('Total Order')).toBeTruthy()
    expect(document.querySelector('.cart-summary-total')?.textContent).toContain('88.00')
  })
})
