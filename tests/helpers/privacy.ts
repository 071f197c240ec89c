import { type Dirent, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { ClaimableEnquiries, ClaimedEnquiry, LoginResult } from '../../worker/contract/accounts'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import type { QuotePaymentView } from '../../worker/contract/payments'
import { auth, NEW_PASSWORD } from './accounts'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from './enquiry'
import { tinyPng } from './images'
import { moveTo } from './invoices'
import { nextUtr, paymentPath, paymentRowsOf, tellForm, verify } from './payments'
import { acceptQuote, askForChange, revision, sendQuote, tokenOf } from './quotes'
import { API, type TestApp } from './test-app'
import { dispatch } from './transport'

// A buyer whose details are found nowhere else in a test database, so a search for them is exact.
export const VALLI = {
  customer_name: 'Valliammai Arunachalam',
  mobile_no: '9791234567',
  email_id: 'valli.arunachalam@example.in',
  address: '77, Kamarajar Salai',
  city: 'Thoothukudi',
  pin_code: '628001',
}

// What the buyer told the shop, one way or another, and must not outlive the account.
export const GSTIN = '33AAGFV1234K1Z9'
export const GUEST_ADDRESS = '3, Beach Road'
export const CHANGE = 'Please send it to my brother Senthilnathan, 15 Anna Nagar, Karaikudi; call 9443322110'
export const UPI_ID = 'valli.arunachalam@okicici'
// What deleting an account leaves of its enquiries' contact details.
export const DELETED_CONTACT = {
  customerName: 'Deleted account',
  mobileNo: '',
  emailId: null,
  address: '',
  city: '',
  pinCode: '',
  accountId: null,
}
export const withText = (text: string) => new Uint8Array([...tinyPng(), ...new TextEncoder().encode(text)])

export const placeEnquiry = async (
  t: TestApp,
  buyer: Partial<typeof VALLI>,
  session?: { sub: string; token: string },
) => {
  const payload = enquiryFor(bigEnoughCart(await catalogueOf(t), 5000), {
    ...buyer,
    ...(session ? { sub: session.sub } : {}),
  })
  const res = await t.json<{ data: SavedEnquiry } & ErrorBody>(
    `${API}/order/save`,
    post(payload, session ? auth(session.token) : {}),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

export const claimable = (t: TestApp, token: string) =>
  t.json<{ data: ClaimableEnquiries } & ErrorBody>(`${API}/account/claim-enquiries`, { headers: auth(token) })

// Adds the signed-out enquiry whose access code is `accessCode` to the account.
export const claim = (t: TestApp, token: string, accessCode: string) =>
  t.json<{ data: ClaimedEnquiry } & ErrorBody>(
    `${API}/account/claim-enquiries`,
    post({ access_code: accessCode }, auth(token)),
  )

// Where each text is found in the whole database: every table, every column, as `table.column`.
export const findInDatabase = async (t: TestApp, needles: string[]) => {
  const client = t.db.$client
  const tables = await client.execute("select name from sqlite_master where type = 'table'")
  const found = new Map<string, Set<string>>(needles.map((n) => [n, new Set()]))
  for (const { name } of tables.rows) {
    const rows = await client.execute(`select * from "${String(name)}"`)
    for (const row of rows.rows) {
      for (const column of rows.columns) {
        const value = row[column]
        if (typeof value !== 'string') continue
        for (const n of needles) if (value.includes(n)) found.get(n)?.add(`${String(name)}.${column}`)
      }
    }
  }
  return Object.fromEntries([...found].map(([n, places]) => [n, [...places].sort()]))
}

// Every file in the test app's object folder, with its bytes.
export const objectFiles = (t: TestApp) => {
  const root = join(t.dir, 'objects')
  const walk = (dir: string): string[] => {
    let entries: Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return []
    }
    return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
  }
  return walk(root).map((path) => ({ path: path.slice(root.length + 1), text: readFileSync(path, 'latin1') }))
}

export const signUpValli = async (t: TestApp) => {
  const saved = await t.json<{ data: LoginResult }>(
    `${API}/account/save`,
    post({ ...VALLI, district: 'Thoothukudi', state: 'Tamil Nadu', password: NEW_PASSWORD }),
  )
  expect(saved.status).toBe(201)
  return saved.body.data
}

// The whole life of an enquiry, each step through the API as the buyer and the seller take it.
export const fullJourney = async (
  t: TestApp,
  seller: { admin: string; catalogue: Product[] },
  session: { sub: string; token: string },
) => {
  const { admin, catalogue } = seller
  const placed = await placeEnquiry(t, VALLI, session)
  const id = placed.order_id
  const sent = await sendQuote(t, admin, id, revision([{ product: catalogue[0]!, qty: 40 }]))
  expect(sent.status).toBe(200)
  const token = tokenOf(sent.body.data)
  expect((await askForChange(t, token, { version: 1, message: CHANGE })).status).toBe(200)
  const accepted = await acceptQuote(t, token, { version: 1, buyer_gstin: GSTIN })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  const view = await t.json<{ data: QuotePaymentView }>(paymentPath(token))
  const reference = nextUtr()
  const told = await tellForm(
    t,
    token,
    { reference, amount: String(view.body.data.balance) },
    { bytes: withText(`${VALLI.customer_name} ${UPI_ID}`), name: 'gpay.png', type: 'image/png' },
  )
  expect(told.status, JSON.stringify(told.body)).toBe(201)
  const [payment] = await paymentRowsOf(t, id)
  expect((await verify(t, admin, payment!.id, { outcome: 'received' })).status).toBe(200)
  expect((await moveTo(t, admin, id, 'PACKED')).status).toBe(200)
  expect((await dispatch(t, admin, id)).status).toBe(200)
  const form = new FormData()
  const lr = withText(`Consignee ${VALLI.customer_name} ${VALLI.mobile_no}`)
  form.append('photo', new File([lr as Uint8Array<ArrayBuffer>], 'lr.png', { type: 'image/png' }))
  form.append('lr_number', 'LR-70021')
  form.append('transporter', 'Sivakasi Roadways')
  const uploaded = await t.json(`${API}/admin/orders/${id}/lr`, {
    method: 'POST',
    headers: auth(admin),
    body: form,
  })
  expect(uploaded.status).toBe(200)
  return { id, reference }
}
