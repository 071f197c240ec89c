import { expect, test } from './fixtures'
import { fillBilling, fillQuickOrder, mobileFor, placeEnquiry, snap, visibleButton } from './helpers'

// A guest who closed the thank-you page finds the bill again with the mobile and the enquiry number.
test('a guest keeps the enquiry number, opens the enquiry from tracking and reaches the bill', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone journey')
  const mobile = mobileFor(info, 15)
  await fillQuickOrder(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await fillBilling(page, mobile)
  await placeEnquiry(page)

  await expect(page).toHaveURL(/\/checkout-response\?id=/)
  const id = new URL(page.url()).searchParams.get('id')!
  const enquiryNumber = (await page
    .getByText(/ENQ-\d{5}/)
    .first()
    .textContent())!.match(/ENQ-\d{5}/)![0]
  await expect(page.getByText(/Keep your enquiry number/)).toBeVisible()
  const share = page.getByRole('link', { name: 'Send me this link on WhatsApp' })
  const text = decodeURIComponent((await share.getAttribute('href'))!.replace('https://wa.me/?text=', ''))
  expect(text).toContain(enquiryNumber)
  expect(text).toContain(`/print?id=${id}`)
  expect(text).not.toContain('Selvam')
  await snap(page, info, 'thanks-whatsapp')

  // The page is closed; the buyer has only the mobile and the number they kept.
  await page.goto('/order-tracking')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page
    .getByRole('button', { name: /^Open the enquiry of / })
    .first()
    .click()
  const box = page.getByLabel('Enquiry number')
  await expect(box).toHaveValue('')
  await box.fill(enquiryNumber.toLowerCase().replace('enq-000', ''))
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page.getByRole('heading', { name: `Enquiry ${enquiryNumber}` })).toBeVisible()
  await snap(page, info, 'tracking-opened')
  await page.getByRole('link', { name: 'View bill' }).click()
  await expect(page).toHaveURL(new RegExp(`/print\\?id=${id}$`))
  await expect(page.getByText('Selvam Test Buyer')).toBeVisible()
})
