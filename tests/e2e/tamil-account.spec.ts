import { accountsMessages } from '../../web/src/features/accounts/accounts.messages'
import { profileMessages } from '../../web/src/features/accounts/profile.messages'
import { myOrdersMessages } from '../../web/src/features/orders/orders.messages'
import { expect, test } from './fixtures'
import { mobileFor, snap, watchHydration } from './helpers'
import { expectLinksInTamil, expectNoSidewaysScroll, sendEnquiry } from './tamil-helpers'

// A buyer registers on the Tamil pages at 390 px with a password of their own, and finds the
// enquiry and their details under My Orders and My account, each pictured (ta-signup,
// ta-my-orders, ta-profile).
const ta = accountsMessages.ta

test('a Tamil reader registers with a password, and sees My Orders and the profile in Tamil', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'pictured at phone width')
  test.setTimeout(180_000)
  const hydration = watchHydration(page)
  const mobile = mobileFor(info, 142)
  const password = 'tamil-account-2026'

  await page.goto('/ta/signup')
  await page.getByLabel(ta.customerName, { exact: true }).fill('தமிழ்ச்செல்வி')
  await page.getByLabel(ta.mobile, { exact: true }).fill(mobile)
  await page.getByLabel(ta.password, { exact: true }).fill(password)
  await page.getByLabel(ta.confirmPassword, { exact: true }).fill(password)
  await page.getByLabel(ta.address, { exact: true }).fill('3, தெற்கு வீதி')
  await page.getByLabel(ta.city, { exact: true }).fill('திருநெல்வேலி')
  await page.getByLabel(ta.pinCode, { exact: true }).fill('627001')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
  await expect(page.getByText(ta.signupPasswordHint)).toBeVisible()
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'ta-signup')
  await page.getByRole('button', { name: ta.register, exact: true }).tap()

  await page.waitForURL((url) => !url.pathname.includes('/signup'))
  await expect(page.getByText(ta.signupDone).first()).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/ta\//)

  const token = await page.evaluate(() => localStorage.getItem('public_token'))
  expect(token).toBeTruthy()
  const enquiry = await sendEnquiry(page, mobile, token!)

  await page.goto('/ta/my-orders')
  await expect(page.getByRole('heading', { level: 1, name: myOrdersMessages.ta.title })).toBeVisible()
  await expect(page.getByText(enquiry.enquiry_number).first()).toBeVisible()
  await expect(page.getByRole('table', { name: myOrdersMessages.ta.caption })).toBeVisible()
  await expectLinksInTamil(page)
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'ta-my-orders')

  await page.goto('/ta/profile')
  await expect(page.getByRole('heading', { level: 1, name: profileMessages.ta.title })).toBeVisible()
  await expect(page.getByLabel(profileMessages.ta.city, { exact: true })).toHaveValue('திருநெல்வேலி')
  await expect(page.getByRole('button', { name: profileMessages.ta.saveChanges })).toBeVisible()
  await expectLinksInTamil(page)
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'ta-profile')
  expect(hydration).toEqual([])
})
