import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'

export const SCREENSHOT_DIR = 'test-results/screenshots'

// Full-page pictures of what a buyer sees, kept for a person to look at. `fullPage: false` keeps
// what the screen shows, for a dialog over a long page (a full-page picture loses it at the top).
// A picture stops at SNAP_MAX_HEIGHT: the lists run to 43,000 px on a phone, and drawing all of
// one took over a second of the suite for rows nobody scrolls a picture to.
const SNAP_MAX_HEIGHT = 6000
export const snap = async (page: Page, info: TestInfo, name: string, { fullPage = true } = {}) => {
  const dir = `${SCREENSHOT_DIR}/${info.project.name}`
  mkdirSync(dir, { recursive: true })
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }))
  const clip =
    fullPage && height > SNAP_MAX_HEIGHT ? { x: 0, y: 0, width, height: SNAP_MAX_HEIGHT } : undefined
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage, clip })
}

// Axe's serious and critical findings on the page, each with where it was found. Axe runs in the
// page itself (the shop has no frames) and reports only violations: the default builder ran each
// scan in a second page and shipped every passing node back (5.6 MB for /all-products), which took
// 15-50 s a page and half the browser suite's time; this takes 3-4 s and finds the same.
export const seriousViolations = async (page: Page) => {
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  const { violations } = await axe.analyze()
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

// Animations that never end while the page sits idle: each keeps the browser drawing frames for as
// long as the page is open (an endless blink cost an idle desk page 3.4 s of CPU per 10 s).
export const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime === Infinity)
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target
        const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty
        return `${name} on ${target?.tagName.toLowerCase()}.${target?.className}`
      }),
  )

// Opens a public page and answers what went wrong on the way: the page must arrive drawn by the
// server (its HTML holds the page before any script runs) and hydrate with no error or warning on
// the console, which is where React reports a mismatch (it then throws the server's HTML away and
// the page jumps) and Chromium a script or style the Content-Security-Policy refused.
export const visitDrawn = async (page: Page, path: string) => {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`${path}: ${e.message}`))
  // A stylesheet inlined in the page and fetched again (a chunk's loader linking it) restyles and
  // lays out the whole page once more.
  const inlined = new Set<string>()
  const requested: string[] = []
  const fetchedAgain = (file: string) => `${path}: ${file} is inlined in the page and was fetched again`
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname
    requested.push(file)
    if (inlined.has(file)) problems.push(fetchedAgain(file))
  })
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(200)
  const html = (await res?.text()) ?? ''
  expect(html, path).toMatch(/<div id="root"><a class="skip-link"/)
  for (const [, file] of html.matchAll(/<style data-href="([^"]+)"/g)) if (file) inlined.add(file)
  expect(inlined.size, `${path}: stylesheets inlined`).toBeGreaterThan(0)
  // Those asked for while the page was still loading, before its HTML was read here.
  for (const file of requested) if (inlined.has(file)) problems.push(fetchedAgain(file))
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  return problems
}

// Pages are drawn by the server and hydrated: a mismatch shows as a console error.
export const watchHydration = (page: Page) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(m.text())) errors.push(m.text())
  })
  return errors
}

// A distinct mobile number per test and project, so journeys running side by side never meet.
export const mobileFor = (info: TestInfo, salt: number) => {
  const n = (info.project.name === 'phone' ? 1 : 2) * 1000 + salt
  return `98${String(n).padStart(4, '0')}${String(info.workerIndex % 10)}${String(info.retry)}00`.slice(0, 10)
}

export const API = '/api/website-management'

// Types quantities on the quick order page until the cart passes `atLeast` rupees; answers the total.
// For the journeys about that page and its lists (enquiry.spec.ts, rules.spec.ts, hydration).
export const fillQuickOrder = async (page: Page, atLeast = 3000) => {
  await page.goto('/order-now')
  return fillQuantities(page.getByLabel(/^Quantity of /), atLeast)
}

