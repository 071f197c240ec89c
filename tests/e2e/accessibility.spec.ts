import { expect, test } from './fixtures'
import { fillQuickOrder, seriousViolations, visitDrawn } from './helpers'
import { CATALOGUE_PAGES, SAME_AT_ANY_WIDTH } from './public-pages'
import { PHONE_ONLY_TAG } from './widths'

test.describe('accessibility', () => {
  for (const path of [...CATALOGUE_PAGES, ...SAME_AT_ANY_WIDTH]) {
    const tag = SAME_AT_ANY_WIDTH.includes(path) ? [PHONE_ONLY_TAG] : []
    test(`${path} arrives drawn, hydrates cleanly and has no serious or critical axe violations`, {
      tag,
    }, async ({ page }) => {
      const problems = await visitDrawn(page, path)
      await page.waitForLoadState('networkidle')
      const hydration = [...problems]
      expect(await seriousViolations(page)).toEqual([])
      expect(hydration).toEqual([])
    })
  }

  test('/quick-checkout with a cart has no serious or critical axe violations', async ({ page }) => {
    await fillQuickOrder(page, 3000)
    await page.goto('/quick-checkout')
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })
})
