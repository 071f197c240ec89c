import { describe, expect, it } from 'vitest'
import { type LoginResult, RENEWED_TOKEN_HEADER } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import { orders } from '../../worker/db/schema'
import {
  auth,
  loginAs,
  NEW_PASSWORD,
  oneTimeSignIn as oneTimeSignInAs,
  signupAndLogin,
} from '../helpers/accounts'
import { ADMIN } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

const profile = (sub: string, token: string) =>
  t.json<ErrorBody>(`${API}/account/search/single/sub/${sub}`, { headers: auth(token) })

const oneTimeSignIn = async (mobile: string) => {
  const seller = (await loginAs(t, ADMIN.mobile, ADMIN.password, { client: 'shop' })).body.data.token
  return oneTimeSignInAs(t, seller, mobile)
}

describe('a one-time password', () => {
  it('opens nothing but set-password: profile, my orders, checkSession and the console all answer 403', async () => {
    const { sub, otp, first } = await oneTimeSignIn('9840100001')
    expect(first).toMatchObject({ must_change_password: 1, is_initial_password: 1, device_token: '' })
    expect(first.expires_at).toBe(t.clock.now() + 15 * 60_000)
    const refused = [
      await profile(sub, first.token),
      await t.json<ErrorBody>(`${API}/users/checkSession`, post({ access_token: first.token })),
      await t.json<ErrorBody>(
        `${API}/order/search`,
        post({ sub, search_by_date: false, show_all: false }, auth(first.token)),
      ),
      await t.json<ErrorBody>(`${API}/admin/orders`, { headers: auth(first.token) }),
      await t.json<ErrorBody>(`${API}/account/export`, { headers: auth(first.token) }),
      await t.json<ErrorBody>(
        `${API}/account/change-password`,
        post({ current_password: otp, new_password: 'stolen-account-1' }, auth(first.token)),
      ),
      await t.json<ErrorBody>(`${API}/users/logout-all`, post({}, auth(first.token))),
    ]
    for (const r of refused) {
      expect(r.status).toBe(403)
      expect(r.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED')
      expect(r.body.error.message).toMatch(/choose a new password/i)
    }
  })

  it('cannot place an enquiry in the account: order/save refuses it and stores nothing', async () => {
    const { sub, first } = await oneTimeSignIn('9840100005')
    const before = await t.db.select({ id: orders.id }).from(orders)
    const payload = enquiryFor(bigEnoughCart(await catalogueOf(t)), { sub, mobile_no: '9840100005' })
    const placed = await t.json<ErrorBody>(
      `${API}/order/save`,
      post(payload, { ...auth(first.token), 'Idempotency-Key': crypto.randomUUID() }),
    )
    expect(placed.status).toBe(403)
    expect(placed.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED')
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length)
  })

  it('set-password refuses the mobile number and the current password, then revokes the one-time sessions', async () => {
    const mobile = '9840100002'
    const { sub, otp, first } = await oneTimeSignIn(mobile)
    const other = (await loginAs(t, mobile, otp)).body.data
    for (const refused of [mobile, otp]) {
      const same = await t.json<ErrorBody>(
        `${API}/account/set-password`,
        post({ new_password: refused }, auth(first.token)),
      )
      expect(same.status).toBe(400)
      expect(same.body.error.issues?.[0]?.path).toBe('new_password')
    }
    const set = await t.json<{ data: LoginResult }>(
      `${API}/account/set-password`,
      post({ new_password: 'chosen-again-2026' }, auth(first.token)),
    )
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({ sub, must_change_password: 0, is_initial_password: 0 })
    expect(set.body.data.device_token).not.toBe('')
    expect((await profile(sub, set.body.data.token)).status).toBe(200)
    for (const stale of [first.token, other.token]) expect((await profile(sub, stale)).status).toBe(401)
    expect((await loginAs(t, mobile, otp)).status).toBe(401)
    // A full session cannot skip the current password through set-password.
    const skip = await t.json<ErrorBody>(
      `${API}/account/set-password`,
      post({ new_password: 'another-one-123' }, auth(set.body.data.token)),
    )
    expect(skip.status).toBe(403)
  })

  it('a one-time-password token stops working after 15 minutes', async () => {
    const { first } = await oneTimeSignIn('9840100003')
    t.clock.advance(16 * 60_000)
    const late = await t.json<ErrorBody>(
      `${API}/account/set-password`,
      post({ new_password: NEW_PASSWORD }, auth(first.token)),
    )
    expect(late.status).toBe(401)
  })
})

describe('signing out', () => {
  it('logout makes the token useless at once, and leaves other devices signed in', async () => {
    const here = await signupAndLogin(t, '9840100010')
    const there = (await loginAs(t, '9840100010', NEW_PASSWORD)).body.data
    const out = await t.json(`${API}/users/logout`, post({}, auth(here.token)))
    expect(out.status).toBe(200)
    expect((await profile(here.sub, here.token)).status).toBe(401)
    expect((await t.json(`${API}/users/logout`, post({}, auth(here.token)))).status).toBe(401)
    expect((await profile(there.sub, there.token)).status).toBe(200)
  })

  it('logout-all signs out every device of the account', async () => {
    const a = await signupAndLogin(t, '9840100011')
    const b = (await loginAs(t, '9840100011', NEW_PASSWORD)).body.data
    expect((await t.json(`${API}/users/logout-all`, post({}, auth(b.token)))).status).toBe(200)
    for (const token of [a.token, b.token]) expect((await profile(a.sub, token)).status).toBe(401)
    expect((await loginAs(t, '9840100011', NEW_PASSWORD)).status).toBe(200)
  })
})

describe('token lifetime', () => {
  it('a buyer token 6 days old is refused', async () => {
    const s = await signupAndLogin(t, '9840100020')
    t.clock.advance(6 * DAY)
    const old = await profile(s.sub, s.token)
    expect(old.status).toBe(401)
    expect(old.body.error.message).toContain('expired')
  })

  it('an active buyer is renewed in the second half of the token, but never past 30 days', async () => {
    const s = await signupAndLogin(t, '9840100021')
    const start = t.clock.now()
    t.clock.advance(HOUR)
    const early = await t.request(`${API}/account/search/single/sub/${s.sub}`, { headers: auth(s.token) })
    expect(early.headers.get(RENEWED_TOKEN_HEADER)).toBeNull()
    let token = s.token
    let renewals = 0
    while (t.clock.now() + 7 * HOUR < start + 30 * DAY) {
      t.clock.advance(7 * HOUR)
      const res = await t.request(`${API}/account/search/single/sub/${s.sub}`, { headers: auth(token) })
      expect(res.status).toBe(200)
      const fresh = res.headers.get(RENEWED_TOKEN_HEADER)
      if (fresh) {
        token = fresh
        renewals++
      }
    }
    expect(renewals).toBeGreaterThan(90)
    t.clock.set(start + 30 * DAY)
    expect((await profile(s.sub, token)).status).toBe(401)
  })

  it("the seller's token lives 2 hours and the session at most 12", async () => {
    const seller = (await loginAs(t, ADMIN.mobile, ADMIN.password)).body.data
    expect(seller.expires_at).toBe(t.clock.now() + 2 * HOUR)
    t.clock.advance(2 * HOUR + 1000)
    expect((await t.json(`${API}/admin/orders`, { headers: auth(seller.token) })).status).toBe(401)
  })
})
