import { expect, test } from './fixtures'
import { openQuickView } from './helpers'

test.describe('shared links', () => {
  test('a product opened in the quick view is in the address, and that link opens it again', async ({
    page,
  }) => {
    await page.goto('/category?id=sparklers')
    await expect(page).toHaveTitle('Sparklers | Sivakasi Crackers')
    const dialog = await openQuickView(page)
    await expect(page).toHaveURL(/\/category\?id=sparklers&product=\d+$/)
    const shared = page.url()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/category\?id=sparklers$/)

    await page.goto(shared)
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('the preview pictures are served as PNG', async ({ request }) => {
    const card = await request.get('/images/og/shop.png')
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toBe('image/png')
  })
})
