import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AdminAccount, LoginResult, PasswordReset } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import { accounts } from '../../worker/db/schema'
import { auth, loginAs, NEW_PASSWORD, signupAndLogin } from '../helpers/accounts'
import { ADMIN } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })

const list = (token: string, query = '') =>
  t.json<{ data: AdminAccount[] } & ErrorBody>(`${API}/admin/accounts${query}`, { headers: auth(token) })
const reset = (token: string, sub: string) =>
  t.json<{ data: PasswordReset } & ErrorBody>(
    `${API}/admin/accounts/${sub}/reset-password`,
    post({}, auth(token)),
  )

describe('the seller resets a forgotten password', () => {
  it('a buyer token cannot reach /admin/accounts', async () => {
    const buyer = await signupAndLogin(t, '9840300001')
    expect((await list(buyer.token)).status).toBe(403)
    expect((await reset(buyer.token, buyer.sub)).status).toBe(403)
    expect((await list('')).status).toBe(401)
  })

  it('finds buyers by the first digits of their number, at most 20', async () => {
    const found = await list(t.seller, '?mobile_no=98403')
    expect(found.status).toBe(200)
    expect(found.body.data.map((a) => a.mobile_no)).toEqual(['9840300001'])
    expect(found.body.data[0]).toMatchObject({ role: 'user', must_change_password: 0, city: 'Tirunelveli' })
    expect((await list(t.seller, '?mobile_no=98%25')).status).toBe(400)
    for (let i = 0; i < 22; i++)
      await t.db.insert(accounts).values({
        id: `bulk-account-${String(i).padStart(6, '0')}`,
        mobileNo: `97777${String(i).padStart(5, '0')}`,
        customerName: 'Bulk',
        passwordHash: 'x',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
    expect((await list(t.seller, '?mobile_no=97777')).body.data).toHaveLength(20)
  })

  it("the seller's reset gives a one-time password that must be changed, signs the buyer out, and expires after 24 hours", async () => {
    const buyer = await signupAndLogin(t, '9840300002')
    const given = await reset(t.seller, buyer.sub)
    expect(given.status).toBe(200)
    const otp = given.body.data.one_time_password
    expect(otp).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{10}$/)
    expect(Date.parse(given.body.data.expires_at)).toBe(t.clock.now() + 24 * 60 * 60_000)
    expect((await t.json(`${API}/users/checkSession`, post({ access_token: buyer.token }))).status).toBe(401)
    expect((await loginAs(t, '9840300002', NEW_PASSWORD)).status).toBe(401)

    const first = await loginAs(t, '9840300002', otp)
    expect(first.status).toBe(200)
    expect(first.body.data.must_change_password).toBe(1)
    const peek = await t.json<ErrorBody>(`${API}/account/search/single/sub/${buyer.sub}`, {
      headers: auth(first.body.data.token),
    })
    expect(peek.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED')
    const reuse = await t.json<ErrorBody>(
      `${API}/account/set-password`,
      post({ new_password: otp }, auth(first.body.data.token)),
    )
    expect(reuse.status).toBe(400)
    const set = await t.json<{ data: LoginResult }>(
      `${API}/account/set-password`,
      post({ new_password: 'fresh-password-77' }, auth(first.body.data.token)),
    )
    expect(set.status).toBe(200)
    const row = (await t.db.select().from(accounts).where(eq(accounts.id, buyer.sub)))[0]!
    expect(row).toMatchObject({ passwordIsInitial: false, initialPasswordExpiresAt: null })
    expect((await loginAs(t, '9840300002', otp)).status).toBe(401)

    // A second reset, left unused for a day, no longer opens anything.
    const again = (await reset(t.seller, buyer.sub)).body.data.one_time_password
    t.clock.advance(24 * 60 * 60_000 + 1)
    await t.signSellerIn()
    const late = await loginAs(t, '9840300002', again)
    expect(late.status).toBe(401)
    expect(late.body.error.code).toBe('ONE_TIME_PASSWORD_EXPIRED')
    expect(late.body.error.message).toMatch(/expired/)
  })

  it("refuses to reset the seller's own account and unknown accounts", async () => {
    const admins = (await list(t.seller, `?mobile_no=${ADMIN.mobile}`)).body.data
    expect(admins[0]?.role).toBe('admin')
    const own = await reset(t.seller, admins[0]!.sub)
    expect(own.status).toBe(403)
    expect(own.body.error.message).toContain('admin:create')
    expect((await reset(t.seller, 'no-such-account-000000')).status).toBe(404)
  })
})
