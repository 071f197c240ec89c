import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import { expect, test } from './fixtures'
import { mobileFor, seriousViolations, snap } from './helpers'
import { placeEnquiry, signInSeller } from './seller-helpers'
import { expectTapTargets } from './tap-targets'

// The seller looks at the season from the console: the pictures and every figure as a table, at a
// phone's width and a desk's, readable by everyone (axe), and the same figures as one CSV file.
test('the seller opens the season at a glance: pictures, tables and a CSV, with no serious axe findings', async ({
  page,
}, info) => {
  await placeEnquiry(page, mobileFor(info, 347))
  await signInSeller(page)
  const nav = page.getByRole('navigation', { name: "Seller's console" }).getByRole('link', { name: 'Season' })
  await nav.click()
  await expect(page).toHaveURL(/\/admin\/season$/)
  await expect(nav).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Season at a glance', level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Enquiries per day, season \d{4}-\d{2}:/ })).toBeVisible()
  const funnel = page.getByRole('table', { name: /^Enquiries at each step/ })
  await expect(funnel.getByRole('rowheader', { name: 'Enquiries' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'By referrer' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Nothing runs off the side of a phone.
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  // The picture first, as the seller scrolls to it (docs/seller-guide.md shows the phone's).
  await page
    .getByRole('heading', { name: 'Enquiries per day' })
    .evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await snap(page, info, 'season-screen', { fullPage: false })

  await page.getByText('The days as a table').click()
  await expect(page.getByRole('table', { name: 'Days with an enquiry in either season' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await expectTapTargets(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download every table (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^season-\d{4}\.csv$/)
  const rows = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').slice(1)).data
  expect(rows[0]?.[0]).toMatch(/^Season \d{4}-\d{2}$/)
  expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['Funnel', 'By State', 'Enquiries per day']))

  // Another season is one choice away, and the address keeps it.
  const pick = page.getByLabel('Season (1 July to 30 June)')
  const other = await pick.locator('option').nth(1).getAttribute('value')
  await pick.selectOption(other!)
  await expect(page).toHaveURL(new RegExp(`year=${other}`))
  await expect(funnel).toBeVisible()
})
