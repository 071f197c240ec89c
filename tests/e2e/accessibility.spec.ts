import { expect, test } from './fixtures'
import { fillQuickOrder, seriousViolations } from './helpers'
import { PHONE_ONLY_TAG } from './widths'

// The catalogue pages draw their lists (and all pages the header) their own way at desk width,
// so they are checked at both widths; the text and form pages are the same at any width but for
// the header, and are checked once, as a phone.
const CATALOGUE_PAGES = [
  '/lander',
  '/category?id=sparklers',
  '/special-category?id=crackers-for-kids',
  '/order-now',
  '/all-products',
  '/price-list',
]
const SAME_AT_ANY_WIDTH = [
  '/faq',
  '/terms-and-conditions',
  '/safety-tips',
  '/signup',
  '/signin',
  '/order-tracking',
]
const PAGES = [...CATALOGUE_PAGES, ...SAME_AT_ANY_WIDTH]

test.describe('accessibility', () => {
  for (const path of PAGES) {
    const tag = SAME_AT_ANY_WIDTH.includes(path) ? [PHONE_ONLY_TAG] : []
    test(`${path} has no serious or critical axe violations`, { tag }, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('/quick-checkout with a cart has no serious or critical axe violations', async ({ page }) => {
    await fillQuickOrder(page, 3000)
    await page.goto('/quick-checkout')
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })
})
