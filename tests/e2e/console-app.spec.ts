import { expect, test } from './fixtures'
import { mobileFor, snap } from './helpers'
import { placeEnquiry, signInSeller } from './seller-helpers'
import { expectTapTargets } from './tap-targets'
import { PHONE_ONLY_TAG } from './widths'

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

// Without a signal the installed console opens (its page and code kept by its service worker) on
// the last inbox it read, saying how old it is; another page says it is not kept instead of
// loading forever; signing out deletes the kept inbox from the phone.
test(`the console opens offline on the last inbox it saw, marked as old, and forgets it on sign out ${PHONE_ONLY_TAG}`, async ({
  page,
  context,
}, info) => {
  const enquiry = (await placeEnquiry(page, mobileFor(info, 8))).enquiry_number
  await signInSeller(page)
  // The sign-in page moved to /admin in the browser: a page opened at /admin (as the installed
  // console opens) is the console worker's, once that is active. The inbox it reads is kept.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin'))?.active?.state),
    )
    .toBe('activated')
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/console-sw\.js$/,
  )
  await expect(page.getByRole('link', { name: enquiry, exact: true })).toBeVisible()
  const consoleCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('console-')))
  await expect.poll(consoleCaches).toContain('console-inbox')

  await context.setOffline(true)
  await page.reload()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^No signal: this is the inbox as it was at \d\d:\d\d today\. It will refresh/ }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: enquiry, exact: true })).toBeVisible()
  await snap(page, info, 'console-offline-inbox', { fullPage: false })
  await page.getByRole('link', { name: enquiry, exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'No signal: this phone keeps only the last inbox' }),
  ).toBeVisible()

  await context.setOffline(false)
  // The settings page on a phone: 44 px taps (tap-targets.ts), as on the inbox, an enquiry and the
  // payments (seller.spec.ts, seller-payments.spec.ts).
  await page.getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible()
  await expectTapTargets(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  expect(await consoleCaches()).not.toContain('console-inbox')
})
