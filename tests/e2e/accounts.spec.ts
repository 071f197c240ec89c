import { expect, test } from './fixtures'
import { fillCart, mobileFor, placeAndReadNumber, signIn, snap, visibleButton } from './helpers'

test('a buyer signs up with a password of their own, signs in with it, checks out prefilled, sees My Orders, edits the profile and logs out', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 2)

  await page.goto('/signup')
  await page.getByLabel('Customer name').fill('Kavitha Ramesh')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByLabel('Password', { exact: true }).fill('kavitha-diwali-2026')
  await page.getByLabel('Confirm password').fill('kavitha-diwali-2026')
  await page.getByLabel('Address').fill('21, South Street')
  await page.getByLabel('City').fill('Tirunelveli')
  await page.getByLabel('PIN code').fill('627001')
  await snap(page, info, 'signup')
  await page.getByRole('button', { name: 'Register' }).click()
  // The password was chosen in the form: the buyer is signed in at once.
  await expect(page).toHaveURL(/\/lander/)
  await expect(page.getByText(/Signup process done/).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('public_token'))).not.toBeNull()

  // Later, on another visit: sign in with that password.
  await page.goto('/profile')
  await visibleButton(page, 'Logout').click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()
  await signIn(page, mobile, 'kavitha-diwali-2026')
  await expect(page).not.toHaveURL(/\/signin/)

  await fillCart(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await expect(page.getByLabel('Customer name')).toHaveValue('Kavitha Ramesh')
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile)
  await expect(page.getByLabel('PIN code')).toHaveValue('627001')
  await page.getByRole('checkbox').nth(1).check()
  // The profile fills the address and the State follows its PIN; being 18 or older is confirmed
  // with each enquiry.
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check()
  const enquiryNumber = await placeAndReadNumber(page)

  await page.goto('/my-orders')
  await expect(page.getByText(enquiryNumber).first()).toBeVisible()
  await snap(page, info, 'my-orders')

  await page.goto('/profile')
  await page.getByLabel('City').fill('Sivakasi')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Updated successfully').first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('City')).toHaveValue('Sivakasi')
  await snap(page, info, 'profile')

  await visibleButton(page, 'Logout').click()
  await expect(page).toHaveURL(/\/lander/)
  expect(await page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()
  await page.goto('/my-orders')
  await expect(page).toHaveURL(/\/signin\?redirect_url=my-orders/)
})
