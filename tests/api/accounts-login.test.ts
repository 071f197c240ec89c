import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { LoginResult } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import { auth, NEW_PASSWORD, signupAndLogin as signupWithPassword } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API, TEST_SECRETS } from '../helpers/test-app'

// Signing in and the session token: refused alike for unknown numbers and wrong passwords, paused
// after repeated failures, and never accepted when forged.

const t = apiApp()
const signupAndLogin = (mobile: string) => signupWithPassword(t, mobile)

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
