import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../worker/db/schema'
import { loginAs, NEW_PASSWORD, signupAndLogin } from '../helpers/accounts'
import { ADMIN, createAdmin } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ overrides: { clientAddress: (c) => c.req.header('x-test-client') ?? 'tests' } })
})
afterAll(() => t.close())

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

  it('an attacker failing 60 times elsewhere does not lock the owner out', async () => {
    const owner = await signupAndLogin(t, '9840200002')
    // Many clients, each staying under its pair limit, push the number past its global limit.
    for (let i = 0; i < 60; i++) {
      const r = await loginAs(t, '9840200002', `wrong-${i}-pass`, { client: `botnet-${i % 12}` })
      expect([401, 429]).toContain(r.status)
    }
    const stranger = await loginAs(t, '9840200002', NEW_PASSWORD, { client: 'botnet-99' })
    expect(stranger.status).toBe(429)
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

  it("strangers failing on the seller's number never lock the seller out", async () => {
    await createAdmin(t)
    for (let i = 0; i < 60; i++) await loginAs(t, ADMIN.mobile, `guess-${i}-x`, { client: `far-${i % 12}` })
    expect((await loginAs(t, ADMIN.mobile, ADMIN.password, { client: 'shop-counter' })).status).toBe(200)
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
