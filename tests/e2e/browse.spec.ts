import { expect, test } from './fixtures'
import { openQuickView, snap } from './helpers'

test.describe('a buyer browses the catalogue', () => {
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
