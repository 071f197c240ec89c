import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult, Profile } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import type { OrderRecord, SavedEnquiry } from '../../worker/contract/orders'
import type { PublicSettings } from '../../worker/contract/settings'
import { accounts } from '../../worker/db/schema'
import { auth, NEW_PASSWORD, signupBody, signupAndLogin as signupWithPassword } from '../helpers/accounts'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API, createTestApp, TEST_SECRETS, type TestApp } from '../helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ overrides: { clientAddress: (c) => c.req.header('x-test-client') } })
})
afterAll(() => t.close())

const signupAndLogin = (mobile: string) => signupWithPassword(t, mobile)

describe('account/checkDuplicate and account/save', () => {
  it('says a mobile is free, signs up with the reference message, then says it is taken', async () => {
    const mobile = '9840012345'
    const free = await t.json<{ data: { status: number } }>(
      `${API}/account/checkDuplicate`,
      post(signupBody(mobile)),
    )
    expect(free.body.data.status).toBe(1)
    const saved = await t.json<{ data: { sub: string; message: string } }>(
      `${API}/account/save`,
      post(signupBody(mobile)),
    )
    expect(saved.status).toBe(201)
    expect(saved.body.data.message).toBe('Signup process done. Use your mobile number as Username & Password')
    expect(saved.body.data.sub).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const taken = await t.json<{ data: { status: number } }>(
      `${API}/account/checkDuplicate`,
      post({ mobile_no: mobile }),
    )
    expect(taken.body.data.status).toBe(0)
    const again = await t.json<ErrorBody>(`${API}/account/save`, post(signupBody(mobile)))
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'This mobile number already exists, please use different mobile number to continue',
    )
  })

  it('stores only a salted, peppered PBKDF2 hash with its iteration count', async () => {
    const mobile = '9840054321'
    await t.json(`${API}/account/save`, post(signupBody(mobile)))
    const row = (await t.db.select().from(accounts).where(eq(accounts.mobileNo, mobile)))[0]!
    expect(row.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(row.passwordHash).not.toContain(mobile)
  })

  it('answers the signup messages of the reference', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_name: '' }, 'Customer Name is required'],
      [{ address: '' }, 'Address is required'],
      [{ city: '' }, 'City is required'],
      [{ pin_code: '' }, 'PIN Code is required'],
      [{ pin_code: '1234567' }, 'Invalid PIN Code'],
      [{ mobile_no: '' }, 'Mobile Number is required'],
      [{ mobile_no: '12345abcde' }, 'Invalid Mobile Number'],
      [{ email_id: `${'x'.repeat(45)}@a.com` }, 'E-mail must be at most 50 characters'],
    ]
    for (const [change, message] of cases) {
      const r = await t.json<ErrorBody>(
        `${API}/account/save`,
        post({ ...signupBody('9840099999'), ...change }),
      )
      expect(r.status).toBe(400)
      expect(r.body.error.message).toBe(message)
    }
  })
})

