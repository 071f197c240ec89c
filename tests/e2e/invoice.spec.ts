import { billMessages } from '../../web/src/features/orders/bill.messages'
import { invoiceMessages } from '../../web/src/features/orders/invoice.messages'
import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { signInSeller } from './seller-helpers'
import { expectNoSidewaysScroll, sendEnquiry } from './tamil-helpers'

const en = invoiceMessages.en
const ta = invoiceMessages.ta

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
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'tax-invoice')

  await page.goto(`/ta/invoice?id=${enquiry.order_id}`)
  await expect(doc.getByRole('heading', { name: ta.title })).toBeVisible()
  await expect(doc.getByText(ta.cgst('9'))).toBeVisible()
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'ta-tax-invoice')
})
