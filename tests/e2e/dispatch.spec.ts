import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { placeEnquiry, png, signInSeller } from './seller-helpers'

// On a phone, end to end: the seller gives the transporter's tracking address, packs and dispatches
// with the transport details and the LR photo, marks the parcel arrived at the branch; the buyer
// opens the bill's lorry receipt page and sees where to collect, what to pay there, until when it
// is free, and the link to follow the lorry on the transporter's site.
test('the seller dispatches with transport details and the buyer at 390px sees the branch, LR and free days', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'one phone journey is enough')
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 16)
  const enquiry = await placeEnquiry(page, mobile)

  await signInSeller(page)
  // The demo transporter's tracking page, with {lr} where the LR number goes (Settings → Transport).
  await page.goto('/admin/settings')
  const tracking = page.getByLabel('Tracking address (optional)')
  await tracking.fill('http://track.example/lr?no={lr}')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('The tracking address must start with https://')).toBeVisible()
  await tracking.fill('https://track.example/lr?no={lr}')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Updated successfully').first()).toBeVisible()
  await tracking.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await snap(page, info, 'tracking-settings-screen', { fullPage: false })

  await page.goto(`/admin/order?id=${enquiry.order_id}`)
  await expect(page.getByText('Lorry Receipt Buyer').first()).toBeVisible()

  for (const action of ['Confirm', 'Payment received', 'Mark packed']) {
    await page.getByRole('button', { name: action, exact: true }).click()
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0)
  }

  // The dispatch form: the demo transporter is the only one, so only its branch is chosen.
  const transport = page.locator('section', { has: page.getByRole('heading', { name: 'Transport' }) })
  await transport.getByLabel('Branch (buyer’s town)').selectOption('coimbatore')
  await transport.getByLabel('Parcels').fill('3')
  await transport.getByLabel('Freight the buyer pays (₹)').fill('450')
  await transport.getByLabel('LR number').fill('LR-88016')
  await transport.getByRole('button', { name: 'Mark dispatched' }).click()
  await expect(transport.getByText('Demo branch, 4 Lorry Pet, Gandhipuram, Coimbatore 641012')).toBeVisible()

  // Then the LR photo, its number already filled in from the dispatch.
  await expect(page.getByLabel('LR number')).toHaveValue('LR-88016')
  await page.getByLabel('LR photo').setInputFiles({ name: 'lr.png', mimeType: 'image/png', buffer: png() })
  await page.getByRole('button', { name: 'Upload LR photo' }).click()
  await expect(page.getByText('LR LR-88016').filter({ visible: true }).first()).toBeVisible()

  await transport.getByRole('button', { name: 'Arrived at branch' }).click()
  await expect(transport.getByRole('button', { name: 'Collected' })).toBeVisible()
  await expect(
    transport.getByText(/Free until \d{2}\/\d{2}\/\d{4} \(3 more days after today\)/),
  ).toBeVisible()

  // The buyer, signed out, on the link from the bill.
  await page.evaluate(() => localStorage.clear())
  await page.goto(`/transport?id=${enquiry.order_id}`)
  await expect(page.getByRole('heading', { name: 'Collect your parcel' })).toBeVisible()
  await expect(
    page.getByText('Your parcel has arrived at the Coimbatore branch. Please collect it.'),
  ).toBeVisible()
  await expect(page.getByText('Demo branch, 4 Lorry Pet, Gandhipuram, Coimbatore 641012')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call the branch: +91 90000 00012' })).toHaveAttribute(
    'href',
    'tel:+919000000012',
  )
  await expect(page.getByRole('link', { name: 'Open the branch in Maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/.*Lorry%20Pet/,
  )
  await expect(page.getByText('₹450.00 to pay at the branch')).toBeVisible()
  await expect(page.getByText('3 parcels')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Collect by' })).toContainText('3 free days left.')
  await expect(page.getByText('LR-88016').first()).toBeVisible()
  // The transporter's own tracking page for this LR, in a new tab, a full tap wide and high.
  const track = page.getByRole('link', { name: 'Track on Sivakasi Roadways (demo)’s site' })
  await expect(track).toHaveAttribute('href', 'https://track.example/lr?no=LR-88016')
  await expect(track).toHaveAttribute('target', '_blank')
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer')
  expect((await track.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  const photo = page.getByRole('img', { name: /Lorry receipt for enquiry/ })
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(8)
  // Nothing runs off the side of a 390px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await snap(page, info, 'collection')
  // What the buyer reads first: where to collect, and by when.
  await page.locator('section.collection').evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await snap(page, info, 'collection-screen', { fullPage: false })
  // The seller's guide shows the tracking button where the buyer meets it (docs/screenshots).
  await track.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await snap(page, info, 'tracking-screen', { fullPage: false })

  await page.goto(`/ta/transport?id=${enquiry.order_id}`)
  await expect(page.getByRole('heading', { name: 'உங்கள் பார்சலைப் பெற' })).toBeVisible()
  await expect(page.getByText('₹450.00 கிளையில் செலுத்த வேண்டும்')).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Sivakasi Roadways (demo) தளத்தில் பார்சலைக் கண்காணிக்க' }),
  ).toHaveAttribute('href', 'https://track.example/lr?no=LR-88016')
  // The demo branch has its town in Tamil, so the Tamil page names it as a Tamil buyer reads it.
  await expect(
    page.getByText('உங்கள் பார்சல் கோயம்புத்தூர் கிளைக்கு வந்துவிட்டது. தயவுசெய்து பெற்றுக்கொள்ளவும்.'),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await snap(page, info, 'collection-ta')
})
