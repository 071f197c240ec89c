import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { placeEnquiry, signInSeller } from './seller-helpers'

// The seller's console on a phone: an app of its own (manifest, service worker scoped to /admin),
// the alerts switch, and the "Needs attention" queue with a fresh enquiry at its end.
test('the console installs as its own app and lists what needs attention above the inbox', async ({
  page,
}, info) => {
  const enquiry = (await placeEnquiry(page, mobileFor(info, 7))).enquiry_number

  await signInSeller(page)

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
