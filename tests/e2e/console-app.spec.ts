import { expect, test } from './fixtures'
import { API, mobileFor, snap } from './helpers'

// The seller's console on a phone: an app of its own (manifest, service worker scoped to /admin),
// the alerts switch, and the "Needs attention" queue with a fresh enquiry at its end.
test('the console installs as its own app and lists what needs attention above the inbox', async ({
  page,
}, info) => {
  test.setTimeout(60_000)
  const cat = (await (await page.request.get(`${API}/product/quickorder`)).json()) as {
    data: { product_list: { _id: string; after_discount_price: number; is_sold_out: number }[] }[]
  }
  const lines = cat.data
    .flatMap((c) => c.product_list)
    .filter((p) => p.is_sold_out === 0)
    .slice(10, 14)
    .map((p) => ({
      product_id: p._id,
      price: p.after_discount_price,
      qty: 100,
      sub_total: Math.round(p.after_discount_price * 10000) / 100,
    }))
  const total = Math.round(lines.reduce((t, l) => t + l.sub_total * 100, 0)) / 100
  const saved = await page.request.post(`${API}/order/save`, {
    data: {
      customer_name: 'Alert Buyer',
      mobile_no: mobileFor(info, 7),
      address: '2, Temple Street',
      city: 'Salem',
      pin_code: '636001',
      reference_by: 'Ramesh - 9000000001',
      sub_total: total,
      net_amount: total,
      product_list: lines,
    },
  })
  expect(saved.status()).toBe(201)
  const enquiry = ((await saved.json()) as { data: { enquiry_number: string } }).data.enquiry_number

  await page.goto('/signin?redirect_url=admin')
  await page.getByLabel('Username (mobile number)').fill('9000000099')
  await page.getByLabel('Password', { exact: true }).fill('sivakasi-seller-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const queue = page.getByRole('region', { name: /Needs attention/ })
  await expect(queue.getByRole('link', { name: new RegExp(`Call back ${enquiry}`) })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Alerts on this phone' })).toBeVisible()
  // This server runs without VAPID keys: the switch says so instead of failing later.
  await expect(page.getByText('Alerts are not set up on the server yet')).toBeVisible()

  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/console.webmanifest')
  const manifest = (await (await page.request.get('/console.webmanifest')).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' })
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/admin'))?.scope,
  )
  expect(scope).toMatch(/\/admin$/)
  await snap(page, info, 'console-needs-attention', { fullPage: false })

  await queue.getByRole('link', { name: new RegExp(`Call back ${enquiry}`) }).click()
  await expect(page).toHaveURL(/\/admin\/order\?id=/)
})
