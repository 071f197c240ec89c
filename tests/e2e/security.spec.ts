import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  API,
  choosePassword,
  fillBilling,
  fillCart,
  mobileFor,
  placeEnquiry,
  seriousViolations,
  signIn,
  signUpWithPassword,
  snap,
  visibleButton,
} from './helpers'

// Accounts only their owners open: the mobile number alone opens nothing, a forgotten password
// comes back through the seller, and a logout ends the token on the server.

const SELLER = { mobile: '9000000099', password: 'sivakasi-seller-2026' }

// The new pages at a small phone's width: no serious axe finding, nothing wider than the screen,
// and every control a thumb can hit (44 px), the hidden bot trap aside.
const checkSmallPhone = async (page: Page) => {
  await page.setViewportSize({ width: 360, height: 780 })
  expect(await seriousViolations(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#main button, #main input, #main select, #main textarea')]
      .filter((el) => !el.closest('[aria-hidden="true"]') && !el.hidden && el.getClientRects().length > 0)
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => el.outerHTML.slice(0, 80)),
  )
  expect(small).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
}

test('signup signs in with the password chosen in it, and the mobile number is no password', async ({
  page,
}, info) => {
  const mobile = mobileFor(info, 21)
  await signUpWithPassword(page, { name: 'Anitha Raj', mobile, password: 'anitha-pass-2026' })
  expect(await page.evaluate(() => localStorage.getItem('public_token'))).not.toBeNull()
  await page.goto('/profile')
  await expect(page.getByText('Anitha Raj').first()).toBeVisible()

  // The mobile number is no password: number/number is refused.
  await page.goto('/profile')
  await visibleButton(page, 'Logout').click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()
  await signIn(page, mobile, mobile)
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password')
})

test("a one-time password from the seller's reset opens only the choose-password step", async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 22)
  await signUpWithPassword(page, { name: 'Forgetful Buyer', mobile, password: 'first-choice-2026' })
  await page.goto('/profile')
  await visibleButton(page, 'Logout').click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()

  // The buyer phones the seller, who resets the password in the console.
  await signIn(page, SELLER.mobile, SELLER.password, 'admin')
  await expect(page).toHaveURL(/\/admin/)
  await page.goto('/admin/buyers')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Search' }).click()
  const card = page.getByRole('listitem').filter({ hasText: 'Forgetful Buyer' })
  await card.getByRole('button', { name: 'Reset password' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
  const otp = (await card.locator('.admin-otp').textContent())?.trim() ?? ''
  expect(otp.length).toBeGreaterThanOrEqual(8)
  await expect(card.getByText(/you will be asked to choose your own/)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Copy password' })).toBeVisible()
  await checkSmallPhone(page)
  await snap(page, info, 'admin-buyers-reset')
  await page.goto('/profile')
  await visibleButton(page, 'Logout').click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()

  // The old password no longer works; the one-time one leads only to choosing a new one.
  await signIn(page, mobile, 'first-choice-2026')
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password')
  await signIn(page, mobile, otp, 'my-orders')
  await expect(page).toHaveURL(/\/choose-password\?redirect_url=my-orders/)
  expect(await page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()
  await checkSmallPhone(page)
  await choosePassword(page, 'second-choice-2026')
  await expect(page).toHaveURL(/\/my-orders/)
})

test('after logout the old token is refused by the server', async ({ page }, info) => {
  const mobile = mobileFor(info, 23)
  await signUpWithPassword(page, { name: 'Logout Check', mobile, password: 'logout-check-2026' })
  const old = await page.evaluate(() => localStorage.getItem('public_token'))
  expect(old).not.toBeNull()
  const before = await page.request.post(`${API}/users/checkSession`, { data: { access_token: old } })
  expect(before.status()).toBe(200)

  await page.goto('/profile')
  await visibleButton(page, 'Logout').click()
  await expect(page).toHaveURL(/\/lander/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()
  const after = await page.request.post(`${API}/users/checkSession`, {
    data: { access_token: old },
    headers: { 'x-auth-token': old! },
  })
  expect(after.status()).toBe(401)
})

test('a 429 at checkout says so kindly, with the shop phone, and keeps the cart', async ({ page }, info) => {
  await page.route('**/order/save', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'RATE_LIMITED',
          message: 'We have received many enquiries from you in a short time. Please wait a while.',
          requestId: 'r',
        },
      }),
    }),
  )
  await fillCart(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await expect(page.getByText(/Your details\./)).toBeVisible()
  await expect(page.locator('#checkout-privacy').getByRole('link', { name: 'Privacy policy' })).toBeVisible()
  const cart = await page.evaluate(() => localStorage.getItem('product_list'))
  await fillBilling(page, mobileFor(info, 24))
  await placeEnquiry(page)
  const notice = page.locator('.checkout-summary').getByRole('alert')
  await expect(notice).toContainText('We have received many enquiries from you in a short time.')
  await expect(notice).toContainText('You can also call us on')
  await expect(page).toHaveURL(/\/quick-checkout/)
  expect(await page.evaluate(() => localStorage.getItem('product_list'))).toBe(cart)
  await snap(page, info, 'checkout-rate-limited')
})

test('sign-up, choose-password, the profile with its data actions, and deleting the account work at 360 px', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 25)
  await page.goto('/signup')
  await checkSmallPhone(page)
  await page.getByLabel('Customer name').fill('Delete Me')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByLabel('Password', { exact: true }).fill('delete-me-2026')
  await page.getByLabel('Confirm password').fill('delete-me-2026')
  await page.getByLabel('Address').fill('3, North Street')
  await page.getByLabel('City').fill('Sivakasi')
  await page.getByLabel('PIN code').fill('626123')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/lander/)

  await page.goto('/profile')
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.json$/)

  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByLabel('Your password')).toBeVisible()
  await checkSmallPhone(page)
  await snap(page, info, 'profile-delete')
  await page.getByLabel('Your password').fill('delete-me-2026')
  await page.getByRole('button', { name: 'Delete my account for good' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
  await expect(page).toHaveURL(/\/lander/)
  await expect(page.getByText(/Your account is deleted/).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()
  await signIn(page, mobile, 'delete-me-2026')
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password')
})
