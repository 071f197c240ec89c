import type { Page } from '@playwright/test'
import { checkoutMessages } from '../../web/src/features/checkout/checkout.messages'
import { trackingMessages } from '../../web/src/features/orders/orders.messages'
import { paymentMessages } from '../../web/src/features/payments/payments.messages'
import { expect, test } from './fixtures'
import { API, mobileFor } from './helpers'
import { asSeller, placeEnquiry, sellerToken } from './seller-helpers'
import { fillCartInTamil, sendEnquiry } from './tamil-helpers'

// The smallest phones buyers use are 360 px wide, where Tamil words (longer than English ones) meet
// the edge first. On these pages nothing may push the page sideways.
test.use({ viewport: { width: 360, height: 740 } })

const expectNoSidewaysScrollAt360 = async (page: Page) => {
  const wide = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
  expect(wide, `${page.url()} is no wider than a 360 px phone`).toBeLessThanOrEqual(360)
}

test.describe('a 360 px phone in Tamil', () => {
  test.beforeEach(({ page: _ }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone width')
  })

  test('tracking a parcel waiting at the branch shows its long Tamil status without sideways scroll', async ({
    page,
  }, info) => {
    const mobile = mobileFor(info, 360)
    const { order_id } = await placeEnquiry(page, mobile)
    const token = await sellerToken(page)
    for (const to of ['CONFIRMED', 'PAYMENT_RECEIVED', 'PACKED'])
      await asSeller(page, token, `${order_id}/status`, { to })
    await asSeller(page, token, `${order_id}/dispatch`, {
      transporter_id: 'sivakasi-roadways',
      branch_id: 'coimbatore',
      parcels: 2,
      freight_mode: 'paid',
      freight: 0,
      lr_number: 'LR-36001',
    })
    await asSeller(page, token, `${order_id}/arrived`, {})

    await page.goto('/ta/order-tracking')
    await page.getByLabel(trackingMessages.ta.mobile, { exact: true }).fill(mobile)
    await page.getByRole('button', { name: trackingMessages.ta.submit }).click()
    await expect(page.getByText('டிரான்ஸ்போர்ட் அலுவலகம் வந்தடைந்தது').first()).toBeVisible()
    await expectNoSidewaysScrollAt360(page)
  })

  test("an accepted quote's payment form fits the screen", async ({ page }, info) => {
    const enquiry = await sendEnquiry(page, mobileFor(info, 361))
    const token = await sellerToken(page)
    const quote = await page.request.post(`${API}/admin/orders/${enquiry.order_id}/quote`, {
      headers: { 'x-auth-token': token },
      data: { based_on_version: 0, lines: [{ product_id: '10', unit_price: 22, qty: 200 }] },
    })
    expect(quote.status(), await quote.text()).toBe(200)
    const link = new URL(
      ((await quote.json()) as { data: { quote_link: string } }).data.quote_link,
      'http://x',
    )
    const t = link.searchParams.get('t') ?? ''
    const accepted = await page.request.post(`${API}/quote/public/${t}/accept`, { data: { version: 1 } })
    expect(accepted.status(), await accepted.text()).toBe(200)

    await page.goto(`/ta/quote?t=${t}`)
    await expect(page.getByRole('button', { name: paymentMessages.ta.submit })).toBeVisible()
    await expectNoSidewaysScrollAt360(page)
    await page.goto(`/quote?t=${t}`)
    await expect(page.getByRole('button', { name: paymentMessages.en.submit })).toBeVisible()
    await expectNoSidewaysScrollAt360(page)
  })

  test('the checkout rows fit the screen, lead with the Tamil name, and the form is one tap away', async ({
    page,
  }) => {
    await fillCartInTamil(page, 3000)
    await page.goto('/ta/quick-checkout')
    const firstName = page.locator('.checkout-row-name').first()
    await expect(firstName).toBeVisible()
    await expectNoSidewaysScrollAt360(page)
    expect(await firstName.locator(':scope > :first-child').getAttribute('lang')).toBe('ta')
    // However long the cart, the way to the form is on the first screen and lands on it.
    const jump = page.getByRole('link', { name: checkoutMessages.ta.goToForm })
    await expect(jump).toBeInViewport()
    await jump.click()
    await expect(page.getByRole('heading', { name: checkoutMessages.ta.billingInfo })).toBeInViewport()
  })

  test("a product card's discount badge stays clear of its quick-view button", async ({ page }) => {
    await page.goto('/ta/category?id=ground-chakkars')
    const card = page
      .locator('.product-card')
      .filter({ has: page.locator('.product-card-badge') })
      .first()
    const badge = await card.locator('.product-card-badge').boundingBox()
    const eye = await card.locator('.product-card-eye').boundingBox()
    expect(badge && eye).toBeTruthy()
    if (!badge || !eye) return
    expect(badge.x + badge.width, 'the badge ends before the button starts').toBeLessThanOrEqual(eye.x)
  })

  test('the stock and sort choices show their whole Tamil words', async ({ page }) => {
    await page.goto('/ta/category?id=ground-chakkars')
    const cut = await page.locator('.list-selects select').evaluateAll((selects) =>
      selects.flatMap((s) => {
        // The same box at its own width: as wide as its longest choice needs.
        const free = s.cloneNode(true) as HTMLSelectElement
        free.style.cssText =
          'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none'
        s.parentElement?.append(free)
        const needs = free.getBoundingClientRect().width
        free.remove()
        const has = s.getBoundingClientRect().width
        return has + 0.5 < needs ? [`${s.id}: ${Math.round(has)} px of ${Math.round(needs)}`] : []
      }),
    )
    expect(cut).toEqual([])
    await expectNoSidewaysScrollAt360(page)
  })

  test('the breadcrumb and footer links are whole-finger taps', async ({ page }) => {
    await page.goto('/ta/faq')
    const heights = await page
      .locator('.breadcrumb a, .site-footer a')
      .evaluateAll((links) =>
        links.map((a) => `${a.textContent?.trim()}: ${Math.round(a.getBoundingClientRect().height)}`),
      )
    expect(heights.length).toBeGreaterThan(10)
    expect(heights.filter((h) => Number(h.split(': ').at(-1)) < 44)).toEqual([])
  })

  test("a missing page's way-out links are whole-finger taps", async ({ page }) => {
    await page.goto('/ta/no-such-page')
    const heights = await page
      .locator('main .link-list a')
      .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().height)))
    expect(heights.length).toBe(4)
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44)
  })
})