describe('users/login and users/checkSession', () => {
  it('signs in with the chosen password, reports the user role and hands out a device token', async () => {
    await signupAndLogin('9840011111')
    const login = await t.json<{ data: LoginResult }>(
      `${API}/users/login`,
      post({ username: '9840011111', password: NEW_PASSWORD }),
    )
    expect(login.status).toBe(200)
    const session = login.body.data
    expect(session).toMatchObject({ is_address_added: 1, is_initial_password: 0, must_change_password: 0 })
    expect(session.expires_at).toBe(t.clock.now() + 12 * 60 * 60_000)
    expect(session.device_token.split('.')).toHaveLength(3)
    expect(session.token.split('.')).toHaveLength(3)
    const device = await t.json(`${API}/users/checkSession`, post({ access_token: session.device_token }))
    expect(device.status).toBe(401)
    const check = await t.json<{ data: { roles: string[] } }>(
      `${API}/users/checkSession`,
      post({ access_token: session.token }),
    )
    expect(check.body.data.roles).toEqual(['user'])
  })

  it('answers unknown users and wrong passwords alike', async () => {
    await signupAndLogin('9840022222')
    const wrong = await t.json<ErrorBody>(
      `${API}/users/login`,
      post({ username: '9840022222', password: '0000000000' }),
    )
    const unknown = await t.json<ErrorBody>(
      `${API}/users/login`,
      post({ username: '9840029999', password: '9840029999' }),
    )
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401)
      expect(r.body.error).toMatchObject({ code: 'LOGIN_FAILED', message: 'Invalid username or password' })
    }
    const short = await t.json<ErrorBody>(`${API}/users/login`, post({ username: '98400', password: 'x' }))
    expect(short.body.error.message).toBe('Invalid Range of Username')
    const empty = await t.json<ErrorBody>(`${API}/users/login`, post({ username: '', password: 'x' }))
    expect(empty.body.error.message).toBe('Username is required')
  })

  it('pauses sign-in for a number from one client after 5 wrong passwords, even with the right one', async () => {
    const mobile = '9840033333'
    await signupAndLogin(mobile)
    const attempt = (password: string) =>
      t.json<ErrorBody>(
        `${API}/users/login`,
        post({ username: mobile, password }, { 'x-test-client': 'attacker' }),
      )
    for (let i = 0; i < 5; i++) expect((await attempt('1111111111')).status).toBe(401)
    const locked = await attempt(NEW_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body.error.code).toBe('RATE_LIMITED')
    t.clock.advance(15 * 60_000)
    expect((await attempt(NEW_PASSWORD)).status).toBe(200)
  })

  it('pauses a client address after 30 attempts across many numbers', async () => {
    const attempt = (i: number) =>
      t.json<ErrorBody>(
        `${API}/users/login`,
        post(
          { username: `97000${String(i).padStart(5, '0')}`, password: 'x' },
          { 'x-test-client': 'sprayer' },
        ),
      )
    for (let i = 0; i < 30; i++) expect((await attempt(i)).status).toBe(401)
    expect((await attempt(99)).status).toBe(429)
  })

  it('refuses forged, expired, wrong-audience and unsigned tokens', async () => {
    const session = await signupAndLogin('9840044444')
    const path = `${API}/account/search/single/sub/${session.sub}`
    expect((await t.json(path, { headers: auth(session.token) })).status).toBe(200)

    const now = Math.floor(t.clock.now() / 1000)
    const sign = (secret: string, audience: string, exp = now + 3600) =>
      new SignJWT({ role: 'user', sid: 'no-such-session', scope: 'full' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.sub)
        .setIssuer('test-issuer')
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret))
    const forged = await sign('another-secret-of-sufficient-length-000000', 'test-audience')
    const wrongAudience = await sign(TEST_SECRETS.jwtSecret, 'someone-else')
    const header = btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')
    const claims = btoa(
      JSON.stringify({ sub: session.sub, iss: 'test-issuer', aud: 'test-audience', iat: now, exp: now + 60 }),
    )
    const unsigned = `${header}.${claims.replace(/=+$/, '')}.`
    for (const token of [forged, wrongAudience, unsigned, 'not-a-token']) {
      const r = await t.json<ErrorBody>(path, { headers: auth(token) })
      expect(r.status, token).toBe(401)
      expect(r.body.error.code).toBe('UNAUTHENTICATED')
    }
    t.clock.advance(13 * 60 * 60_000)
    const expired = await t.json<ErrorBody>(path, { headers: auth(session.token) })
    expect(expired.status).toBe(401)
    expect(expired.body.error.message).toContain('expired')
    const check = await t.json<ErrorBody>(`${API}/users/checkSession`, post({ access_token: session.token }))
    expect(check.status).toBe(401)
  })
})

describe('profile: account/search/single/sub and account/update', () => {
  it("shows and changes only the signed-in buyer's own profile", async () => {
    const me = await signupAndLogin('9840055555')
    const other = await signupAndLogin('9840066666')
    const mine = await t.json<{ data: Profile }>(`${API}/account/search/single/sub/${me.sub}`, {
      headers: auth(me.token),
    })
    expect(mine.body.data).toMatchObject({
      customer_name: 'Meena Sundaram',
      mobile_no: '9840055555',
      pin_code: '627001',
    })

    const theirs = await t.json<ErrorBody>(`${API}/account/search/single/sub/${other.sub}`, {
      headers: auth(me.token),
    })
    expect(theirs.status).toBe(403)
    const anonymous = await t.json<ErrorBody>(`${API}/account/search/single/sub/${me.sub}`)
    expect(anonymous.status).toBe(401)

    const updated = await t.json<{ data: Profile }>(
      `${API}/account/update`,
      post({ sub: me.sub, city: 'Sivakasi', pin_code: '626123' }, auth(me.token)),
    )
    expect(updated.body.data).toMatchObject({
      city: 'Sivakasi',
      pin_code: '626123',
      customer_name: 'Meena Sundaram',
    })
    const hijack = await t.json<ErrorBody>(
      `${API}/account/update`,
      post({ sub: other.sub, city: 'X' }, auth(me.token)),
    )
    expect(hijack.status).toBe(403)
    const bad = await t.json<ErrorBody>(
      `${API}/account/update`,
      post({ sub: me.sub, pin_code: '12' }, auth(me.token)),
    )
    expect(bad.body.error.message).toBe('Invalid PIN Code')
  })
})

