import type { Page } from '@playwright/test'
import { checkoutMessages } from '../../web/src/features/checkout/checkout.messages'
import type { StoredSettings } from '../../worker/contract/settings'
import { expect, test } from './fixtures'
import { API, mobileFor } from './helpers'
import { sellerToken } from './seller-helpers'
import { fillBillingInTamil, fillCartInTamil, placeEnquiryInTamil } from './tamil-helpers'

// The season's rules as a Tamil buyer meets them on the server's India day. The shop of these
// journeys runs a request on the day its X-Test-Day header names (tests/e2e/test-clock.ts); the
// rules lie in 2030, so the journeys running beside this one, on today's clock, never meet them.
// The seller's steps go through the console's API; each case is one checkout form, sent on a day
// the rule refuses, then on the day it lets the enquiry through.

const ta = checkoutMessages.ta

const RULES: Pick<StoredSettings, 'banned_areas' | 'other_states_last_day'> = {
  banned_areas: [
    { name: 'Thiruvananthapuram', pin_prefixes: ['695'], from: '2030-10-22', to: '2030-10-31' },
    {
      name: 'Karnataka',
      pin_prefixes: [],
      states: ['29'],
      kind: 'green_only',
      from: '2030-11-01',
      to: '2030-11-10',
    },
  ],
  other_states_last_day: '2030-11-20',
}

const settingsCall = (page: Page, token: string, data?: StoredSettings) =>
  data
    ? page.request.put(`${API}/admin/settings`, { data, headers: { 'x-auth-token': token } })
    : page.request.get(`${API}/admin/settings`, { headers: { 'x-auth-token': token } })

// From now on the page's requests reach the shop on `day`, from this journey's own address.
const onDay = (page: Page, day: string) =>
  page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '10.31.2.7', 'X-Test-Day': day })

test('a dated ban, a green-only State and the other-States last day refuse, then accept, in Tamil', async ({
  page,
}, info) => {
  const token = await sellerToken(page)
  const before = ((await (await settingsCall(page, token)).json()) as { data: StoredSettings }).data
  // Added to the areas already banned, never in their place: a journey beside this one may be
  // checking that Delhi NCR is refused.
  const rules = { ...RULES, banned_areas: [...before.banned_areas, ...RULES.banned_areas] }
  expect((await settingsCall(page, token, { ...before, ...rules })).status()).toBe(200)
  try {
    await fillCartInTamil(page, 5500)
    const cart = await page.evaluate(() => localStorage.getItem('product_list') ?? '[]')
    const checkout = async (pin: string, salt: number) => {
      await page.evaluate((kept) => localStorage.setItem('product_list', kept), cart)
      await page.goto('/ta/quick-checkout')
      await fillBillingInTamil(page, mobileFor(info, salt))
      await page.getByLabel(ta.pinCode, { exact: true }).fill(pin)
    }
    // The summary's notice (a toast says the same, and stays a while).
    const refusal = page.getByRole('complementary').getByRole('alert')
    const accepted = async () => {
      await expect(page).toHaveURL(/\/ta\/checkout-response\?id=/)
    }

    // Thiruvananthapuram is banned until 31/10/2030, its last day; open again on 1/11.
    await onDay(page, '2030-10-31')
    await checkout('695001', 731)
    await placeEnquiryInTamil(page)
    await expect(refusal).toContainText('Thiruvananthapuram')
    await onDay(page, '2030-11-01')
    await placeEnquiryInTamil(page)
    await accepted()

    // Karnataka takes green crackers only until 10/11/2030: the chakkars are named; on 11/11 they go.
    await onDay(page, '2030-11-10')
    await checkout('560001', 732)
    await placeEnquiryInTamil(page)
    await expect(refusal).toContainText('பசுமை பட்டாசுகள் மட்டுமே')
    await expect(page.getByRole('button', { name: /நீக்கு$/ })).toBeVisible()
    await onDay(page, '2030-11-11')
    await placeEnquiryInTamil(page)
    await accepted()

    // Mumbai: enquiries from other States close after 20/11/2030; that day itself still takes one.
    await onDay(page, '2030-11-21')
    await checkout('400001', 733)
    await placeEnquiryInTamil(page)
    await expect(refusal).toContainText('20/11/2030')
    await onDay(page, '2030-11-20')
    await placeEnquiryInTamil(page)
    await accepted()
  } finally {
    const now = ((await (await settingsCall(page, token)).json()) as { data: StoredSettings }).data
    await settingsCall(page, token, { ...now, banned_areas: before.banned_areas, other_states_last_day: '' })
  }
})
