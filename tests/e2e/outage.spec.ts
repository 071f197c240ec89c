import { expect, type Page, test } from '@playwright/test'
import { controlBridge } from '../helpers/hrana-bridge'
import {
  API,
  cartTotal,
  fillBilling,
  fillQuickOrder,
  mobileFor,
  visibleButton,
  waitLikeAPerson,
} from './helpers'
import { OUTAGE_BRIDGE_PORT, OUTAGE_PORT } from './ports'

// The shop whose database the test can take away (tests/e2e/outage-server.ts).
test.use({ baseURL: `http://127.0.0.1:${OUTAGE_PORT}` })
const BRIDGE = `http://127.0.0.1:${OUTAGE_BRIDGE_PORT}`

const enquiriesFor = async (page: Page, mobile: string) => {
  const res = await page.request.post(`${API}/order/search`, { data: { show_all: false, mobile_no: mobile } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: unknown[] }).data.length
}

test.describe('a database outage during checkout', () => {
  // One bridge is shared by the whole run: the journey runs once, on the phone.
  test.skip(({ isMobile }) => !isMobile, 'one database to take down: run on the phone only')
  test.afterEach(async () => {
    await controlBridge(BRIDGE, { fault: 'none' })
  })

  test('says so kindly, keeps the cart, and one retry after recovery makes exactly one enquiry', async ({
    page,
  }, info) => {
    const mobile = mobileFor(info, 41)
    const total = await fillQuickOrder(page, 3000)
    await page.goto('/quick-checkout')
    await fillBilling(page, mobile)
    const keys: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/order/save')) keys.push(r.headers()['idempotency-key'] ?? '')
    })

    await controlBridge(BRIDGE, { fault: 'down' })
    await waitLikeAPerson(page)
    await visibleButton(page, 'Place enquiry').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
    // The page retries by itself, then says what happened; no error page, no stack.
    await expect(page.getByText(/cannot take enquiries for a moment/).first()).toBeVisible({
      timeout: 20_000,
    })
    await expect(page).toHaveURL(/\/quick-checkout/)
    expect(await cartTotal(page)).toBe(total)
    await expect(page.getByLabel('Mobile number')).toHaveValue(mobile)
    // Browsing goes on from memory while the database is away.
    const list = await page.request.get(`${API}/product/quickorder`)
    expect(list.status()).toBe(200)

    await controlBridge(BRIDGE, { fault: 'none' })
    await visibleButton(page, 'Place enquiry').click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
    await expect(page).toHaveURL(/\/checkout-response\?id=/, { timeout: 20_000 })
    expect(await enquiriesFor(page, mobile)).toBe(1)
    expect(keys.length).toBeGreaterThan(1)
    expect(new Set(keys).size).toBe(1)
  })
})
