// Test-only: what a season asks of the shop, end to end through the API on a real database:
// browsing, sign-up and sign-in, enquiries, quotes, payments, dispatch and collection, the
// console's lists and exports, the buyer's own data, and the scheduled alerts. Run by
// `npm run db:record-queries` to collect the statements the current code sends.
import { runAlertsJob } from '../../worker/features/alerts/alerts-job'
import type { PushConfig } from '../../worker/features/alerts/alerts-push'
import { NEW_PASSWORD, oneTimeSignIn, setPassword, signupAndLogin } from './accounts'
import { ADMIN, auth, createAdmin, login, placeOrder } from './admin'
import { bigEnoughCart, catalogueOf, enquiryFor, inStockCatalogue, post } from './enquiry'
import { pngFile, tinyPng } from './images'
import { nextUtr, orderPayments, tellForm, verify } from './payments'
import { acceptQuote, askForChange, publicQuote, quotedEnquiry, revision } from './quotes'
import { API, type TestApp } from './test-app'
import { DISPATCH } from './transport'

type Json = { data?: unknown; error?: unknown }

// A flow that quietly failed would record fewer statements than the release sends: stop instead.
const expectStatus = async (
  pending: Promise<{ status: number; body: unknown }>,
  what: string,
  ok = [200, 201],
) => {
  const res = await pending
  if (!ok.includes(res.status)) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body as Json
}

// A call whose answer is a file (a photo, a CSV, a sheet), not JSON.
const fetchOk = async (t: TestApp, path: string, init?: RequestInit) => {
  const res = await t.request(`${API}/${path}`, init)
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
}

const browse = async (t: TestApp) => {
  const paths = [
    'settings/public',
    'product/quickorder',
    'product/category/get',
    'product/netrate/list',
    'product/new-arrivals/list',
    'product/topsale/list',
    'master/state/get',
    'health',
  ]
  for (const path of paths) await expectStatus(t.json(`${API}/${path}`), path)
  const product = (await catalogueOf(t))[0]!
  await expectStatus(t.json(`${API}/product/get/${product._id}`), 'product/get')
  await t.request('/sitemap.xml')
  await t.request('/robots.txt')
}

const buyerAccount = async (t: TestApp, seller: string) => {
  const me = await signupAndLogin(t, '9845012345')
  const headers = auth(me.token)
  await expectStatus(
    t.json(`${API}/users/checkSession`, post({ access_token: me.token }, headers)),
    'checkSession',
  )
  await expectStatus(t.json(`${API}/account/search/single/sub/${me.sub}`, { headers }), 'profile')
  await login(t, '9845012345', NEW_PASSWORD)
  const catalogue = await catalogueOf(t)
  const mine = enquiryFor(bigEnoughCart(catalogue), { sub: me.sub, mobile_no: '9845012345' })
  await expectStatus(t.json(`${API}/order/save`, post(mine, headers)), 'a signed-in enquiry')
  await expectStatus(
    t.json(`${API}/order/search`, post({ sub: me.sub, show_all: true }, headers)),
    'My Orders',
  )
  await expectStatus(t.json(`${API}/account/export`, { headers }), 'Download my data')
  // A forgotten password, reset by the seller; then the buyer leaves.
  const reset = await oneTimeSignIn(t, seller, '9845099999')
  const chosen = await setPassword(t, reset.first.token)
  await expectStatus(
    t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(chosen.token))),
    'account/delete',
  )
  await expectStatus(t.json(`${API}/users/logout`, post({}, headers)), 'logout')
}

const guestLookups = async (t: TestApp) => {
  const placed = await placeOrder(t, { mobile: '9822233344' })
  const open = {
    mobile_no: '9822233344',
    enquiry_number: placed.enquiry_number,
    access_code: placed.access_code,
  }
  await expectStatus(t.json(`${API}/order/public/open`, post(open)), 'order/public/open')
  await expectStatus(
    t.json(`${API}/order/search`, post({ mobile_no: '9822233344', show_all: false })),
    'tracking',
  )
  for (const path of [`order/public/get/${placed.order_id}`, `order/public/print/get/${placed.order_id}`])
    await expectStatus(t.json(`${API}/${path}`), path)
}

