import { expect, type Page } from '@playwright/test'
import { cataloguePagesMessages } from '../../web/src/features/catalogue/catalogue-pages.messages'
import { checkoutMessages } from '../../web/src/features/checkout/checkout.messages'
import { uiMessages } from '../../web/src/ui/ui.messages'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { fromRupees, lineTotal, sumPaise, toRupees } from '../../worker/contract/money'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { API, fillQuantities } from './helpers'

// The Tamil journeys' own steps. The words come from the shop's catalogues, so a change of wording
// moves the test with it.

const ta = { catalogue: cataloguePagesMessages.ta, checkout: checkoutMessages.ta, ui: uiMessages.ta }

// A 390 px phone never scrolls sideways: nothing is wider than the screen.
export const expectNoSidewaysScroll = async (page: Page) => {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }))
  expect(width.scroll, `${page.url()} is no wider than the screen`).toBeLessThanOrEqual(width.view)
}

// Links to the shop's own pages stay in Tamil; only the language switch (marked with hreflang) leads
// to the English page.
export const expectLinksInTamil = async (page: Page) => {
  const english = await page.evaluate(() =>
    [...document.querySelectorAll('a[href^="/"]:not([hreflang])')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !/^\/ta(\/|$|\?)/.test(href) && !/^\/(api|images|assets)\//.test(href)),
  )
  expect(english, `${page.url()} links only to Tamil pages`).toEqual([])
}

// The Tamil quantity boxes ("<name>: எண்ணிக்கை"), typed into until the cart passes `atLeast` rupees.
export const fillQuantitiesInTamil = (page: Page, atLeast = 3000) =>
  fillQuantities(page.getByLabel(new RegExp(`${ta.catalogue.quantityOf('')}$`)), atLeast)

// A Tamil cart from one category's page, for journeys about what comes after it (fillCart in
// helpers.ts says why not the quick order page).
export const fillCartInTamil = async (page: Page, atLeast = 3000) => {
  await page.goto('/ta/category?id=ground-chakkars')
  return fillQuantitiesInTamil(page, atLeast)
}

export const fillBillingInTamil = async (page: Page, mobile: string, name = 'செல்வம் Test Buyer') => {
  await page.getByLabel(ta.checkout.customerName, { exact: true }).fill(name)
  await page.getByLabel(ta.checkout.address, { exact: true }).fill('7, மேலரத வீதி')
  await page.getByLabel(ta.checkout.city, { exact: true }).fill('மதுரை')
  await page.getByLabel(ta.checkout.pinCode, { exact: true }).fill('625001')
  await page.getByLabel(ta.checkout.mobile, { exact: true }).fill(mobile)
  await page.getByRole('checkbox').first().check()
  // The State follows the PIN code, named in Tamil; the buyer confirms being 18 or older.
  await expect(page.getByLabel(ta.checkout.state, { exact: true })).toHaveValue('33')
  await page.getByRole('checkbox', { name: ta.checkout.adult }).check()
}

export const placeEnquiryInTamil = async (page: Page) => {
  await page.getByRole('button', { name: ta.checkout.place }).filter({ visible: true }).first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: ta.ui.yes }).click()
}

type QuickOrderProduct = QuickOrderCategory['product_list'][number]

// An enquiry of these lines sent straight to the API (as the checkout sends it), by a signed-in
// buyer when `token` is given, on the test clock's India day `day` when given (X-Test-Day);
// answers what the shop saved.
export const saveEnquiry = async (
  page: Page,
  mobile: string,
  lines: readonly { product: QuickOrderProduct; qty: number }[],
  { token, day, name = 'தமிழ்ச்செல்வி' }: { token?: string; day?: string; name?: string } = {},
) => {
  const product_list = lines.map(({ product, qty }) => ({
    product_id: product._id,
    price: product.after_discount_price,
    qty,
    sub_total: toRupees(lineTotal(fromRupees(product.after_discount_price), qty)),
  }))
  const total = toRupees(sumPaise(product_list.map((l) => fromRupees(l.sub_total))))
  const saved = await page.request.post(`${API}/order/save`, {
    headers: { ...(token ? { 'x-auth-token': token } : {}), ...(day ? { 'X-Test-Day': day } : {}) },
    data: {
      customer_name: name,
      mobile_no: mobile,
      address: '3, தெற்கு வீதி',
      city: 'திருநெல்வேலி',
      pin_code: '627001',
      state_code: '33',
      adult_confirmed: true,
      reference_by: 'Ramesh - 9000000001',
      sub_total: total,
      discount_amount: 0,
      net_amount: total,
      product_list,
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  return ((await saved.json()) as { data: SavedEnquiry }).data
}

// An enquiry of ten of each of the first 30 products on sale (saveEnquiry).
export const sendEnquiry = async (page: Page, mobile: string, token?: string) => {
  const catalogue = (await (await page.request.get(`${API}/product/quickorder`)).json()) as {
    data: QuickOrderCategory[]
  }
  const lines = catalogue.data
    .flatMap((c) => c.product_list)
    .filter((p) => p.is_sold_out === 0 && p.after_discount_price > 0)
    .slice(0, 30)
    .map((product) => ({ product, qty: 10 }))
  return saveEnquiry(page, mobile, lines, token ? { token } : {})
}
