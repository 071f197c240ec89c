import { expect, test } from './fixtures'
import { fillQuickOrder, visitDrawn } from './helpers'
import { HYDRATION_ONLY_PAGES } from './public-pages'
import { expectTapTargets } from './tap-targets'
import { PHONE_ONLY_TAG } from './widths'

// Every public page arrives drawn by the server and is hydrated by the same components in the
// browser (visitDrawn in helpers.ts). The pages axe checks are checked on the same visit
// (accessibility.spec.ts); these are the others, and their tap targets are checked on this visit.

// The server sends the same HTML to every width, and only the checkout's lines draw differently at
// desk width (useDesktop): the other pages hydrate once, as a phone.
const DRAWN_BY_WIDTH = ['/quick-checkout']

for (const path of HYDRATION_ONLY_PAGES) {
  test(`${path} hydrates without a mismatch or a refused script or style, and no tap target is under 44 px`, {
    tag: DRAWN_BY_WIDTH.includes(path) ? [] : [PHONE_ONLY_TAG],
  }, async ({ page }) => {
    const problems = await visitDrawn(page, path)
    await page.waitForLoadState('networkidle')
    await expectTapTargets(page)
    expect(problems).toEqual([])
  })
}

test('pages hydrate without a mismatch for a buyer with a cart in the browser', async ({ page }) => {
  expect(await fillQuickOrder(page, 500)).toBeGreaterThan(0)
  const problems: string[] = []
  for (const path of ['/lander', '/order-now', '/category?id=sparklers', '/quick-checkout'])
    problems.push(...(await visitDrawn(page, path)))
  expect(problems).toEqual([])
})
