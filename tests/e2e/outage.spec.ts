import { controlBridge } from '../helpers/hrana-bridge'
import { expect, test } from './fixtures'
import { API, cartTotal, fillBilling, fillCart, mobileFor, placeEnquiry, visibleButton } from './helpers'
import { OUTAGE_BRIDGE_URL, OUTAGE_PORT } from './outage-ports'

// The shop whose database this journey takes away: its own server, so no other journey notices.
test.use({ baseURL: `http://127.0.0.1:${OUTAGE_PORT}` })

// One bridge serves the whole run, so the journey runs once, on the phone.
test.skip(({ isMobile }) => !isMobile, 'one database to take down: the phone journey only')

test.afterEach(async () => {
  await controlBridge(OUTAGE_BRIDGE_URL, { fault: 'none' })
})

test('the database drops while a buyer sends the enquiry: a kind message, the cart kept, one enquiry after the retry', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const mobile = mobileFor(info, 41)
  const total = await fillCart(page, 3000)
  await visibleButton(page, 'Checkout').click()
  await expect(page).toHaveURL(/\/quick-checkout/)
  await fillBilling(page, mobile)

  const keys: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith(`${API}/order/save`)) keys.push(req.headers()['idempotency-key'] ?? '(none)')
  })

  await controlBridge(OUTAGE_BRIDGE_URL, { fault: 'down' })
  await placeEnquiry(page)
  // The browser retries on its own first; then it tells the buyer, kindly, what to do. Soft, so
  // the rest of the journey (cart kept, one enquiry after the retry) is checked whatever it says.
  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 })
  const notice = page
    .getByRole('alert')
    .filter({ hasText: /(send|try) again/i })
    .first()
  await expect.soft(notice).toBeVisible()
  await expect.soft(notice).toContainText(/kept/i)
  await expect
    .soft(page.getByText(/Error while placing order|SQLITE|libsql|hrana|TypeError|\bat \S+:\d+/i))
    .toHaveCount(0)
  await expect(page).toHaveURL(/\/quick-checkout/)
  expect(await cartTotal(page)).toBe(total)
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile)

  await controlBridge(OUTAGE_BRIDGE_URL, { fault: 'none' })
  await visibleButton(page, 'Place enquiry').click()
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Yes' })
  if (await confirm.isVisible().catch(() => false)) await confirm.click()
  await expect(page).toHaveURL(/\/checkout-response\?id=/, { timeout: 20_000 })
  await expect(page.getByText(/ENQ-\d{5}/)).toBeVisible()
  expect(await cartTotal(page)).toBe(0)

  // Every try carried the same key, and the shop holds exactly one enquiry for this buyer.
  expect(keys.length).toBeGreaterThan(1)
  expect(new Set(keys).size).toBe(1)
  const tracked = await page.request.post(`${API}/order/search`, { data: { mobile_no: mobile } })
  expect(tracked.status()).toBe(200)
  const found = ((await tracked.json()) as { data: unknown[] }).data
  expect(found).toHaveLength(1)
})