// The same from one category's page: for journeys about what comes after the cart (checkout,
// accounts, the way back, limits and outages). The quick order page draws all 165 products, and
// opening it cost such a journey about 3 s of a two-core machine for nothing it checks.
export const fillCart = async (page: Page, atLeast = 3000) => {
  await page.goto('/category?id=ground-chakkars')
  return fillQuantities(page.getByLabel(/^Quantity of /), atLeast)
}

// Types 50 into the visible quantity boxes, skipping sold-out ones, until the cart passes `atLeast`.
export const fillQuantities = async (quantityBoxes: Locator, atLeast: number) => {
  const page = quantityBoxes.page()
  const boxes = quantityBoxes.filter({ visible: true })
  await boxes.first().waitFor()
  let total = 0
  for (let i = 0; total < atLeast && i < 40; i++) {
    const box = boxes.nth(i)
    if (await box.isDisabled()) continue
    await box.fill('50')
    total = await cartTotal(page)
  }
  return total
}

export const cartTotal = (page: Page) =>
  page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('product_list') ?? '[]') as { sub_total: number }[]
    return Math.round(lines.reduce((s, l) => s + l.sub_total * 100, 0)) / 100
  })

export const visibleButton = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).filter({ visible: true }).first()

export const fillBilling = async (page: Page, mobile: string) => {
  await page.getByLabel('Customer name').fill('Selvam Test Buyer')
  await page.getByLabel('Address').fill('7, West Car Street')
  await page.getByLabel('City').fill('Madurai')
  await page.getByLabel('PIN code').fill('625001')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('checkbox').first().check()
  // The State follows the PIN code (Tamil Nadu); the buyer confirms being 18 or older.
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('33')
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check()
}

// How many enquiries tracking lists for a mobile number (through the shop's own API).
export const trackedEnquiries = async (page: Page, mobile: string) => {
  const res = await page.request.post(`${API}/order/search`, { data: { show_all: false, mobile_no: mobile } })
  return ((await res.json()) as { data: unknown[] }).data.length
}

export const placeEnquiry = async (page: Page) => {
  await visibleButton(page, 'Place enquiry').click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click()
}

// Places the enquiry from a filled checkout and reads its number off the thank-you page.
export const placeAndReadNumber = async (page: Page) => {
  await placeEnquiry(page)
  await expect(page).toHaveURL(/\/checkout-response\?id=/)
  return (await page
    .getByText(/ENQ-\d{5}/)
    .first()
    .textContent())!.match(/ENQ-\d{5}/)![0]
}

// Opens the first product's quick view on a category page; the dialog, once shown.
export const openQuickView = async (page: Page) => {
  await page
    .getByRole('button', { name: /view details|quick view/i })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

// Sign-up with a password of the buyer's own, chosen in the form: signed in at once.
export const signUpWithPassword = async (
  page: Page,
  buyer: { name: string; mobile: string; password: string; city?: string; pin?: string },
) => {
  await page.goto('/signup')
  await page.getByLabel('Customer name').fill(buyer.name)
  await page.getByLabel('Mobile number').fill(buyer.mobile)
  await page.getByLabel('Password', { exact: true }).fill(buyer.password)
  await page.getByLabel('Confirm password').fill(buyer.password)
  await page.getByLabel('Address').fill('21, South Street')
  await page.getByLabel('City').fill(buyer.city ?? 'Tirunelveli')
  await page.getByLabel('PIN code').fill(buyer.pin ?? '627001')
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/signup'))
}

// After a one-time password: the step that chooses the buyer's own.
export const choosePassword = async (page: Page, password: string) => {
  await page.waitForURL(/\/choose-password/)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Save password and sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/choose-password'))
}

export const signIn = async (page: Page, mobile: string, password: string, redirect?: string) => {
  await page.goto(redirect ? `/signin?redirect_url=${redirect}` : '/signin')
  await page.getByLabel('Username (mobile number)').fill(mobile)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