// Quote, a request for a change, a revision, acceptance, the payment told and checked, then the
// parcel packed, dispatched, arrived and collected.
const orderToCollection = async (t: TestApp & { seller: string }) => {
  const catalogue = await inStockCatalogue(t)
  const first = revision([{ product: catalogue[0]!, qty: 4, unit_price: 900 }], { freight: 150 })
  const q = await quotedEnquiry(t as Parameters<typeof quotedEnquiry>[0], catalogue, first)
  await expectStatus(publicQuote(t, q.token), 'the quote page')
  await expectStatus(
    askForChange(t, q.token, { version: 1, message: 'Two more boxes please' }),
    'a change asked',
  )
  const second = revision([{ product: catalogue[0]!, qty: 6, unit_price: 900 }], { based_on_version: 1 })
  await expectStatus(
    t.json(`${API}/admin/orders/${q.id}/quote`, post(second, auth(t.seller))),
    'the revised quote',
  )
  const accepted = await expectStatus(
    acceptQuote(t, q.token, { version: 2, buyer_gstin: '33abcde1234f1z7' }),
    'accept with a GSTIN',
  )
  const owed = (accepted.data as { amount_owed: { amount: number } }).amount_owed.amount
  // A part in cash at the shop, the rest by UPI, told by the buyer.
  await expectStatus(
    t.json(
      `${API}/admin/orders/${q.id}/payments`,
      post({ method: 'cash', reference: 'rcpt-1', amount: 100 }, auth(t.seller)),
    ),
    'cash recorded',
  )
  const reference = nextUtr()
  await expectStatus(
    tellForm(t, q.token, { reference, amount: String(owed - 100) }, pngFile('gpay.png')),
    'payment told with a screenshot',
  )
  await expectStatus(publicQuote(t, q.token), 'the quote page after paying')
  const payments = (await orderPayments(t, t.seller, q.id)).body.data.payments
  const told = payments.find((p) => p.reference === reference)!
  await expectStatus(verify(t, t.seller, told._id, { outcome: 'received' }), 'payment checked')
  const step = (path: string, body: unknown = {}) =>
    expectStatus(t.json(`${API}/admin/orders/${q.id}/${path}`, post(body, auth(t.seller))), path)
  await step('status', { to: 'PACKED' })
  await step('dispatch', DISPATCH)
  const lr = new FormData()
  lr.append('photo', new File([tinyPng() as Uint8Array<ArrayBuffer>], 'lr.png', { type: 'image/png' }))
  lr.append('lr_number', 'LR-70021')
  lr.append('transporter', 'Sivakasi Roadways')
  await expectStatus(
    t.json(`${API}/admin/orders/${q.id}/lr`, { method: 'POST', headers: auth(t.seller), body: lr }),
    'the lorry receipt photo',
  )
  await fetchOk(t, `order/public/lr/${q.id}`)
  await expectStatus(t.json(`${API}/order/public/transport/${q.id}`), 'the transport page')
  await step('arrived', { note: 'Branch called' })
  await step('collected', {})
  return { orderId: q.id, paymentId: told._id }
}

const console_ = async (
  t: TestApp & { seller: string },
  { orderId, paymentId }: { orderId: string; paymentId: string },
) => {
  const headers = auth(t.seller)
  const paths = [
    'admin/orders',
    'admin/orders?status=ENQUIRY_RECEIVED',
    `admin/orders/${orderId}`,
    `admin/orders/${orderId}/quotes`,
    `admin/orders/${orderId}/payments`,
    `admin/orders/${orderId}/shipment`,
    `admin/orders/${orderId}/eway-bill`,
    'admin/payments',
    `admin/payments/${paymentId}/screenshot`,
    'admin/attention',
    'admin/settings',
    'admin/catalogue/categories',
    'admin/catalogue/products',
    'admin/catalogue/export.csv',
    'admin/orders/export',
    'admin/exports/gstr1?month=2026-10',
    'admin/push/public-key',
  ]
  for (const path of paths) await fetchOk(t, path, { headers })
  // The seller's phone asks for alerts, and later stops them (a fixed stand-in subscription).
  const phone = { endpoint: 'https://fcm.googleapis.com/send/release-flows' }
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }
  await expectStatus(t.json(`${API}/admin/push/subscribe`, post({ ...phone, keys }, headers)), 'subscribe')
  await expectStatus(t.json(`${API}/admin/push/unsubscribe`, post(phone, headers)), 'unsubscribe')
  const settings = await expectStatus(t.json(`${API}/admin/settings`, { headers }), 'settings')
  await expectStatus(
    t.json(`${API}/admin/settings`, { ...post(settings.data, headers), method: 'PUT' }),
    'settings saved',
  )
}

// The seller's catalogue edits and a buyer's own changes: a category and a product made, the
// product edited, a profile and a password changed.
const edits = async (t: TestApp & { seller: string }) => {
  const send = (path: string, body: unknown, method = 'POST') =>
    expectStatus(t.json(`${API}/${path}`, { ...post(body, auth(t.seller)), method }), path)
  const category = (await send('admin/catalogue/categories', {
    category_name: 'Sky Shots',
    tamil_name: 'வான வெடிகள்',
    slug: 'sky-shots',
  })) as { data: { _id: string } }
  const product = {
    category_id: category.data._id,
    product_code: 'NEW01',
    product_name: 'Peacock Fountain',
    tamil_name: 'மயில் புஸ்வாணம்',
    per: '1 Box (1 Pc)',
    price: 480.5,
    discount_percentage: 60,
    is_new_item: 1,
    special_categories: ['night-crackers'],
    photo_path: '/images/products/new01.svg',
    media_list: [{ media_type: 'Image', photo_path: '/images/products/new01.svg' }],
  }
  const made = (await send('admin/catalogue/products', product)) as { data: { _id: string } }
  await send(`admin/catalogue/products/${made.data._id}`, { ...product, price: 500 }, 'PUT')
  const me = await signupAndLogin(t, '9845077777')
  const mine = (path: string, body: unknown) =>
    expectStatus(t.json(`${API}/${path}`, post(body, auth(me.token))), path)
  await mine('account/update', { sub: me.sub, city: 'Sivakasi', pin_code: '626123' })
  await mine('account/change-password', { current_password: NEW_PASSWORD, new_password: 'pongal-2027-kolam' })
  await expectStatus(t.json(`${API}/admin/accounts?q=98450`, { headers: auth(t.seller) }), 'accounts')
}

export const runReleaseFlows = async (t: TestApp, push?: PushConfig) => {
  await browse(t)
  const seller = await createAdmin(t)
  await login(t, ADMIN.mobile, ADMIN.password)
  const shop = Object.assign(t, { seller })
  await buyerAccount(t, seller)
  await guestLookups(t)
  await console_(shop, await orderToCollection(shop))
  await edits(shop)
  // The reminders an hour and a day later, and the pushes due (to no phone: it unsubscribed).
  for (const hours of [1, 30]) {
    t.clock.advance(hours * 60 * 60_000)
    await runAlertsJob({ db: t.db, clock: t.clock, push })
  }
  await t.settled()
}
