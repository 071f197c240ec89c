import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SignupResult } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import { accounts } from '../../worker/db/schema'
import { hashPassword } from '../../worker/lib/password'
import { auth, loginAs, NEW_PASSWORD, signupBody } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API, TEST_SECRETS } from '../helpers/test-app'

// Signing up: one account per mobile number, the password chosen in the sign-up itself and kept
// only as a slow, salted hash, and no account that opens with the mobile number.

const t = apiApp()

describe('account/checkDuplicate and account/save', () => {
  it('says a mobile is free, signs up with the usual message, then says it is taken', async () => {
    const mobile = '9840012345'
    const free = await t.json<{ data: { status: number } }>(
      `${API}/account/checkDuplicate`,
      post(signupBody(mobile)),
    )
    expect(free.body.data.status).toBe(1)
    const saved = await t.json<{ data: SignupResult }>(`${API}/account/save`, post(signupBody(mobile)))
    expect(saved.status).toBe(201)
    expect(saved.body.data.message).toBe('Signup process done. You are signed in.')
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
    expect(row.passwordHash).not.toContain(NEW_PASSWORD)
    expect(row).toMatchObject({ passwordIsInitial: false, initialPasswordExpiresAt: null })
  })

  it('signs the buyer in with the password chosen in the sign-up, at once and later', async () => {
    const mobile = '9840054322'
    const saved = await t.json<{ data: SignupResult }>(
      `${API}/account/save`,
      post(signupBody(mobile, 'kuruvi-vedi-2026')),
    )
    expect(saved.body.data).toMatchObject({
      must_change_password: 0,
      is_initial_password: 0,
      roles: ['user'],
    })
    expect(saved.body.data.device_token.split('.')).toHaveLength(3)
    const profile = await t.json<{ data: { mobile_no: string } }>(
      `${API}/account/search/single/sub/${saved.body.data.sub}`,
      { headers: auth(saved.body.data.token) },
    )
    expect(profile.body.data.mobile_no).toBe(mobile)
    const later = await loginAs(t, mobile, 'kuruvi-vedi-2026', { client: 'later' })
    expect(later.status).toBe(200)
    expect(later.body.data).toMatchObject({ sub: saved.body.data.sub, must_change_password: 0 })
  })

  it('the mobile number never signs in: it cannot be the password, and it opens no account', async () => {
    const mobile = '9840054323'
    const same = await t.json<ErrorBody>(`${API}/account/save`, post(signupBody(mobile, mobile)))
    expect(same.status).toBe(400)
    expect(same.body.error.issues).toEqual([
      { path: 'password', message: 'Choose a password other than your mobile number' },
    ])
    await t.json(`${API}/account/save`, post(signupBody(mobile)))
    const tried = await loginAs(t, mobile, mobile, { client: 'stranger' })
    expect(tried.status).toBe(401)
    expect(tried.body.error.code).toBe('LOGIN_FAILED')
  })

  it('an abandoned sign-up of the old kind (first password = the mobile number) no longer signs in with it', async () => {
    // As sign-ups were written before the password was chosen in the form: a first password that
    // is the mobile number, due to expire a day later.
    const mobile = '9840054324'
    const now = t.clock.now()
    await t.db.insert(accounts).values({
      id: 'old-style-signup-000001',
      mobileNo: mobile,
      customerName: 'Abandoned',
      address: '1, Main Road',
      city: 'Sivakasi',
      pinCode: '626123',
      passwordHash: await hashPassword(mobile, TEST_SECRETS.passwordPepper),
      passwordIsInitial: true,
      initialPasswordExpiresAt: now + 24 * 60 * 60_000,
      createdAt: now,
      updatedAt: now,
    })
    const tried = await loginAs(t, mobile, mobile, { client: 'someone' })
    expect(tried.status).toBe(401)
    expect(tried.body.error.code).toBe('ONE_TIME_PASSWORD_EXPIRED')
    expect(tried.body.data).toBeUndefined()
  })

  it('answers each invalid signup field with its own message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_name: '' }, 'Customer Name is required'],
      [{ address: '' }, 'Address is required'],
      [{ city: '' }, 'City is required'],
      [{ pin_code: '' }, 'PIN Code is required'],
      [{ pin_code: '1234567' }, 'Invalid PIN Code'],
      [{ mobile_no: '' }, 'Mobile Number is required'],
      [{ mobile_no: '12345abcde' }, 'Invalid Mobile Number'],
      [{ email_id: `${'x'.repeat(45)}@a.com` }, 'E-mail must be at most 50 characters'],
      [{ password: undefined }, 'New password is required'],
      [{ password: 'short' }, 'Use at least 8 characters'],
      [{ password: 'x'.repeat(129) }, 'Use at most 128 characters'],
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
