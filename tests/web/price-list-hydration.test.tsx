import type { UseQueryResult } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { Profiler } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useQtyById } from '../../web/src/features/catalogue/product-list'
import { CategoryTables, type TableCategory } from '../../web/src/features/catalogue/quick-order-table'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { product } from './catalogue-fixtures'

// The price list hydrates as one piece: no effect per row and no second render of every quantity
// box once hydration is done (the page has 157 of them; each costs a relayout of the whole list).

// Every effect a component of the list asks for, counted as it is declared.
const effects = vi.hoisted(() => ({ count: 0 }))
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>()
  const counted =
    <F extends (...a: never[]) => unknown>(hook: F) =>
    (...a: Parameters<F>) => {
      effects.count++
      return hook(...a)
    }
  return {
    ...react,
    useEffect: counted(react.useEffect),
    useLayoutEffect: counted(react.useLayoutEffect),
    useInsertionEffect: counted(react.useInsertionEffect),
  }
})

const ROWS = 20
const category: TableCategory = {
  slug: 'sparklers',
  name: 'Sparklers',
  tamilName: '',
  products: Array.from({ length: ROWS }, (_, i) =>
    product({ _id: String(i + 1), product_name: `Sparkler ${i + 1}`, product_code: `SP${i + 1}` }),
  ),
}

// What the page's query holds once the server's data is in: the list itself.
const loaded = { isError: false, isPending: false, data: [category] } as unknown as UseQueryResult<unknown>

function Table() {
  return <CategoryTables query={loaded} sections={[category]} qtyById={useQtyById()} variant="quick" />
}

let commits: string[] = []
let root: Root | undefined
const tree = (
  <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
    <Table />
  </Profiler>
)

// The server's HTML in a box on the page, then `beforeHydrating` (a buyer's fingers), then hydration.
const hydrate = async (beforeHydrating: (box: HTMLElement) => void = () => {}) => {
  const box = document.createElement('div')
  box.innerHTML = renderToString(tree)
  document.body.append(box)
  beforeHydrating(box)
  effects.count = 0
  commits = []
  await act(async () => {
    root = hydrateRoot(box, tree)
  })
  return box
}

beforeEach(() => {
  localStorage.clear()
  cartStore.clear()
})
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

describe('the price list hydrating', () => {
  it('asks for no effect per row and renders no box again after hydration', async () => {
    const box = await hydrate()
    expect(box.querySelectorAll('input.qty-input')).toHaveLength(ROWS)
    // One for the whole list (typed-before-hydration), none per row; the cart's subscription is
    // React's own (useSyncExternalStore).
    expect(effects.count).toBe(1)
    expect(commits).toEqual(['mount'])
    // The boxes take digits from the start: never read-only, in the server's HTML or after.
    expect(box.querySelector('input[readonly]')).toBeNull()
  })

  it('quantities typed into the server HTML before hydration reach the cart, over a stored one', async () => {
    const [, , third, , fifth] = category.products
    cartStore.setQty(third!, 2)
    cartStore.setQty(fifth!, 7)
    const boxOf = (b: ParentNode, n: number) =>
      b.querySelector<HTMLInputElement>(`[aria-label="Quantity of Sparkler ${n}"]`)!
    const box = await hydrate((b) => {
      boxOf(b, 3).value = '12'
      boxOf(b, 9).value = '4'
    })
    const cart = () => cartStore.get().map((l) => [l._id, l.qty])
    expect(cart()).toEqual([
      ['3', 12],
      ['5', 7],
      ['9', 4],
    ])
    expect([3, 5, 9].map((n) => boxOf(box, n).value)).toEqual(['12', '7', '4'])
  })

  it('a stored cart shows in its boxes after hydration without a mismatch', async () => {
    cartStore.setQty(category.products[4]!, 7)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const box = await hydrate()
    expect(box.querySelector<HTMLInputElement>('[aria-label="Quantity of Sparkler 5"]')!.value).toBe('7')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
