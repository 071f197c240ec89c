import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatedCategoryCards } from '../../web/src/features/catalogue/category-cards'
import { BOXES_AT_LOAD } from '../../web/src/features/catalogue/near-screen'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { product } from './catalogue-fixtures'
import { serverDrawnPages, stubIntersectionObserver } from './kit/near-screen'

// The all-products page's cards hydrate by category near the screen, as the price list's tables
// do, and the server draws quantity boxes only on the first cards.
const nearScreen = stubIntersectionObserver()

const categoryOf = (slug: string, count: number, first: number) => ({
  slug,
  name: slug,
  tamilName: '',
  products: Array.from({ length: count }, (_, i) =>
    product({ _id: String(first + i), product_name: `${slug} ${i + 1}`, product_code: `${slug}${i}` }),
  ),
})
const top = categoryOf('bombs', 12, 1)
const below = categoryOf('rockets', 10, 101)
const noView = () => {}

const page = (
  <>
    <GatedCategoryCards category={top} onView={noView} eagerCount={4} liveCount={BOXES_AT_LOAD} />
    <GatedCategoryCards category={below} onView={noView} eagerCount={0} liveCount={0} />
  </>
)

const pages = serverDrawnPages()
const hydrate = () => pages.hydrate(page)
const boxesIn = (box: HTMLElement, slug: string) =>
  box.querySelectorAll(`#cat-${slug} input.qty-input`).length

describe('the all-products cards hydrating', () => {
  it('the server draws boxes on the first cards only, and a category gets all of its boxes near the screen', async () => {
    const box = await hydrate()
    expect([boxesIn(box, 'bombs'), boxesIn(box, 'rockets')]).toEqual([BOXES_AT_LOAD, 0])
    expect(box.querySelectorAll('.qty-input-waiting')).toHaveLength(12 - BOXES_AT_LOAD + 10)
    await nearScreen()
    expect([boxesIn(box, 'bombs'), boxesIn(box, 'rockets')]).toEqual([12, 10])
    expect(box.querySelectorAll('.qty-input-waiting')).toHaveLength(0)
  })

  it('a category holding a stored cart line hydrates at once and shows its quantity', async () => {
    cartStore.setQty(below.products[3]!, 6)
    const box = await hydrate()
    expect(boxesIn(box, 'rockets')).toBe(10)
    expect(box.querySelector<HTMLInputElement>('[aria-label="Quantity of rockets 4"]')!.value).toBe('6')
    // The other, far from the screen, still waits.
    expect(boxesIn(box, 'bombs')).toBe(BOXES_AT_LOAD)
  })

  it('a quantity put in the cart elsewhere reaches a waiting category', async () => {
    const box = await hydrate()
    await act(async () => cartStore.setQty(below.products[0]!, 3))
    expect(box.querySelector<HTMLInputElement>('[aria-label="Quantity of rockets 1"]')!.value).toBe('3')
  })
})
