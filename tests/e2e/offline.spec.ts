import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API, fillBilling, fillQuantities, mobileFor, placeEnquiry } from './helpers'

// The worker installs after the page is live; once it is ready it controls the next load.
const controlledByTheWorker = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

// A buyer on a weak signal: the shop installed by its first visit, then browsed, filled and
// checked out with no connection at all. The enquiry waits in the phone and goes out when the
// connection returns, exactly once.
test.describe('the shop on a weak signal', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone journey')

  test('an enquiry placed offline waits, is sent when the phone is back online, and arrives once', async ({
    page,
    context,
  }, info) => {
    const mobile = mobileFor(info, 17)
    await page.goto('/lander')
    // Installable: the page names its manifest, served as one.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    const manifest = await page.request.get('/manifest.webmanifest')
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    expect(await manifest.json()).toMatchObject({ start_url: '/lander', display: 'standalone' })
    await controlledByTheWorker(page)
    // An information page read while online.
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await context.setOffline(true)
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    // The worker itself is cut off too: a read it never kept fails.
    const probe = await page.evaluate(() =>
      fetch('/api/website-management/settings/public?probe=1').then(
        (r) => r.status,
        () => 'failed',
      ),
    )
    expect(probe).toBe('failed')

    // Never opened before: the app draws it into the shell, from the catalogue kept at install.
    const orderNow = await page.goto('/order-now')
    expect(orderNow?.fromServiceWorker()).toBe(true)
    expect(await fillQuantities(page.getByLabel(/^Quantity of /), 3000)).toBeGreaterThanOrEqual(3000)

    // The page visited online opens again offline.
    const faq = await page.goto('/faq')
    expect(faq?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.goto('/quick-checkout')
    // Debian's Chromium 150 leaves navigator.onLine true in a document the service worker served
    // while the context is offline (a phone that is really offline says false): the offline state
    // is set again so this page sees what a real phone's would.
    await context.setOffline(false)
    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    await fillBilling(page, mobile)
    await placeEnquiry(page)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Waiting to send: we will send your enquiry when you are back online.' }),
    ).toBeVisible()
    expect(page.url()).toContain('/quick-checkout')
    const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem('enquiry_outbox') ?? 'null'))
    expect(waiting?.key).toBeTruthy()

    await context.setOffline(false)
    await expect(page).toHaveURL(/\/checkout-response\?id=/, { timeout: 20_000 })
    await expect(page.getByText(/ENQ/).first()).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('enquiry_outbox'))).toBeNull()

    const res = await page.request.post(`${API}/order/search`, {
      data: { show_all: false, mobile_no: mobile },
    })
    const found = ((await res.json()) as { data: unknown[] }).data
    expect(found).toHaveLength(1)
  })

  test('a page the buyer has read opens from the phone when the shop cannot draw it, and a page never read opens in the shell', async ({
    page,
    context,
  }) => {
    await page.goto('/faq')
    await controlledByTheWorker(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The moment a new instance meets the database down: every page answers "back in a minute".
    let answered503 = 0
    await context.route(/\/(faq|order-now)$/, (route) => {
      answered503++
      return route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Back in a minute</h1>' })
    })
    const faq = await page.goto('/faq')
    expect(faq?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Back in a minute')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const orderNow = await page.goto('/order-now')
    expect(orderNow?.fromServiceWorker()).toBe(true)
    await expect(page.getByLabel(/^Quantity of /).first()).toBeVisible()
    // Both pages were asked of the shop, through the service worker, and refused.
    expect(answered503).toBeGreaterThanOrEqual(2)
  })
  test('after one visit to the home, every category fills the cart offline, and a page never read says it is not kept', async ({
    page,
    context,
  }) => {
    await page.goto('/lander')
    await controlledByTheWorker(page)
    const listed = (await (await page.request.get(`${API}/product/category/get`)).json()) as {
      data: { slug: string; product_count: number }[]
    }
    const slugs = listed.data.filter((c) => c.product_count > 0).map((c) => c.slug)
    expect(slugs.length).toBeGreaterThan(1)
    await context.setOffline(true)

    // Never read: a page of its own that says so, in the address's language, and offers what is kept.
    // Opened by the frame, whose load does not wait for the app to hydrate: this page is not the app.
    const faq = await page.mainFrame().goto('/faq')
    expect(faq?.fromServiceWorker()).toBe(true)
    expect(faq?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not kept offline')
    await expect(page.getByRole('link', { name: 'Full price list' })).toHaveAttribute('href', '/price-list')
    await expect(page.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/quick-checkout')
    await page.mainFrame().goto('/ta/order-tracking')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('இந்தப் பக்கம் போனில் சேமிக்கப்படவில்லை')
    await expect(page.getByRole('link', { name: 'முழு விலைப்பட்டியல்' })).toHaveAttribute(
      'href',
      '/ta/price-list',
    )

    // A phone that knows it is offline (see the first test on Debian's Chromium) moves from the
    // home to a category it never opened, inside the app.
    await page.goto('/lander')
    await context.setOffline(false)
    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    const [first, ...rest] = slugs
    await page.evaluate(
      (href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)?.click(),
      `/category?id=${first}`,
    )
    await expect(page).toHaveURL(new RegExp(`/category\\?id=${first}$`))
    expect(await fillQuantities(page.getByLabel(/^Quantity of /), 1)).toBeGreaterThan(0)
    for (const slug of rest) {
      const opened = await page.goto(`/category?id=${slug}`)
      expect(opened?.fromServiceWorker()).toBe(true)
      await fillQuantities(page.getByLabel(/^Quantity of /), 1)
    }
    const inCart = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('product_list') ?? '[]') as unknown[]).length,
    )
    expect(inCart).toBe(slugs.length)
  })
})
