import type { PublicQuote } from '../../worker/contract/quotes'
import { expect, test } from './fixtures'
import { API, mobileFor, snap, watchHydration } from './helpers'
import { signInSeller } from './seller-helpers'
import { expectNoSidewaysScroll, sendEnquiry } from './tamil-helpers'

// The loop no other cracker shop closes: the seller revises an enquiry into a quote, the buyer
// accepts it on a phone and pays the exact amount by UPI, the seller checks the payment, and the
// buyer prints the tax invoice.

test('the seller revises an enquiry, the buyer accepts and pays by UPI on a phone, the seller checks the payment, and the buyer prints the tax invoice', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'phone', 'one journey: the buyer on a phone, the seller at a desk')
  test.setTimeout(240_000)
  const enquiry = await sendEnquiry(page, mobileFor(info, 26))
  const hydration = watchHydration(page)

  // The seller, at a desk, from their own address.
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': '10.250.0.9' },
  })
  const seller = await desk.newPage()
  await signInSeller(seller)
  await seller.goto(`/admin/order?id=${enquiry.order_id}`)
  await seller.getByRole('button', { name: 'Revise quote' }).click()
  await seller
    .getByLabel(/^Quantity of/)
    .first()
    .fill('25')
  // Freight charged with the order: in the quote's total and on the tax invoice.
  await seller.getByLabel('Freight is paid').selectOption('with_order')
  await seller.getByLabel('Freight (₹)').fill('450')
  await seller
    .getByLabel(/Note to the buyer/)
    .fill('25 boxes of the first item, as we spoke. Freight to Tirunelveli added.')
  await seller.getByRole('button', { name: 'Send quote v1' }).click()
  const link = seller.locator('.admin-quote-url').first()
  await expect(link).toBeVisible()
  const quoteUrl = new URL((await link.getAttribute('href')) ?? '')
  const token = quoteUrl.searchParams.get('t') ?? ''
  expect(token.length).toBeGreaterThanOrEqual(32)

  // The buyer opens the link on their phone: what changed, the note, then accepts.
  await page.goto(`${quoteUrl.pathname}${quoteUrl.search}`)
  await expect(page.getByText('25 boxes of the first item, as we spoke.', { exact: false })).toBeVisible()
  await expect(page.getByText(/Freight/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Accept quote 1' }).click()
  await expect(page.getByText(/Accepted on/).first()).toBeVisible()

  // The exact amount, from the server's own figures: on the UPI link, with a QR of the same link.
  const quote = (await (await page.request.get(`${API}/quote/public/${token}`)).json()) as {
    data: PublicQuote
  }
  const total = quote.data.current.figures.total
  expect(quote.data.current.figures.cgst).toBeGreaterThan(0)
  const pay = page.getByRole('link', { name: /by UPI app/ })
  await expect(pay).toBeVisible()
  const upi = new URL((await pay.getAttribute('href')) ?? '')
  expect(upi.protocol).toBe('upi:')
  expect(upi.searchParams.get('am')).toBe(total.toFixed(2))
  expect(upi.searchParams.get('tn')).toBe(enquiry.enquiry_number)
  expect(upi.searchParams.get('pa')).toBe('sivakasi.demo@okaxis')
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toBeVisible()
  await expect(page.getByText('sivakasi.demo@okaxis').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'quote')
  // What the buyer's phone shows first: the amount, the UPI button and the QR.
  await page.getByRole('heading', { name: 'Pay for your order' }).scrollIntoViewIfNeeded()
  await snap(page, info, 'quote-pay-screen', { fullPage: false })

  await page.getByLabel(/UTR/).fill('412345678901')
  await page.getByRole('button', { name: 'Send payment details' }).click()
  await expect(page.getByText('Thank you. We will check your payment and confirm.')).toBeVisible()
  await expect(page.getByText('Waiting for check').first()).toBeVisible()

  // The seller finds it waiting and marks it received.
  await seller.goto('/admin/payments')
  const waiting = seller.locator('li.admin-payment', { hasText: enquiry.enquiry_number })
  await expect(waiting).toBeVisible()
  await waiting.getByRole('button', { name: 'Received' }).click()
  await expect(waiting).toHaveCount(0)
  await seller.goto(`/admin/order?id=${enquiry.order_id}`)
  await expect(seller.getByRole('link', { name: /Tax invoice SC\/\d{4}-\d{2}\/\d{4}/ })).toBeVisible()
  await desk.close()

  // The buyer sees it paid, and prints the tax invoice from the bill.
  await page.reload()
  await expect(page.getByText('Paid in full. Thank you!')).toBeVisible()
  await page.goto(`/print?id=${enquiry.order_id}`)
  await page.getByRole('link', { name: 'Tax invoice' }).click()
  await expect(page).toHaveURL(new RegExp(`/invoice\\?id=${enquiry.order_id}`))
  const invoice = page.getByRole('article')
  await expect(invoice.getByText(/^SC\/\d{4}-\d{2}\/\d{4}$/)).toBeVisible()
  await expect(invoice.getByRole('cell', { name: '3604' }).first()).toBeVisible()
  await expect(invoice.getByText('33ABCDE1234F1Z5').first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await snap(page, info, 'quote-tax-invoice')
  await snap(page, info, 'quote-tax-invoice-screen', { fullPage: false })
  await invoice.getByText(/CGST/).last().scrollIntoViewIfNeeded()
  await snap(page, info, 'quote-tax-invoice-totals', { fullPage: false })
  expect(hydration).toEqual([])
})
