import { expect, test } from './fixtures'
import { openQuickView, snap, watchHydration } from './helpers'
import { expectTapTargets } from './tap-targets'
import { PHONE_ONLY_TAG } from './widths'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('a buyer browses the catalogue', () => {
  // Read-only visits, each with its own page and cart: spread over both workers.
  test.describe.configure({ mode: 'parallel' })
  test('the landing page shows the offers, new arrivals, top sellers and the legal notice', async ({
    page,
  }, info) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/lander$/)
    await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Top Sale/i })).toBeVisible()
    await expect(page.getByText(/not permitted/i).first()).toBeVisible()
    await snap(page, info, 'lander')
  })

  test('a category lists its products with prices and quantity boxes', async ({ page }, info) => {
    await page.goto('/category?id=sparklers')
    await expect(page.getByRole('heading', { level: 1, name: 'Sparklers' })).toBeVisible()
    await expect(page.getByText(/Showing \d+ results/)).toBeVisible()
    await expect(page.getByLabel(/Quantity of .*Sparklers/).first()).toBeVisible()
    await snap(page, info, 'category')
  })

  // Search lived only on Order Now and the categories only in the menu: every catalogue page now
  // carries both under the header (the finder), a search landing on Order Now's results.
  test('on a phone, from a category the finder searches the catalogue and opens another category', {
    tag: PHONE_ONLY_TAG,
  }, async ({ page }) => {
    const hydration = watchHydration(page)
    await page.goto('/category?id=sparklers')
    const finder = page.locator('.finder')
    await finder.getByRole('searchbox', { name: 'Search' }).fill('chakkar')
    await finder.getByRole('button', { name: 'Search' }).tap()
    await expect(page).toHaveURL(/\/order-now\?q=chakkar$/)
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
      /^\d+ products match “chakkar”$/,
    )
    await expect(page.getByLabel('Quantity of Ground Chakkar Big', { exact: true })).toBeVisible()
    await expect(page.getByLabel(/^Quantity of .*Sparklers/)).toHaveCount(0)
    // On Order Now the same field filters as the buyer types.
    await finder.getByRole('searchbox', { name: 'Search' }).fill('chakkar big')
    await expect(page).toHaveURL(/\/order-now\?q=chakkar%20big$/)
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
      /^3 products match “chakkar big”$/,
    )
    await expect(page.getByLabel(/^Quantity of /)).toHaveCount(3)
    await expectTapTargets(page)

    await finder.getByText('Categories', { exact: true }).tap()
    await expectTapTargets(page)
    await finder.getByRole('link', { name: 'Flower Pots', exact: true }).tap()
    await expect(page).toHaveURL(/\/category\?id=flower-pots$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Flower Pots' })).toBeVisible()
    await expect(finder.getByRole('link', { name: 'Rockets', exact: true })).toBeHidden()
    expect(hydration).toEqual([])
  })

  // Three quick adds used to pile three toasts at the top of the screen, over the next cards.
  test('each add to cart shows one toast, never over the button or box just tapped', {
    tag: PHONE_ONLY_TAG,
  }, async ({ page }) => {
    await page.goto('/category?id=sparklers')
    const toasts = page.locator('.toast')
    // Each card's button is first moved to this share of the screen's height, then tapped.
    for (const [i, at] of [0.7, 0.45, 0.1].entries()) {
      const card = page
        .locator('.product-card')
        .filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) })
        .nth(i)
      const add = card.getByRole('button', { name: /^Add to Cart/ })
      await add.evaluate(
        (el, share) => window.scrollBy(0, el.getBoundingClientRect().top - share * innerHeight),
        at,
      )
      await add.tap()
      await expect(toasts).toHaveCount(1)
      const [toast, button, box] = await Promise.all(
        [toasts, add, card.getByLabel(/^Quantity of /)].map((l) => l.boundingBox()),
      )
      expect(toast && button && box, 'the toast, the button and the box are drawn').toBeTruthy()
      if (!toast || !button || !box) return
      expect(overlaps(toast, button), `add ${i + 1}: the toast is clear of the button`).toBe(false)
      expect(overlaps(toast, box), `add ${i + 1}: the toast is clear of the quantity box`).toBe(false)
    }
    await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('3')
  })

  test('a special category shows its title and products', async ({ page }, info) => {
    await page.goto('/special-category?id=gift-boxes')
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Boxes' })).toBeVisible()
    await expect(page.getByText(/Showing \d+ results/)).toBeVisible()
    await snap(page, info, 'special-category')
  })

  test('the product modal shows pictures, prices, availability, brand and age limit', async ({ page }) => {
    await page.goto('/category?id=sparklers')
    const dialog = await openQuickView(page)
    await expect(dialog.getByText(/In stock|Out of Stock/)).toBeVisible()
    await expect(dialog.getByText('Assured')).toBeVisible()
    await expect(dialog.getByText(/15\+/)).toBeVisible()
    await expect(dialog.getByRole('img').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the price list has a table per category', async ({ page }, info) => {
    await page.goto('/price-list')
    await expect(page.getByRole('heading', { name: 'One Sound Crackers' })).toBeVisible()
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(10)
    await snap(page, info, 'price-list')
  })

  test('an information page arrives with its text in the HTML and opens its questions', async ({
    page,
    request,
  }, info) => {
    const html = await (await request.get('/faq')).text()
    expect(html).toContain('Can I buy crackers and pay on this website?')
    await page.goto('/faq')
    const question = page.getByText('Can I buy crackers and pay on this website?')
    await question.click()
    await expect(page.getByText(/Online sale of crackers is not permitted/).first()).toBeVisible()
    await snap(page, info, 'faq')
  })

  test('an unknown address shows a helpful page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Order now/i }).first()).toBeVisible()
  })
})
