import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CategoryTable, type TableCategory } from '../../web/src/features/catalogue/quick-order-table'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { product } from './catalogue-fixtures'

// Counts row renders: each price-list row draws one preview image.
const drawn: string[] = []
vi.mock('../../web/src/ui/product-image', () => ({
  ProductImage: ({ alt, src }: { alt: string; src: string | null }) => {
    drawn.push(src ?? alt)
    return null
  },
}))

const category: TableCategory = {
  slug: 'sparklers',
  name: 'Sparklers',
  tamilName: '',
  products: [
    product({ _id: '1', product_name: 'Red Sparklers', photo_path: 'p1' }),
    product({ _id: '2', product_name: 'Green Sparklers', photo_path: 'p2' }),
    product({ _id: '3', product_name: 'Gold Sparklers', photo_path: 'p3', is_sold_out: 1 }),
  ],
}

function Table() {
  return <CategoryTable category={category} variant="price-list" />
}

beforeEach(() => {
  cartStore.clear()
  drawn.length = 0
})
afterEach(cleanup)

describe('quick order table', () => {
  it("shows 'Sold Out' instead of a quantity box for a sold-out product", () => {
    render(<Table />)
    expect(screen.getByText('Sold Out')).toBeTruthy()
    expect(screen.queryByLabelText('Quantity of Gold Sparklers')).toBeNull()
    expect(screen.getByLabelText('Quantity of Red Sparklers')).toBeTruthy()
  })

  it('typing a quantity re-renders only that row and shows its line total', () => {
    render(<Table />)
    expect(drawn).toEqual(['p1', 'p2', 'p3'])
    drawn.length = 0
    fireEvent.change(screen.getByLabelText('Quantity of Green Sparklers'), { target: { value: '12' } })
    expect(drawn).toEqual(['p2'])
    expect(cartStore.get()).toEqual([expect.objectContaining({ _id: '2', qty: 12, sub_total: 96 })])
    expect(screen.getByText('₹96.00')).toBeTruthy()
  })

  it("an empty category says 'No products found'", () => {
    render(<CategoryTable category={{ ...category, products: [] }} variant="quick" />)
    expect(screen.getByText('No products found')).toBeTruthy()
  })
})
