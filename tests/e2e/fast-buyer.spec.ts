import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  API,
  fillBilling,
  fillCart,
  mobileFor,
  placeEnquiry,
  signUpWithPassword,
  trackedEnquiries,
  visibleButton,
} from './helpers'

// A buyer may send a form the moment it shows: the browser filled it, the account did, or it was
// kept over a reload. Each is a person, and each gets the enquiry the thank-you page names; no
// journey here waits before sending.

// What a browser's autofill does: every field set in one go, each announcing its new value.
const autofill = async (page: Page, fields: Record<string, string>) => {
  const boxes = await Promise.all(Object.keys(fields).map((label) => page.getByLabel(label).elementHandle()))
  await page.evaluate(
    ([els, values]) => {
      els.forEach((el, i) => {
        const box = el as HTMLInputElement | HTMLTextAreaElement
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')!.set!.call(box, values[i])
        box.dispatchEvent(new Event('input', { bubbles: true }))
        box.dispatchEvent(new Event('change', { bubbles: true }))
      })
    },
    [boxes, Object.values(fields)] as const,
  )
}

// The thank-you page names a stored enquiry, and tracking lists exactly one for the number.
const expectOneStored = async (page: Page, mobile: string) => {
  await expect(page).toHaveURL(/\/checkout-response\?id=/)
  const id = new URL(page.url()).searchParams.get('id')!
  expect((await page.request.get(`${API}/order/public/get/${id}`)).status()).toBe(200)
  expect(await trackedEnquiries(page, mobile)).toBe(1)
}

test('an autofilled checkout form sent at once is stored', async ({ page }, info) => {
  const mobile = mobileFor(info, 471)
  await fillCart(page, 3000)
  await page.goto('/quick-checkout')
  await autofill(page, {
    'Customer name': 'Anitha Autofill',
    Address: '9, North Car Street',
    City: 'Madurai',
    'PIN code': '625001',
    'Mobile number': mobile,
  })
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile)
  await page.getByRole('checkbox').first().check()
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check()
  await placeEnquiry(page)
  await expectOneStored(page, mobile)
})

test('a kept form sent right after a reload is stored', async ({ page }, info) => {
  const mobile = mobileFor(info, 472)
  await fillCart(page, 3000)
  await page.goto('/quick-checkout')
  await fillBilling(page, mobile)
  await page.reload()
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile)
  await expect(page.getByRole('checkbox').first()).toBeChecked()
  await placeEnquiry(page)
  await expectOneStored(page, mobile)
})

test("a signed-in buyer's prefilled form sent at once is stored", async ({ page }, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 473)
  // The sign-up form is sent as soon as it is typed, too.
  await signUpWithPassword(page, { name: 'Prabhu Prefilled', mobile, password: 'prabhu-diwali-2026' })
  await fillCart(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile)
  await expect(page.getByLabel('Customer name')).toHaveValue('Prabhu Prefilled')
  await page.getByRole('checkbox').first().check()
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check()
  await placeEnquiry(page)
  await expectOneStored(page, mobile)
})
