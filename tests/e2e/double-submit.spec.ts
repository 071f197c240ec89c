import { expect, test } from './fixtures'
import { fillBilling, fillCart, mobileFor, trackedEnquiries, visibleButton } from './helpers'

test.describe('one checkout makes one enquiry', () => {
  test('double-tapping Place enquiry and its confirmation sends one enquiry', async ({ page }, info) => {
    const mobile = mobileFor(info, 3)
    await fillCart(page, 3000)
    await page.goto('/quick-checkout')
    await fillBilling(page, mobile)
    await visibleButton(page, 'Place enquiry').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).dblclick()
    // A tap that lands while the enquiry is on its way changes nothing either.
    await visibleButton(page, /Place enquiry|Placing enquiry/)
      .click({ timeout: 1000 })
      .catch(() => {})
    await expect(page).toHaveURL(/\/checkout-response\?id=/)
    expect(await trackedEnquiries(page, mobile)).toBe(1)
  })

  test('a retry after a dropped response answers the same enquiry', async ({ page }, info) => {
    const mobile = mobileFor(info, 4)
    await fillCart(page, 3000)
    await page.goto('/quick-checkout')
    await fillBilling(page, mobile)
    // The server takes the first attempt but the phone never hears back.
    let dropped = 0
    await page.route('**/order/save', async (route) => {
      if (dropped === 0) {
        dropped++
        await route.fetch()
        await route.abort('connectionreset')
      } else {
        await route.continue()
      }
    })
    await visibleButton(page, 'Place enquiry').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
    await expect(page).toHaveURL(/\/checkout-response\?id=/, { timeout: 20_000 })
    expect(dropped).toBe(1)
    expect(await trackedEnquiries(page, mobile)).toBe(1)
  })
})
