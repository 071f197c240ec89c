import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { placeEnquiry, signInSeller } from './seller-helpers'

// The seller keeps their own record: the inbox, narrowed to one buyer, saved as a CSV file on the phone.
test('the seller exports the enquiries the inbox shows as a CSV file', async ({ page }, info) => {
  const mobile = mobileFor(info, 171)
  const enquiry = (await placeEnquiry(page, mobile)).enquiry_number
  await signInSeller(page)

  await page.getByLabel('Enquiry number or mobile').fill(mobile)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${mobile}`))

  const button = page.getByRole('button', { name: 'Export enquiries (CSV)' })
  // The export buttons are drawn anew for the new filters (an old error must not stay), so the
  // first button found may be replaced while it is scrolled to: try again until one holds still.
  await expect(async () => {
    await button.scrollIntoViewIfNeeded({ timeout: 2000 })
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  }).toPass()
  await snap(page, info, 'console-export', { fullPage: false })
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync(await download.path(), 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data
  expect(rows.map((r) => [r.Enquiry, r.Mobile, r.Buyer])).toEqual([[enquiry, mobile, 'Lorry Receipt Buyer']])
})
