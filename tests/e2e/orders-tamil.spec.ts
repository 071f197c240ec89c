import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { billMessages } from '../../web/src/features/orders/bill.messages'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { fromRupees, lineTotal, sumPaise, toRupees } from '../../worker/contract/money'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { expect, test } from './fixtures'
import { API, mobileFor, snap } from './helpers'

// The enquiry's own pages in Tamil at phone width: the bill in both languages with the amount in
// Tamil words, the lorry receipt page and tracking, each pictured and checked with axe.

const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
}

test('an enquiry’s bill, lorry receipt and tracking read in Tamil', async ({ page }, info) => {
  const mobile = mobileFor(info, 14)
  const catalogue = (await (await page.request.get(`${API}/product/quickorder`)).json()) as {
    data: QuickOrderCategory[]
  }
  const products = catalogue.data
    .flatMap((c) => c.product_list)
    .filter((p) => p.is_sold_out === 0 && p.after_discount_price > 0)
    .slice(0, 40)
  const product_list = products.map((p) => ({
    product_id: p._id,
    price: p.after_discount_price,
    qty: 5,
    sub_total: toRupees(lineTotal(fromRupees(p.after_discount_price), 5)),
  }))
  const total = toRupees(sumPaise(product_list.map((l) => fromRupees(l.sub_total))))
  const payload = {
    customer_name: 'Tamil Bill Buyer',
    mobile_no: mobile,
    email_id: 'bill@example.com',
    address: '12, North Car Street',
    city: 'Madurai',
    pin_code: '625001',
    reference_by: 'Ramesh - 9000000001',
    sub_total: total,
    discount_amount: 0,
    net_amount: total,
    product_list,
    fill_ms: 60_000,
  }
  const saved = await page.request.post(`${API}/order/save`, { data: payload })
  expect(saved.status()).toBe(201)
  const enquiry = ((await saved.json()) as { data: SavedEnquiry }).data
  expect(enquiry.amount_in_words_ta).toMatch(/ரூபாய்.* மட்டும்$/)

  await page.goto(`/ta/print?id=${enquiry.order_id}`)
  const bill = page.getByRole('article')
  await expect(bill.getByRole('heading', { name: billMessages.ta.title })).toBeVisible()
  await expect(bill.getByText('மொத்தம் / Net amount')).toBeVisible()
  await expect(bill.getByText(enquiry.amount_in_words_ta)).toBeVisible()
  await expect(bill.getByText(enquiry.amount_in_words)).toBeVisible()
  await expect(bill.getByText('விசாரணை பெறப்பட்டது / Enquiry received')).toBeVisible()
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
