import type { Page } from '@playwright/test'
import type { PublicSettings } from '../../worker/contract/settings-rules'
import { expect, test } from './fixtures'
import { API, mobileFor, signUpWithPassword, watchHydration } from './helpers'

// A buyer on a 390 px phone, where the header has no Sign in button: everything personal is
// reached by tapping the menu, never by typing an address.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' })

// Opens the menu, taps an item, and checks the menu folded away behind it.
const tapMenu = async (page: Page, name: string, kind: 'link' | 'button' = 'link') => {
  await page.getByRole('button', { name: 'Menu' }).tap()
  const item = menu(page).getByRole(kind, { name, exact: true })
  await expect(item).toBeVisible()
  const box = (await item.boundingBox())!
  expect(box.height, `${name} is a 44 px tap target`).toBeGreaterThanOrEqual(44)
  await item.tap()
  await expect(menu(page)).toBeHidden()
}

test('on a phone the menu reaches Sign in, then My account, My Orders and Track order by tapping', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const hydration = watchHydration(page)
  const mobile = mobileFor(info, 61)
  const password = 'phone-menu-2026'
  await signUpWithPassword(page, { name: 'Meena Phone', mobile, password })

  await page.goto('/lander')
  await expect(page.getByRole('link', { name: 'Sign in' }).filter({ visible: true })).toHaveCount(0)
  await tapMenu(page, 'Logout', 'button')
  await expect(page).toHaveURL(/\/lander$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('public_token'))).toBeNull()

  await tapMenu(page, 'Sign in')
  await expect(page).toHaveURL(/\/signin$/)
  await page.getByLabel('Username (mobile number)').fill(mobile)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).tap()
  await expect(page).not.toHaveURL(/\/signin/)

  await tapMenu(page, 'My account')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByLabel('City')).toHaveValue('Tirunelveli')

  await tapMenu(page, 'My Orders')
  await expect(page).toHaveURL(/\/my-orders$/)

  await tapMenu(page, 'Track order')
  await expect(page).toHaveURL(/\/order-tracking$/)
  // A signed-in buyer opening a page afresh: the server drew it signed out, the browser takes over.
  await page.goto('/contact-us')
  await tapMenu(page, 'My account')
  await expect(page).toHaveURL(/\/profile$/)
  expect(hydration).toEqual([])
})

test('signed out, the phone menu offers Sign in, Register and Track order, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/lander')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await toggle.tap()
  for (const name of ['Sign in', 'Register', 'Track order'])
    await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
  await expect(menu(page).getByRole('link', { name: 'Sign in' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu(page).getByRole('link', { name: 'Register' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/signup$/)
  await expect(menu(page)).toBeHidden()
})

test('phone, e-mail and map on Contact Us and in the footer open the dialler, the mail app and the maps app', async ({
  page,
}) => {
  const hydration = watchHydration(page)
  const settings: PublicSettings = (await (await page.request.get(`${API}/settings/public`)).json()).data
  const { support_phone, support_email, store_address, map_link } = settings.contact
  const tel = `tel:+91${support_phone.replace(/\D/g, '').slice(-10)}`
  const map = /^https:\/\//.test(map_link)
    ? map_link
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store_address)}`
  expect(tel).toMatch(/^tel:\+91[6-9]\d{9}$/)

  await page.goto('/lander')
  const footer = page.locator('footer')
  await expect(footer.locator(`a[href="${tel}"]`)).toBeVisible()
  await expect(footer.locator(`a[href="mailto:${support_email}"]`)).toBeVisible()
  await expect(footer.locator(`a[href="${map}"]`)).toBeVisible()

  // Nothing from a map provider loads on the page itself.
  const thirdParty: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(new URL(page.url()).origin)) thirdParty.push(r.url())
  })
  await tapMenu(page, 'Contact Us')
  await expect(page).toHaveURL(/\/contact-us$/)
  const article = page.locator('article.prose')
  await expect(article.locator(`a[href="${tel}"]`)).toHaveText(support_phone)
  await expect(article.locator(`a[href="mailto:${support_email}"]`)).toHaveText(support_email)
  await expect(article.locator(`a[href="${map}"]`)).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)

  // The same links are in the HTML the server sends, before any script runs.
  const html = await (await page.request.get('/contact-us')).text()
  expect(html).toContain(`href="${tel}"`)
  expect(html).toContain(`href="mailto:${support_email}"`)
  expect(html).toContain(`href="${map.replace(/&/g, '&amp;')}"`)
  expect(thirdParty).toEqual([])
  expect(hydration).toEqual([])
})
