import { expect, test } from './fixtures'
import {
  cartTotal,
  fillBilling,
  fillQuickOrder,
  mobileFor,
  placeEnquiry,
  snap,
  visibleButton,
} from './helpers'

test('a guest fills the quick order page, checks out, prints the bill and tracks the enquiry', async ({
  page,
}, info) => {
  const mobile = mobileFor(info, 1)
  const total = await fillQuickOrder(page, 3000)
  expect(total).toBeGreaterThanOrEqual(3000)
  const shown = (
    await page
      .getByText(/₹[\d,]+\.\d{2}/)
      .filter({ visible: true })
      .allTextContents()
  ).join(' ')
  expect(shown).toContain(total.toLocaleString('en-IN', { minimumFractionDigits: 2 }))
  await snap(page, info, 'order-now-filled')

  await visibleButton(page, 'Checkout').click()
  await expect(page).toHaveURL(/\/quick-checkout/)
  await fillBilling(page, mobile)
  await snap(page, info, 'checkout')
  await placeEnquiry(page)

  await expect(page).toHaveURL(/\/checkout-response\?id=/)
  const id = new URL(page.url()).searchParams.get('id')!
  await expect(page.getByText(/ENQ-\d{5}/)).toBeVisible()
  const enquiryNumber = (await page.getByText(/ENQ-\d{5}/).textContent())!.match(/ENQ-\d{5}/)![0]
  // Nothing to pay before the seller's quote: the estimate by its name, what comes next, no Pay Now.
  await expect(page.getByText('Estimate', { exact: true })).toBeVisible()
  await expect(page.getByText(/Nothing to pay yet/)).toBeVisible()
  await expect(page.getByText('Manual')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Print Bill/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Pay Now/ })).toHaveCount(0)
  expect(await cartTotal(page)).toBe(0)
  await snap(page, info, 'checkout-response')

  await page.goto(`/print?id=${id}`)
  await expect(page.getByText(enquiryNumber).first()).toBeVisible()
  await expect(page.getByText('Selvam Test Buyer')).toBeVisible()
  expect(await page.getByRole('row').count()).toBeGreaterThan(2)
  await snap(page, info, 'print')

  await page.goto('/order-tracking')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Enquiry received').first()).toBeVisible()
  // The list keeps the enquiry number back: with the mobile it opens the bill.
  await expect(page.getByText(enquiryNumber)).toHaveCount(0)
  await snap(page, info, 'order-tracking')
})
