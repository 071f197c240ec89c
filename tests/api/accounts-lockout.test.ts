import { describe, expect, it } from 'vitest'
import type { PasswordReset } from '../../worker/contract/accounts'
import { rateLimits } from '../../worker/db/schema'
import { auth, loginAs, NEW_PASSWORD, signupAndLogin } from '../helpers/accounts'
import { ADMIN, createAdmin } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

const t = apiApp()
const HOUR = 60 * 60_000

const guess = async (mobile: string, password: string, client: string) =>
  (await loginAs(t, mobile, password, { client })).status

describe('sign-in lockouts', () => {
  it('40 parallel wrong passwords are refused after the limit (at most 5 checked)', async () => {
    await signupAndLogin(t, '9840200001')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginAs(t, '9840200001', `guess-${i}-000`, { client: 'racer' })),
    )
    // Every 401 is a password that was checked; the rest were refused before any check.
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(35)
    // Even the right password waits out the pause from this client.
    expect((await loginAs(t, '9840200001', NEW_PASSWORD, { client: 'racer' })).status).toBe(429)
  })

  it("strangers failing 60 times from 60 addresses are capped, and do not lock out the owner's device", async () => {
    const owner = await signupAndLogin(t, '9840200002')
    const answers = []
    for (let i = 0; i < 60; i++) answers.push(await guess('9840200002', `wrong-${i}-pass`, `botnet-${i}`))
    // 20 passwords an hour are checked for one number, wherever the guesses come from.
    expect(answers.filter((s) => s === 401)).toHaveLength(20)
    expect(answers.slice(20).every((s) => s === 429)).toBe(true)
    const stranger = await loginAs(t, '9840200002', NEW_PASSWORD, { client: 'botnet-99' })
    expect(stranger.status).toBe(429)
    expect(stranger.body.error.message).toMatch(/signed in before/)
    // The owner's browser proves it signed in before, and is let in.
    const withDevice = await loginAs(t, '9840200002', NEW_PASSWORD, {
      client: 'owner-phone',
      device_token: owner.device_token,
    })
    expect(withDevice.status).toBe(200)
    // A device token of another account does not help.
    const other = await signupAndLogin(t, '9840200003')
    const borrowed = await loginAs(t, '9840200002', NEW_PASSWORD, {
      client: 'owner-laptop',
      device_token: other.device_token,
    })
    expect(borrowed.status).toBe(429)
  })

  it("the attacker's pair does not lock the owner's pair from the owner's own client", async () => {
    await signupAndLogin(t, '9840200004')
    for (let i = 0; i < 8; i++) await loginAs(t, '9840200004', 'not-the-password', { client: 'attacker-4' })
    expect((await loginAs(t, '9840200004', NEW_PASSWORD, { client: 'attacker-4' })).status).toBe(429)
    expect((await loginAs(t, '9840200004', NEW_PASSWORD, { client: 'owner-4' })).status).toBe(200)
  })

  it("the seller's number is capped too: 60 guesses from 60 addresses are refused before 60, and the seller's device still signs in", async () => {
    await createAdmin(t)
    const device = (await loginAs(t, ADMIN.mobile, ADMIN.password, { client: 'shop-counter' })).body.data
    const answers = []
    for (let i = 0; i < 60; i++) answers.push(await guess(ADMIN.mobile, `guess-${i}-x`, `far-${i}`))
    // 20 attempts an hour: the seller's own two sign-ins above, then 18 guesses.
    expect(answers.filter((s) => s === 401)).toHaveLength(18)
    expect(answers.slice(18).every((s) => s === 429)).toBe(true)
    // Without its device token even the right password waits; with it, the seller is in.
    expect((await loginAs(t, ADMIN.mobile, ADMIN.password, { client: 'new-laptop' })).status).toBe(429)
    const seller = await loginAs(t, ADMIN.mobile, ADMIN.password, {
      client: 'shop-counter',
      device_token: device.device_token,
    })
    expect(seller.status).toBe(200)
    expect(seller.body.data.roles).toEqual(['admin'])
  })

  it("one address alone cannot use up a number's caps: the owner's new phone still signs in", async () => {
    await signupAndLogin(t, '9840200011')
    const start = t.clock.now()
    const answers = []
    // Five guesses every quarter of an hour, as the place's short pause allows, for three hours.
    for (let quarter = 0; quarter < 12; quarter++) {
      t.clock.set(start + quarter * 15 * 60_000)
      for (let i = 0; i < 5; i++)
        answers.push(await guess('9840200011', `slow-${quarter}-${i}-x`, 'one-address'))
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(10)
    expect(await guess('9840200011', NEW_PASSWORD, 'owner-new-phone')).toBe(200)
    t.clock.set(start)
  })

  it('a number takes 50 checked guesses a day, spread over the hours', async () => {
    await signupAndLogin(t, '9840200006')
    const start = t.clock.now()
    const answers = []
    for (let hour = 0; hour < 3; hour++) {
      t.clock.set(start + hour * HOUR)
      for (let i = 0; i < 20; i++)
        answers.push(await guess('9840200006', `day-${hour}-${i}-x`, `spread-${hour}-${i}`))
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(50)
    t.clock.set(start + 5 * HOUR)
    expect(await guess('9840200006', NEW_PASSWORD, 'owner-new-phone')).toBe(429)
    t.clock.set(start)
  })

  it("the owner's device has its own budget: a stranger behind the owner's address does not lock it", async () => {
    const owner = await signupAndLogin(t, '9840200007')
    // Someone sharing the owner's address (a carrier's NAT) uses up the pair and the address.
    for (let i = 0; i < 31; i++)
      await guess(`98402001${String(i).padStart(2, '0')}`, 'nat-guess-1', 'shared-nat')
    for (let i = 0; i < 6; i++) await guess('9840200007', `nat-guess-${i}`, 'shared-nat')
    expect(await guess('9840200007', NEW_PASSWORD, 'shared-nat')).toBe(429)
    const device = { client: 'shared-nat', device_token: owner.device_token }
    expect((await loginAs(t, '9840200007', NEW_PASSWORD, device)).status).toBe(200)
    // The device's own failures pause it after 5, as a place's would.
    for (let i = 0; i < 5; i++)
      expect((await loginAs(t, '9840200007', `typo-${i}-typo`, device)).status).toBe(401)
    expect((await loginAs(t, '9840200007', NEW_PASSWORD, device)).status).toBe(429)
  })

  it("a device's own failures are capped at 20 a day, however they are spread", async () => {
    const owner = await signupAndLogin(t, '9840200009')
    const device = { client: 'owner-9', device_token: owner.device_token }
    const start = t.clock.now()
    const answers = []
    for (let quarter = 0; quarter < 5; quarter++) {
      t.clock.set(start + quarter * 15 * 60_000)
      for (let i = 0; i < 5; i++)
        answers.push((await loginAs(t, '9840200009', `dev-${quarter}-${i}-x`, device)).status)
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(20)
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429])
    t.clock.set(start)
  })

  it("a one-time password from the seller's reset signs in even after strangers used up the number's caps", async () => {
    const seller = await createAdmin(t, {
      mobile: '9000000098',
      name: 'Selvi',
      password: 'second-seller-2026',
    })
    const buyer = await signupAndLogin(t, '9840200008')
    for (let i = 0; i < 25; i++) await guess('9840200008', `wrong-${i}-pass`, `crowd-${i}`)
    expect(await guess('9840200008', NEW_PASSWORD, 'buyer-new-phone')).toBe(429)
    const reset = await t.json<{ data: PasswordReset }>(
      `${API}/admin/accounts/${buyer.sub}/reset-password`,
      post({}, auth(seller)),
    )
    const otp = reset.body.data.one_time_password
    const first = await loginAs(t, '9840200008', otp, { client: 'buyer-new-phone' })
    expect(first.status).toBe(200)
    expect(first.body.data.must_change_password).toBe(1)
  })

  it('a success clears the pair counter', async () => {
    await signupAndLogin(t, '9840200005')
    for (let i = 0; i < 4; i++) await loginAs(t, '9840200005', 'typo-typo-typo', { client: 'owner-5' })
    expect((await loginAs(t, '9840200005', NEW_PASSWORD, { client: 'owner-5' })).status).toBe(200)
    for (let i = 0; i < 4; i++) {
      expect((await loginAs(t, '9840200005', 'typo-typo-typo', { client: 'owner-5' })).status).toBe(401)
    }
  })

  it('unknown numbers are counted too, and answer like wrong passwords', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await loginAs(t, '9840299999', 'whatever-123', { client: 'prober' })
      expect(r.status).toBe(401)
      expect(r.body.error.code).toBe('LOGIN_FAILED')
    }
    expect((await loginAs(t, '9840299999', 'whatever-123', { client: 'prober' })).status).toBe(429)
    const rows = await t.db.select().from(rateLimits)
    expect(rows.some((r) => r.key.includes('9840299999'))).toBe(true)
  })
})
