import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { placeEnquiry, png, signInSeller } from './seller-helpers'
import { expectTapTargets } from './tap-targets'

test('the seller confirms an enquiry, dispatches it with an LR photo, and the buyer sees both', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 5)
  const enquiry = await placeEnquiry(page, mobile)

  await signInSeller(page)
  // 44 px taps (tap-targets.ts) on the inbox and an enquiry, at both widths: the seller works
  // from a phone, and the desk table's rows are no smaller.
  await expect(page.getByRole('link', { name: /^ENQ-/ }).first()).toBeVisible()
  await expectTapTargets(page)

  await page.getByLabel('Enquiry number or mobile').fill(enquiry.enquiry_number)
  await page.getByLabel('Enquiry number or mobile').press('Enter')
  await page.getByRole('link', { name: enquiry.enquiry_number }).first().click()
  await expect(page).toHaveURL(/\/admin\/order\?id=/)
  await expect(page.getByText('Lorry Receipt Buyer').first()).toBeVisible()
  await expectTapTargets(page)
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
    'href',
    new RegExp(`wa\\.me/91${mobile}`),
  )

  for (const action of ['Confirm', 'Payment received', 'Mark packed']) {
    await page.getByRole('button', { name: action, exact: true }).click()
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0)
  }
  // Dispatch records the transport (tests/e2e/dispatch.spec.ts follows it to the buyer's branch).
  await page.getByLabel('Branch (buyer’s town)').selectOption('coimbatore')
  await page.getByLabel('Freight', { exact: true }).selectOption('paid')
  await page.getByLabel('LR number').fill('LR-55021')
  await page.getByRole('button', { name: 'Mark dispatched' }).click()
  await expect(page.getByRole('button', { name: 'Arrived at branch' })).toBeVisible()

  await page.getByLabel('LR photo').setInputFiles({ name: 'lr.png', mimeType: 'image/png', buffer: png() })
  await expect(page.getByLabel('LR number')).toHaveValue('LR-55021')
  await page.getByLabel('Transporter').fill('Sivakasi Roadways')
  await page.getByRole('button', { name: 'Upload LR photo' }).click()
  await expect(page.getByText('LR LR-55021').filter({ visible: true }).first()).toBeVisible()
  await snap(page, info, 'admin-order')

  // The buyer, on their phone: tracking says Dispatched with an LR photo, and /transport shows it.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/order-tracking')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Dispatched').first()).toBeVisible()
  await page.goto(`/transport?id=${enquiry.order_id}`)
  const photo = page.getByRole('img', { name: /lorry receipt|LR/i }).first()
  await expect(photo).toBeVisible()
  // Visible comes before decoded: wait for the picture itself, which must be the seller's 8 px photo.
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(8)
  await expect(page.getByText('LR-55021').first()).toBeVisible()
  await snap(page, info, 'transport')
})
