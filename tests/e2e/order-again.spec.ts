import type { Page } from '@playwright/test'
import { orderAgainNoteMessages } from '../../web/src/shared/cart/order-again-note.messages'
import { orderAgainMessages } from '../../web/src/shared/orders/order-again.messages'
import type { Category, QuickOrderCategory } from '../../worker/contract/catalogue'
import { expect, test } from './fixtures'
import { API, mobileFor, seriousViolations, signUpWithPassword, snap } from './helpers'
import { sellerToken } from './seller-helpers'
import { expectNoSidewaysScroll, saveEnquiry } from './tamil-helpers'

// A buyer comes back a year later for much the same basket: "Order again" on My Orders and on the
// bill, in Tamil at 390 px, from an enquiry sent a year ago (the shop of these journeys runs a
// request on the day its X-Test-Day header names, tests/e2e/test-clock.ts) whose one product the
// seller has since marked sold out. The product is this journey's own, so no journey beside it
// meets a sold-out product it did not expect.
const ta = { button: orderAgainMessages.ta, note: orderAgainNoteMessages.ta }
const YEAR_AGO = '2025-11-05'

const asSeller = (page: Page, token: string, path: string, data: unknown) =>
  page.request.post(`${API}/admin/${path}`, { data, headers: { 'x-auth-token': token } })

test('order again from a year-old enquiry fills the cart at today’s prices and names the sold-out line, in Tamil', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 340)
  const seller = await sellerToken(page)

  // The seller's product for this journey, in the last category (no other journey types there).
  const categories = (
    (await (await page.request.get(`${API}/product/category/get`)).json()) as {
      data: Category[]
    }
  ).data
  const code = `OA${mobile.slice(-6)}`
  const created = await asSeller(page, seller, 'catalogue/products', {
    category_id: categories.at(-1)!._id,
    product_code: code,
    product_name: `Order Again Sky Shot ${code}`,
    tamil_name: `மறு ஆர்டர் வான வெடி ${code}`,
    per: '1 Box',
    price: 100,
    discount_percentage: 0,
  })
  expect(created.status(), await created.text()).toBe(201)
  const skyShot = ((await created.json()) as { data: { _id: string; tamil_name: string } }).data

  // Two products that stay on sale, and the new one, sent a year ago by the signed-in buyer.
  await signUpWithPassword(page, { name: 'Selvi Order Again', mobile, password: 'order-again-2026' })
  const token = (await page.evaluate(() => localStorage.getItem('public_token')))!
  const catalogue = (
    (await (await page.request.get(`${API}/product/quickorder`)).json()) as {
      data: QuickOrderCategory[]
    }
  ).data.flatMap((c) => c.product_list)
  const [first, second] = catalogue.filter((p) => p.is_sold_out === 0 && p.after_discount_price > 0)
  const sent = [
    { product: first!, qty: 7 },
    { product: second!, qty: 12 },
    { product: catalogue.find((p) => p._id === skyShot._id)!, qty: 40 },
  ]
  const enquiry = await saveEnquiry(page, mobile, sent, { token, day: YEAR_AGO, name: 'செல்வி' })
  expect(enquiry.enquiry_time).toContain('2025')

  // Since then the seller sold out of the sky shot.
  const soldOut = await asSeller(page, seller, `catalogue/products/${skyShot._id}/sold-out`, {
    is_sold_out: 1,
  })
  expect(soldOut.status(), await soldOut.text()).toBe(200)

  // My Orders, in Tamil: the cart takes the two lines still sold, at the quantities sent.
  await page.evaluate(() => localStorage.removeItem('product_list'))
  await page.goto('/ta/my-orders')
  const again = page.getByRole('button', {
    name: `${ta.button.orderAgain}${ta.button.ofEnquiry(enquiry.enquiry_number)}`,
  })
  expect((await again.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await again.tap()
  const note = page.getByRole('status').filter({ hasText: enquiry.enquiry_number })
  await expect(note).toContainText(ta.note.added(2, enquiry.enquiry_number))
  await expect(note.getByRole('listitem')).toHaveText([ta.note.soldOut(skyShot.tamil_name, 40)])
  const cart = () =>
    page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('product_list') ?? '[]') as {
          _id: string
          qty: number
          price: number
        }[]
      ).map((l) => [l._id, l.qty, l.price]),
    )
  const expected = [
    [first!._id, 7, first!.after_discount_price],
    [second!._id, 12, second!.after_discount_price],
  ]
  expect(await cart()).toEqual(expected)
  await expectNoSidewaysScroll(page)
  expect(await seriousViolations(page)).toEqual([])
  await note.scrollIntoViewIfNeeded()
  // The screen as docs/screenshots/order-again-390.png shows it (copied from this picture).
  await snap(page, info, 'ta-order-again', { fullPage: false })

  // The bill, with that cart: nothing doubled, nothing changed, the sold-out line named again.
  await page.goto(`/ta/print?id=${enquiry.order_id}`)
  await page.getByRole('button', { name: ta.button.orderAgain, exact: true }).tap()
  const billNote = page.getByRole('status').filter({ hasText: enquiry.enquiry_number })
  await expect(billNote).toContainText(ta.note.noneAdded(enquiry.enquiry_number) + ta.note.already(2))
  await expect(billNote.getByRole('listitem')).toHaveText([ta.note.soldOut(skyShot.tamil_name, 40)])
  expect(await cart()).toEqual(expected)
  await billNote.scrollIntoViewIfNeeded()
  await snap(page, info, 'ta-order-again-bill', { fullPage: false })

  // An emptied cart, from the bill: the same two lines. Then on to the cart, in Tamil.
  await page.evaluate(() => localStorage.removeItem('product_list'))
  await page.reload()
  await page.getByRole('button', { name: ta.button.orderAgain, exact: true }).tap()
  await expect(page.getByRole('status').filter({ hasText: enquiry.enquiry_number })).toContainText(
    ta.note.added(2, enquiry.enquiry_number),
  )
  expect(await cart()).toEqual(expected)
  await page.getByRole('link', { name: ta.button.goToCart }).tap()
  await expect(page).toHaveURL(/\/ta\/quick-checkout$/)
  await expectNoSidewaysScroll(page)
})