describe('account/change-password', () => {
  it('password change revokes every older token', async () => {
    const mobile = '9840077777'
    const first = await signupAndLogin(mobile)
    const second = (
      await t.json<{ data: LoginResult }>(
        `${API}/users/login`,
        post({ username: mobile, password: NEW_PASSWORD }),
      )
    ).body.data
    t.clock.advance(2000)
    const same = await t.json<ErrorBody>(
      `${API}/account/change-password`,
      post({ current_password: NEW_PASSWORD, new_password: mobile }, auth(first.token)),
    )
    expect(same.status).toBe(400)
    const changed = await t.json<{ data: LoginResult }>(
      `${API}/account/change-password`,
      post({ current_password: NEW_PASSWORD, new_password: 'pongal-2027-kolam' }, auth(first.token)),
    )
    expect((await t.json(`${API}/users/checkSession`, post({ access_token: second.token }))).status).toBe(401)
    expect(changed.status).toBe(200)
    expect(
      (await t.json(`${API}/account/search/single/sub/${first.sub}`, { headers: auth(first.token) })).status,
    ).toBe(401)
    expect(
      (
        await t.json(`${API}/account/search/single/sub/${first.sub}`, {
          headers: auth(changed.body.data.token),
        })
      ).status,
    ).toBe(200)
    expect(
      (await t.json(`${API}/users/login`, post({ username: mobile, password: NEW_PASSWORD }))).status,
    ).toBe(401)
    const login = await t.json<{ data: LoginResult }>(
      `${API}/users/login`,
      post({ username: mobile, password: 'pongal-2027-kolam' }),
    )
    expect(login.body.data.is_initial_password).toBe(0)
  })
})

describe('My Orders: order/search by sub', () => {
  it("lists the buyer's own enquiries placed while signed in, and refuses another sub", async () => {
    const me = await signupAndLogin('9840088888')
    const other = await signupAndLogin('9840099990')
    const catalogue = await catalogueOf(t)
    const payload = enquiryFor(bigEnoughCart(catalogue), { sub: me.sub, mobile_no: '9840088888' })
    const placed = await t.json<{ data: SavedEnquiry }>(`${API}/order/save`, post(payload, auth(me.token)))
    expect(placed.status).toBe(201)

    const forged = await t.json<ErrorBody>(
      `${API}/order/save`,
      post({ ...payload, sub: other.sub }, auth(me.token)),
    )
    expect(forged.status).toBe(403)
    const noToken = await t.json<ErrorBody>(`${API}/order/save`, post(payload))
    expect(noToken.status).toBe(403)

    const mine = await t.json<{ data: OrderRecord[] }>(
      `${API}/order/search`,
      post({ sub: me.sub, search_by_date: false, show_all: false }, auth(me.token)),
    )
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((o) => o._id)).toEqual([placed.body.data.order_id])
    expect(mine.body.data[0]!.product_list.length).toBe(payload.product_list.length)
    expect(mine.body.data[0]!.order_status_label).toBe('Enquiry received')

    const theirs = await t.json<ErrorBody>(
      `${API}/order/search`,
      post({ sub: other.sub, search_by_date: false, show_all: false }, auth(me.token)),
    )
    expect(theirs.status).toBe(403)
    const anonymous = await t.json<ErrorBody>(`${API}/order/search`, post({ sub: me.sub, show_all: false }))
    expect(anonymous.status).toBe(401)
  })
})

describe('GET settings/public', () => {
  it('answers the minimum-order rule, GST, five referrers and contact numbers in one place', async () => {
    const { status, body } = await t.json<{ data: PublicSettings }>(`${API}/settings/public`)
    expect(status).toBe(200)
    expect(body.data.minimum_order.regions[0]).toMatchObject({
      name: 'Tamil Nadu and Puducherry',
      amount: 2500,
    })
    expect(body.data.minimum_order.other_regions_amount).toBe(5000)
    expect(body.data.minimum_order.lowest_amount).toBe(2500)
    expect(body.data.gst_rate_percent).toBe(18)
    expect(body.data.referrers).toHaveLength(5)
    expect(body.data.referrers[0]).toEqual({ name: 'Ramesh', phone: '9000000001' })
    expect(body.data.contact.whatsapp_phone).toMatch(/^\d+$/)
  })
})
