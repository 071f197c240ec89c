import type { Page } from '@playwright/test'
import { billMessages } from '../../web/src/features/orders/bill.messages'
import { invoiceMessages } from '../../web/src/features/orders/invoice.messages'
import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { signInSeller } from './seller-helpers'
import { expectNoSidewaysScroll, sendEnquiry } from './tamil-helpers'

const en = invoiceMessages.en
const ta = invoiceMessages.ta

// The HSN summary's table fits without scrolling sideways: on a 360 px phone, and printed on A4
// (210 mm less the 12 mm margins each side is about 700 CSS px).
const expectSummaryFits = async (page: Page, name: string) => {
  const summary = page.getByRole('article').getByRole('region', { name })
  await expect(summary).toBeVisible()
  for (const [width, media] of [
    [360, 'screen'],
    [700, 'print'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ media })
    const over = await summary.evaluate((e) => e.scrollWidth - e.clientWidth)
    expect(over, `${name} at ${width} px (${media})`).toBeLessThanOrEqual(0)
  }
  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize({ width: 390, height: 844 })
}

test('the seller marks an order paid and the buyer prints its tax invoice, in English and Tamil, on a phone', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const enquiry = await sendEnquiry(page, mobileFor(info, 18))

  await signInSeller(page)
  await page.goto(`/admin/order?id=${enquiry.order_id}`)
  for (const action of ['Confirm', 'Payment received']) {
    await page.getByRole('button', { name: action, exact: true }).click()
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0)
  }
  const console = page.getByRole('link', { name: /Tax invoice SC\/\d{4}-\d{2}\/\d{4}/ })
  await expect(console).toHaveAttribute('href', `/invoice?id=${enquiry.order_id}`)

  // The buyer, from the bill link they kept.
  await page.goto(`/print?id=${enquiry.order_id}`)
  await expect(page.getByRole('article').getByText(billMessages.en.paid)).toBeVisible()
  await page.getByRole('link', { name: 'Tax invoice' }).click()
  await expect(page).toHaveURL(new RegExp(`/invoice\\?id=${enquiry.order_id}`))
  const doc = page.getByRole('article')
  await expect(doc.getByRole('heading', { name: en.title })).toBeVisible()
  await expect(doc.getByText(/^SC\/\d{4}-\d{2}\/\d{4}$/)).toBeVisible()
  await expect(doc.getByText(en.cgst('9'))).toBeVisible()
  await expect(doc.getByRole('cell', { name: '3604' }).first()).toBeVisible()
  // A deal without a quote charged no freight: the invoice says the buyer pays it at the branch.
  await expect(doc.getByText(en.freightToPay(null))).toBeVisible()
  await expect(page.getByRole('button', { name: en.print })).toBeVisible()
  await expect(doc.getByRole('heading', { name: en.hsnSummary })).toBeVisible()
  await expectSummaryFits(page, en.hsnSummary)
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'tax-invoice')

  await page.goto(`/ta/invoice?id=${enquiry.order_id}`)
  await expect(doc.getByRole('heading', { name: ta.title })).toBeVisible()
  await expect(doc.getByText(ta.cgst('9'))).toBeVisible()
  await expectSummaryFits(page, ta.hsnSummary)
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'ta-tax-invoice')
})
