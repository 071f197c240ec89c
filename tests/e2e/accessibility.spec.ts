import { expect, test } from './fixtures'
import { fillQuickOrder, seriousViolations } from './helpers'

const PAGES = [
  '/lander',
  '/category?id=sparklers',
  '/special-category?id=crackers-for-kids',
  '/order-now',
  '/all-products',
  '/price-list',
  '/faq',
  '/terms-and-conditions',
  '/safety-tips',
  '/signup',
  '/signin',
  '/order-tracking',
]

test.describe('accessibility', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
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
