import { billMessages } from '../../web/src/features/orders/bill.messages'
import { expect, test } from './fixtures'
import { mobileFor, seriousViolations, snap } from './helpers'
import { sendEnquiry } from './tamil-helpers'

// The enquiry's own pages in Tamil at phone width: the bill in both languages with the amount in
// Tamil words, the lorry receipt page and tracking, each pictured and checked with axe.

test('an enquiry’s bill, lorry receipt and tracking read in Tamil', async ({ page }, info) => {
  const mobile = mobileFor(info, 14)
  const enquiry = await sendEnquiry(page, mobile)
  expect(enquiry.amount_in_words_ta).toMatch(/ரூபாய்.* மட்டும்$/)

  await page.goto(`/ta/print?id=${enquiry.order_id}`)
  const bill = page.getByRole('article')
  await expect(bill.getByRole('heading', { name: billMessages.ta.title })).toBeVisible()
  await expect(bill.getByText('மொத்தம் / Net amount')).toBeVisible()
  await expect(bill.getByText(enquiry.amount_in_words_ta)).toBeVisible()
  await expect(bill.getByText(enquiry.amount_in_words)).toBeVisible()
  await expect(bill.getByText('விசாரணை பெறப்பட்டது / Enquiry received')).toBeVisible()
  // Before a quote the bill says nothing is due yet, in Tamil then English.
  await expect(bill.locator('.bill-pay')).toContainText(billMessages.en.payLater)
  await snap(page, info, 'ta-print')
  expect(await seriousViolations(page)).toEqual([])

  await page.goto(`/ta/transport?id=${enquiry.order_id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'லாரி ரசீது (LR)' })).toBeVisible()
  await expect(page.getByText(/லாரி ரசீதின் படம் இங்கே தெரியும்/)).toBeVisible()
  await snap(page, info, 'ta-transport')
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/ta/order-tracking')
  await page.getByLabel('கைப்பேசி எண்').fill(mobile)
  await page.getByRole('button', { name: 'தேடு' }).click()
  await expect(page.getByText('விசாரணை பெறப்பட்டது').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /விசாரணையைத் திற$/ }).first()).toBeVisible()
  await snap(page, info, 'ta-order-tracking')
  expect(await seriousViolations(page)).toEqual([])
})
