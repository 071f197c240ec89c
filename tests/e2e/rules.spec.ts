import { expect, test } from './fixtures'
import { cartTotal, fillQuickOrder, visibleButton } from './helpers'
import { PHONE_ONLY_TAG } from './widths'

test.describe('the rules a buyer meets', () => {
  // Read-only visits, each with its own page and cart: spread over both workers.
  test.describe.configure({ mode: 'parallel' })
  test('checkout below the minimum order is refused with the warning', async ({ page }) => {
    await page.goto('/category?id=one-sound-crackers')
    await page
      .getByLabel(/^Quantity of /)
      .filter({ visible: true })
      .first()
      .fill('2')
    await visibleButton(page, 'Checkout').click()
    await expect(page.getByText('Minimum order value should not under Rs. 2,500./-')).toBeVisible()
    await expect(page).toHaveURL(/\/category/)
  })

  // The billing form is the same at desk width (only the checkout's lines are drawn differently).
  test('the billing form answers every invalid field with its message', { tag: PHONE_ONLY_TAG }, async ({
    page,
  }) => {
    await fillQuickOrder(page, 3000)
    await page.goto('/quick-checkout')
    await visibleButton(page, 'Place enquiry').click()
    for (const message of [
      'Customer Name is required',
      'Address is required',
      'City is required',
      'PIN Code is required',
      'Mobile Number is required',
      'Please choose a reference person',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible()
    }
    await expect(page.getByLabel('Customer name')).toBeFocused()
    await page.getByLabel('PIN code').fill('62500')
    await page.getByLabel('Mobile number').fill('12345')
    await visibleButton(page, 'Place enquiry').click()
    await expect(page.getByText('Invalid PIN Code').first()).toBeVisible()
    await expect(page.getByText('Invalid Mobile Number').first()).toBeVisible()
    await expect(page).toHaveURL(/\/quick-checkout/)
  })

  test('a sold-out product cannot be added', async ({ page }) => {
    await page.goto('/category?id=one-sound-crackers')
    const card = page.getByRole('article').filter({ hasText: 'Out of Stock' }).first()
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: /to cart/i })).toHaveCount(0)
    const qty = card.getByLabel(/^Quantity of /)
    if ((await qty.count()) > 0) await expect(qty).toBeDisabled()
  })

  test('Clear empties the cart', async ({ page }) => {
    await fillQuickOrder(page, 500)
    expect(await cartTotal(page)).toBeGreaterThan(0)
    await visibleButton(page, 'Clear').click()
    const confirm = page.getByRole('alertdialog')
    if (await confirm.isVisible().catch(() => false))
      await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect.poll(() => cartTotal(page)).toBe(0)
    await expect(
      page
        .getByLabel(/^Quantity of /)
        .filter({ visible: true })
        .first(),
    ).toHaveValue('')
  })

  test('quantities survive a reload and show on every list', async ({ page }) => {
    await page.goto('/category?id=sparklers')
    const name = 'Quantity of 7 cm Electric Sparklers'
    await page.getByLabel(name).filter({ visible: true }).first().fill('7')
    await page.reload()
    await expect(page.getByLabel(name).filter({ visible: true }).first()).toHaveValue('7')
    for (const path of ['/order-now', '/price-list', '/all-products']) {
      await page.goto(path)
      await expect(page.getByLabel(name).filter({ visible: true }).first(), path).toHaveValue('7')
    }
  })
})
