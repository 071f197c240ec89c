import { expect } from 'vitest'
import type { LoginResult, PasswordReset, SignupResult } from '../../worker/contract/accounts'
import { post } from './enquiry'
import { API, type TestApp } from './test-app'

export const NEW_PASSWORD = 'deepavali-2026'

export const signupBody = (mobile: string, password = NEW_PASSWORD) => ({
  customer_name: 'Meena Sundaram',
  address: '4, Gandhi Road',
  city: 'Tirunelveli',
  district: 'Tirunelveli',
  state: 'Tamil Nadu',
  pin_code: '627001',
  mobile_no: mobile,
  email_id: '',
  password,
})

export const auth = (token: string) => ({ 'x-auth-token': token })

// What the browser does: sign up with a chosen password; answers the full session, signed in.
export const signupAndLogin = async (t: TestApp, mobile: string, password = NEW_PASSWORD) => {
  const saved = await t.json<{ data: SignupResult }>(
    `${API}/account/save`,
    post(signupBody(mobile, password)),
  )
  expect(saved.status).toBe(201)
  return saved.body.data
}

// The one call a one-time-password token may make: choose a new password.
export const setPassword = async (t: TestApp, token: string, password = NEW_PASSWORD) => {
  const set = await t.json<{ data: LoginResult }>(
    `${API}/account/set-password`,
    post({ new_password: password }, auth(token)),
  )
  expect(set.status).toBe(200)
  return set.body.data
}

export const loginAs = (
  t: TestApp,
  username: string,
  password: string,
  opts: { client?: string; device_token?: string } = {},
) =>
  t.json<{ data: LoginResult; error: { code: string; message: string } }>(
    `${API}/users/login`,
    post(
      { username, password, device_token: opts.device_token },
      opts.client ? { 'x-test-client': opts.client } : {},
    ),
  )

// A buyer who forgot the password signs in with the seller's one-time password: the one session
// that may only choose a new password.
export const oneTimeSignIn = async (t: TestApp, sellerToken: string, mobile: string) => {
  const buyer = await signupAndLogin(t, mobile)
  const reset = await t.json<{ data: PasswordReset }>(
    `${API}/admin/accounts/${buyer.sub}/reset-password`,
    post({}, auth(sellerToken)),
  )
  const otp = reset.body.data.one_time_password
  const first = await loginAs(t, mobile, otp)
  expect(first.status).toBe(200)
  return { sub: buyer.sub, otp, first: first.body.data }
}
