import type { UseQueryResult } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CategoryTables, type TableCategory } from '../../web/src/features/catalogue/quick-order-table'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { product } from './catalogue-fixtures'
import { serverDrawnPages, stubIntersectionObserver } from './kit/near-screen'

// The price list hydrates without an effect per row and without drawing again the boxes the server
// drew (the page has 157 rows; each costs a relayout). The server draws boxes only in the first
// rows; the others become boxes once their table has hydrated.

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
  return <CategoryTables query={loaded} sections={[category]} variant="quick" />
}

const nearScreen = stubIntersectionObserver()

let commits: string[] = []
const tree = (
  <Profiler id="list" onRender={(_id, phase) => commits.push(phase)}>
    <Table />
  </Profiler>
)

// The server's HTML, then `beforeHydrating` (a buyer's fingers), then hydration, counted from there.
const pages = serverDrawnPages()
const hydrate = (beforeHydrating: (box: HTMLElement) => void = () => {}) =>
  pages.hydrate(tree, (box) => {
    beforeHydrating(box)
    effects.count = 0
    commits = []
  })

describe('the price list hydrating', () => {
  it('asks for no effect per row, keeps the boxes the server drew and adds the rest after hydration', async () => {
    let drawn: Element[] = []
    const box = await hydrate((b) => {
      drawn = [...b.querySelectorAll('input.qty-input')]
    })
    // The first rows a phone shows have boxes in the server's HTML; the rest wait for hydration.
    expect(drawn).toHaveLength(8)
    // Away from the screen the table stays the server's HTML.
    expect(box.querySelectorAll('.qty-input-waiting')).toHaveLength(ROWS - 8)
    expect(effects.count).toBe(1)
    await nearScreen()
    expect(box.querySelectorAll('input.qty-input')).toHaveLength(ROWS)
    expect(box.querySelectorAll('.qty-input-waiting')).toHaveLength(0)
    // The server's boxes are the same elements: not drawn again.
    expect([...box.querySelectorAll('input.qty-input')].slice(0, 8)).toEqual(drawn)
    // Per table, none per row: the cart's watch over a table still waiting to hydrate, and the
    // typed-before-hydration replay, declared in the table's two renders (hydrating, then its boxes).
    expect(effects.count).toBe(3)
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
      boxOf(b, 8).value = '4'
    })
    await nearScreen()
    const cart = () => cartStore.get().map((l) => [l._id, l.qty])
    expect(cart()).toEqual([
      ['3', 12],
      ['5', 7],
      ['8', 4],
    ])
    expect([3, 5, 8].map((n) => boxOf(box, n).value)).toEqual(['12', '7', '4'])
  })

  it('a table hydrates when a finger or the keyboard reaches it', async () => {
    for (const wake of ['pointerdown', 'focusin']) {
      const box = await hydrate()
      expect(box.querySelectorAll('input.qty-input')).toHaveLength(8)
      await act(async () => {
        box.querySelector('.qty-input-waiting')!.dispatchEvent(new Event(wake, { bubbles: true }))
      })
      expect(box.querySelectorAll('input.qty-input'), wake).toHaveLength(ROWS)
      pages.unmount()
      box.remove()
    }
  })

  it('a tap on a waiting frame puts the focus in the box drawn in its place, and only then', async () => {
    const box = await hydrate()
    const frame = box.querySelectorAll('.qty-input-waiting')[3]!
    const row = frame.closest('tr')!
    await act(async () => {
      frame.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(frame.isConnected).toBe(false)
    expect(document.activeElement).toBe(row.querySelector('input.qty-input'))
    // A table already live is not refocused by a later tap elsewhere in it.
    ;(document.activeElement as HTMLElement).blur()
    await act(async () => {
      row.querySelector('td')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(document.activeElement).toBe(document.body)
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
