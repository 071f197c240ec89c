import { expect, test } from './fixtures'
import {
  fillBilling,
  fillQuickOrder,
  mobileFor,
  placeEnquiry,
  signUpWithPassword,
  snap,
  visibleButton,
} from './helpers'

test('an enquiry sent signed out is offered on the profile after sign-up, and once added shows in My Orders', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 282)

  await fillQuickOrder(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await fillBilling(page, mobile)
  await placeEnquiry(page)
  await expect(page).toHaveURL(/\/checkout-response\?id=/)
  const enquiryNumber = (await page
    .getByText(/ENQ-\d{5}/)
    .first()
    .textContent())!.match(/ENQ-\d{5}/)![0]

  await signUpWithPassword(page, { name: 'Selvam Test Buyer', mobile, password: 'selvam-adds-2026' })
  await page.goto('/my-orders')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(enquiryNumber)).toHaveCount(0)

  await page.goto('/profile')
  await expect(page.getByText('1 enquiry was sent with your mobile number while signed out.')).toBeVisible()
  await expect(page.getByText(enquiryNumber)).toBeVisible()
  const add = page.getByRole('button', { name: 'Add them to my account' })
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await snap(page, info, 'profile-claim-enquiries')
  await add.click()
  await expect(page.getByText('1 enquiry added to your account.').first()).toBeVisible()
  await expect(add).toHaveCount(0)

  await page.goto('/my-orders')
  await expect(page.getByText(enquiryNumber).first()).toBeVisible()
})
