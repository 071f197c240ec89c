import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillQuickOrder } from './helpers'
import { PHONE_ONLY_TAG } from './widths'

// Every public page arrives drawn by the server and is hydrated by the same components in the
// browser. A mismatch makes React throw the server's HTML away (the page jumps and repaints), and it
// says so on the console; so does a script or style the Content-Security-Policy refused.

const PUBLIC_PAGES = [
  '/lander',
  '/order-now',
  '/all-products',
  '/price-list',
  '/category?id=sparklers',
  '/special-category?id=new-arrivals',
  '/faq',
  '/contact-us',
  '/about',
  '/order-tracking',
  '/quick-checkout',
  '/signin',
  '/signup',
  '/my-orders',
  '/profile',
]

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

const visit = async (page: Page, path: string) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`${path}: ${e.message}`))
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(200)
  // The server's HTML already holds the page, before any script ran.
  expect(await res?.text(), path).toMatch(/<div id="root"><a class="skip-link"/)
  await hydrated(page)
  return problems
}

// The server sends the same HTML to every width, and only the checkout's lines draw differently at
// desk width (useDesktop): the other pages hydrate once, as a phone.
const DRAWN_BY_WIDTH = ['/quick-checkout']

for (const path of PUBLIC_PAGES) {
  test(`${path} hydrates without a mismatch or a refused script or style`, {
    tag: DRAWN_BY_WIDTH.includes(path) ? [] : [PHONE_ONLY_TAG],
  }, async ({ page }) => {
    expect(await visit(page, path)).toEqual([])
  })
}

test('pages hydrate without a mismatch for a buyer with a cart in the browser', async ({ page }) => {
  expect(await fillQuickOrder(page, 500)).toBeGreaterThan(0)
  const problems: string[] = []
  for (const path of ['/lander', '/order-now', '/category?id=sparklers', '/quick-checkout'])
    problems.push(...(await visit(page, path)))
  expect(problems).toEqual([])
})
