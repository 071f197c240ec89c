import { expect, test } from './fixtures'
import {
  fillBilling,
  fillCart,
  mobileFor,
  placeAndReadNumber,
  signUpWithPassword,
  snap,
  visibleButton,
} from './helpers'

// A guest who later registers their number adds the enquiry with the access code the thank-you page
// gave them: the number alone adds nothing, as anyone may register a number.
test('an enquiry sent signed out is added on the profile with its access code, and then shows in My Orders', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 282)

  await fillCart(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await fillBilling(page, mobile)
  const enquiryNumber = await placeAndReadNumber(page)
  const code = (await page
    .locator('.thanks-facts > div', { has: page.getByText('Access code', { exact: true }) })
    .locator('dd')
    .textContent())!.trim()
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)

  await signUpWithPassword(page, { name: 'Selvam Test Buyer', mobile, password: 'selvam-adds-2026' })
  await page.goto('/my-orders')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(enquiryNumber)).toHaveCount(0)

  await page.goto('/profile')
  await expect(page.getByText(/^1 enquiry was sent with your number while signed out\./)).toBeVisible()
  // Only how many: not which, when or for how much.
  await expect(page.getByText(enquiryNumber)).toHaveCount(0)
  const add = page.getByRole('button', { name: 'Add to my account' })
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  const box = page.getByLabel('Access code')
  await box.fill(code.startsWith('2222') ? '3333-3333' : '2222-2222')
  await add.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'No enquiry sent with your number while signed out' }),
  ).toBeVisible()
  await snap(page, info, 'profile-claim-enquiries')

  await box.fill(code.toLowerCase())
  await add.click()
  await expect(
    page.getByRole('status').filter({ hasText: `Enquiry ${enquiryNumber} is added` }),
  ).toBeVisible()
  await expect(add).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await page.goto('/my-orders')
  await expect(page.getByText(enquiryNumber).first()).toBeVisible()
})
