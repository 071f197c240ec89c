import { layoutMessages } from '../../web/src/app/layout/layout.messages'
import { accountsMessages } from '../../web/src/features/accounts/accounts.messages'
import { cataloguePagesMessages } from '../../web/src/features/catalogue/catalogue-pages.messages'
import { checkoutMessages } from '../../web/src/features/checkout/checkout.messages'
import { thanksMessages } from '../../web/src/features/checkout/thanks.messages'
import { billMessages } from '../../web/src/features/orders/bill.messages'
import type { OrderRecord } from '../../worker/contract/orders'
import { expect, test } from './fixtures'
import { API, cartTotal, mobileFor, snap, watchHydration } from './helpers'
import {
  expectLinksInTamil,
  expectNoSidewaysScroll,
  fillBillingInTamil,
  fillQuantitiesInTamil,
  placeEnquiryInTamil,
} from './tamil-helpers'
import { PHONE_ONLY_TAG } from './widths'

// A Tamil reader on a 390 px phone: the switch, the choice remembered, a whole enquiry in Tamil.
const layout = layoutMessages.ta
const TAMIL = /[\u0B80-\u0BFF]/

// Each journey is its own buyer (its own context, address and number): spread over both workers.
test.describe.configure({ mode: 'parallel' })

// A phone journey: the menu and header at 390 px.
test(
  'a Tamil reader switches language by tapping, browses, fills the cart, checks out, and sees the thank-you page and the print bill in Tamil',
  { tag: PHONE_ONLY_TAG },
  async ({ page }, info) => {
    test.setTimeout(180_000)
    const hydration = watchHydration(page)
    const mobile = mobileFor(info, 141)

    await page.goto('/lander')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await page.locator('header').getByRole('link', { name: 'தமிழ்' }).filter({ visible: true }).tap()
    await expect(page).toHaveURL(/\/ta\/lander$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page.getByRole('button', { name: layout.menu })).toBeVisible()

    // A category, then Order Now, each from the phone menu.
    const menu = page.getByRole('navigation', { name: layout.menu })
    const landerTitle = await page.title()
    await page.getByRole('button', { name: layout.menu }).tap()
    await menu.locator('a[href^="/ta/category?id="]').first().tap()
    await expect(page).toHaveURL(/\/ta\/category\?id=/)
    // The address changes at the tap; the category is drawn (and the menu closed, as on every
    // navigation) once its chunk has loaded. A menu opened before then would close with it.
    await expect(page).not.toHaveTitle(landerTitle)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
    await page.getByRole('button', { name: layout.menu }).tap()
    await menu.getByRole('link', { name: layout.orderNow, exact: true }).tap()
    await expect(page).toHaveURL(/\/ta\/order-now$/)

    const total = await fillQuantitiesInTamil(page, 3000)
    expect(total).toBeGreaterThanOrEqual(3000)
    await page
      .getByRole('button', { name: cataloguePagesMessages.ta.checkout })
      .or(page.getByRole('link', { name: cataloguePagesMessages.ta.checkout }))
      .filter({ visible: true })
      .first()
      .tap()
    await expect(page).toHaveURL(/\/ta\/quick-checkout$/)
    await expect(page.getByRole('heading', { name: checkoutMessages.ta.billingInfo })).toBeVisible()
    await fillBillingInTamil(page, mobile)
    await expectNoSidewaysScroll(page)
    await snap(page, info, 'ta-quick-checkout')
    await placeEnquiryInTamil(page)

    await expect(page).toHaveURL(/\/ta\/checkout-response\?id=/)
    const id = new URL(page.url()).searchParams.get('id')!
    const thanks = thanksMessages.ta
    await expect(page.getByRole('heading', { name: thanks.heading })).toBeVisible()
    await expect(page.getByText(thanks.enquiryNumber, { exact: true })).toBeVisible()
    await expect(page.getByText(/ENQ-\d{5}/)).toBeVisible()
    const enquiryNumber = (await page.getByText(/ENQ-\d{5}/).textContent())!.match(/ENQ-\d{5}/)![0]
    await expect(page.getByText(thanks.quoteFirst)).toBeVisible()
    await expect(page.getByRole('link', { name: thanks.payNow })).toHaveCount(0)
    expect(await cartTotal(page)).toBe(0)
    const printLink = page.getByRole('link', { name: thanks.printBill })
    await expect(printLink).toHaveAttribute('href', `/ta/print?id=${encodeURIComponent(id)}`)
    await expectLinksInTamil(page)
    await expectNoSidewaysScroll(page)
    await snap(page, info, 'ta-checkout-response')

    const order = (
      (await (await page.request.get(`${API}/order/public/print/get/${id}`)).json()) as { data: OrderRecord }
    ).data
    expect(order.amount_in_words_ta).toMatch(/ரூபாய் மட்டும்$/)
    await page.goto(`/ta/print?id=${id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
    const bill = page.getByRole('article')
    await expect(bill.getByRole('heading', { name: billMessages.ta.title })).toBeVisible()
    await expect(bill.getByText(enquiryNumber).first()).toBeVisible()
    await expect(bill.getByText(billMessages.ta.net)).toBeVisible()
    await expect(bill.getByText(order.amount_in_words_ta)).toBeVisible()
    await expect(bill.getByText(order.amount_in_words)).toBeVisible()
    await expectNoSidewaysScroll(page)
    expect(hydration).toEqual([])
  },
)

// The header switch as a phone shows it.
test('the choice survives a reload and a new visit', { tag: PHONE_ONLY_TAG }, async ({ page }) => {
  await page.goto('/faq')
  await page.locator('header').getByRole('link', { name: 'தமிழ்' }).filter({ visible: true }).tap()
  await expect(page).toHaveURL(/\/ta\/faq$/)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.reload()
  await expect(page).toHaveURL(/\/ta\/faq$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
  await expect(page.getByRole('button', { name: layout.menu })).toBeVisible()

  await page.goto('/')
  await expect(page).toHaveURL(/\/ta\/lander$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')

  await page.locator('header').getByRole('link', { name: 'English' }).filter({ visible: true }).tap()
  await expect(page).toHaveURL(/\/lander$/)
  await expect(page).not.toHaveURL(/\/ta\//)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.goto('/')
  await expect(page).toHaveURL(/\/lander$/)
  await expect(page).not.toHaveURL(/\/ta\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

test.describe('a browser that prefers Tamil', () => {
  test.use({ locale: 'ta-IN' })
  test('opens the home in Tamil; a shared English link stays English', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/ta\/lander$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
    await page.goto('/order-now')
    await expect(page).toHaveURL(/\/order-now$/)
    await expect(page).not.toHaveURL(/\/ta\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await expect(
      page
        .getByRole('button', { name: layoutMessages.en.menu })
        .or(page.getByRole('navigation', { name: layoutMessages.en.mainNav }))
        .first(),
    ).toBeVisible()
  })
})

test('the phone menu has the switch', { tag: PHONE_ONLY_TAG }, async ({ page }) => {
  const hydration = watchHydration(page)
  await page.goto('/ta/order-now')
  await page.getByRole('button', { name: layout.menu }).tap()
  const menu = page.getByRole('navigation', { name: layout.menu })
  await expect(menu.getByRole('navigation', { name: layout.language })).toBeVisible()
  await expect(menu.getByText('தமிழ்')).toHaveAttribute('aria-current', 'true')
  await menu.getByRole('link', { name: 'English' }).tap()
  await expect(page).toHaveURL(/\/order-now$/)
  await expect(page).not.toHaveURL(/\/ta\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByRole('button', { name: layoutMessages.en.menu }).tap()
  await expect(
    page.getByRole('navigation', { name: layoutMessages.en.menu }).getByRole('link', { name: 'தமிழ்' }),
  ).toBeVisible()
  expect(hydration).toEqual([])
})

test(
  'a Tamil reader’s mistakes are told in Tamil: a wrong password from the server, and the form’s own checks',
  { tag: PHONE_ONLY_TAG },
  async ({ page }, info) => {
    // Words the same in both languages (WhatsApp, PIN) may stay; no other English word.
    const english = /\b(?!WhatsApp\b|PIN\b)[A-Za-z]{3,}/
    await page.goto('/ta/signin')
    await page.getByLabel(accountsMessages.ta.username, { exact: true }).fill(mobileFor(info, 143))
    await page.getByLabel(accountsMessages.ta.password, { exact: true }).fill('not-the-password-1')
    await page.getByRole('button', { name: accountsMessages.ta.signIn, exact: true }).tap()
    await expect(page.getByRole('alert').filter({ hasText: accountsMessages.ta.loginFailed })).toBeVisible()

    await page.goto('/ta/order-now')
    await fillQuantitiesInTamil(page, 100)
    await page.goto('/ta/quick-checkout')
    const mobile = page.getByLabel(checkoutMessages.ta.mobile, { exact: true })
    await mobile.fill('12')
    await page
      .getByRole('button', { name: checkoutMessages.ta.place })
      .filter({ visible: true })
      .first()
      .click()
    const name = page.getByLabel(checkoutMessages.ta.customerName, { exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    for (const field of [name, mobile]) {
      await expect(field).toHaveAccessibleDescription(TAMIL)
      await expect(field).not.toHaveAccessibleDescription(english)
    }
    // The minimum order is told in Tamil words with the rupee amount.
    await expect(
      page.getByRole('status').filter({ hasText: checkoutMessages.ta.warning.trim() }),
    ).toBeVisible()
  },
)
