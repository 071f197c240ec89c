import { expect } from 'vitest'
import type { LoginResult, SignupResult } from '../../worker/contract/accounts'
import type { Product } from '../../worker/contract/catalogue'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { signup } from '../../worker/features/accounts/accounts.service'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from './enquiry'
import { API, TEST_SECRETS, type TestApp } from './test-app'

export const ADMIN = { mobile: '9000000099', name: 'Murugan', password: 'crackers-console-2026' }
export const ADMIN_ACTOR = `${ADMIN.name} (${ADMIN.mobile})`

export const login = async (t: TestApp, username: string, password: string, device_token?: string) => {
  const res = await t.json<{ data: LoginResult }>(
    `${API}/users/login`,
    post({ username, password, device_token }),
  )
  expect(res.status).toBe(200)
  return res.body.data
}

// The seller's account is made the way `npm run admin:create` makes it: never through the API.
export const createAdmin = async (
  t: TestApp,
  who: { mobile: string; name: string; password: string } = ADMIN,
) => {
  await signup(
    t.db,
    {
      customer_name: who.name,
      address: 'Main Road',
      city: 'Sivakasi',
      pin_code: '626123',
      mobile_no: who.mobile,
      email_id: undefined,
    },
    { now: t.clock.now(), pepper: TEST_SECRETS.passwordPepper, role: 'admin', password: who.password },
  )
  return (await login(t, who.mobile, who.password)).token
}

export const BUYER_PASSWORD = 'meena-chooses-2026'

// A buyer as the browser makes one: sign up with a chosen password, signed in at once.
export const createBuyerSession = async (t: TestApp, mobile = '9840000001', password = BUYER_PASSWORD) => {
  const saved = await t.json<{ data: SignupResult }>(
    `${API}/account/save`,
    post({
      customer_name: 'Meena',
      address: '4, Gandhi Road',
      city: 'Madurai',
      pin_code: '625001',
      mobile_no: mobile,
      password,
    }),
  )
  expect(saved.status).toBe(201)
  return saved.body.data
}

export const createBuyer = async (t: TestApp, mobile = '9840000001') =>
  (await createBuyerSession(t, mobile)).token

export const auth = (token: string) => ({ 'x-auth-token': token })

export const adminPost = (token: string, body: unknown): RequestInit => post(body, auth(token))
export const adminPut = (token: string, body: unknown): RequestInit => ({
  ...post(body, auth(token)),
  method: 'PUT',
})

// An enquiry placed at a chosen moment (the test clock is moved there and back).
export const placeOrder = async (
  t: TestApp,
  opts: { at?: number; mobile?: string; catalogue?: Product[] } = {},
): Promise<SavedEnquiry> => {
  const catalogue = opts.catalogue ?? (await catalogueOf(t))
  const before = t.clock.now()
  if (opts.at !== undefined) t.clock.set(opts.at)
  try {
    const payload = enquiryFor(bigEnoughCart(catalogue), opts.mobile ? { mobile_no: opts.mobile } : {})
    const res = await t.json<{ data: SavedEnquiry }>(`${API}/order/save`, post(payload))
    expect(res.status).toBe(201)
    return res.body.data
  } finally {
    t.clock.set(before)
  }
}
