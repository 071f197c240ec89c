import { expect, test } from './fixtures'
import { fillBilling, fillCart, mobileFor, placeAndReadNumber, snap, visibleButton } from './helpers'

// A guest who closed the thank-you page finds the bill again with the mobile, the enquiry number and
// the access code the thank-you page gave them.
test('a guest keeps the enquiry number and access code, opens the enquiry from tracking and reaches the bill', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone journey')
  const mobile = mobileFor(info, 15)
  await fillCart(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await fillBilling(page, mobile)
  const enquiryNumber = await placeAndReadNumber(page)
  const id = new URL(page.url()).searchParams.get('id')!
  await expect(page.getByText(/Keep your enquiry number and access code/)).toBeVisible()
  const code = (await page
    .locator('.thanks-facts > div', { has: page.getByText('Access code', { exact: true }) })
    .locator('dd')
    .textContent())!.trim()
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
  const share = page.getByRole('link', { name: 'Send me this link on WhatsApp' })
  const text = decodeURIComponent((await share.getAttribute('href'))!.replace('https://wa.me/?text=', ''))
  expect(text).toContain(enquiryNumber)
  expect(text).toContain(code)
  expect(text).toContain(`/print?id=${id}`)
  expect(text).not.toContain('Selvam')
  await snap(page, info, 'thanks-whatsapp')

  // The page is closed; the buyer has only the mobile, the number and the code they kept.
  await page.goto('/order-tracking')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Submit' }).click()
  // Tracking by mobile alone gives the day, not the time.
  const listed = page.getByRole('button', { name: /^Open the enquiry of / }).first()
  await expect(listed).toHaveAccessibleName(/^Open the enquiry of \d{2}\/\d{2}\/\d{4}$/)
  await listed.click()
  const box = page.getByLabel('Enquiry number')
  const codeBox = page.getByLabel('Access code')
  await expect(box).toHaveValue('')
  await expect(codeBox).toHaveValue('')
  await box.fill(enquiryNumber.toLowerCase().replace('enq-000', ''))
  // The number alone, with a code that is not this enquiry's, opens nothing.
  await codeBox.fill(code.startsWith('2222') ? '3333-3333' : '2222-2222')
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('do not match')
  await expect(page.getByRole('link', { name: 'View bill' })).toHaveCount(0)
  await codeBox.fill(code.toLowerCase().replace('-', ' '))
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page.getByRole('heading', { name: `Enquiry ${enquiryNumber}` })).toBeVisible()
  await snap(page, info, 'tracking-opened')
  await page.getByRole('link', { name: 'View bill' }).click()
  await expect(page).toHaveURL(new RegExp(`/print\\?id=${id}$`))
  await expect(page.getByText('Selvam Test Buyer')).toBeVisible()
})
