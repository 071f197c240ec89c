import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiList, apiRoute } from '../../web/src/lib/api-client'
import { passwordStep } from '../../web/src/shared/password-step'
import { sessionStore } from '../../web/src/shared/session'

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  )

const signIn = () =>
  sessionStore.signIn({ token: 'old', sub: 'sub-1', roles: ['user'], isAddressAdded: true })

beforeEach(() => {
  localStorage.clear()
  sessionStore.signOut()
  passwordStep.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('api client and the session token', () => {
  it('stores a renewed token from the X-Auth-Token header', async () => {
    signIn()
    reply(200, { data: { ok: 1 } }, { 'X-Auth-Token': 'renewed' })
    expect(await apiRoute('GET account/search/single/sub/:sub', { params: { sub: 'sub-1' } })).toEqual({
      ok: 1,
    })
    expect(sessionStore.get()?.token).toBe('renewed')
    expect(localStorage.getItem('public_token')).toBe('renewed')
  })

  it('a renewal of a token other than the session (the password step) never becomes the session', async () => {
    signIn()
    reply(200, { data: {} }, { 'X-Auth-Token': 'renewed-scope' })
    await apiRoute('POST account/set-password', { body: { new_password: 'x' }, token: 'pw-scope' })
    expect(sessionStore.get()?.token).toBe('old')
  })

  it('a 401 UNAUTHENTICATED for the stored token clears the session', async () => {
    signIn()
    reply(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in again' } })
    await expect(
      apiRoute('GET account/search/single/sub/:sub', { params: { sub: 'sub-1' } }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(sessionStore.get()).toBeNull()
  })

  it('a failed sign-in leaves the stored session alone', async () => {
    signIn()
    reply(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid username or password' } })
    await expect(
      apiRoute('POST users/login', { body: { username: '9876543210', password: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(sessionStore.get()?.token).toBe('old')
  })

  it('a 403 PASSWORD_CHANGE_REQUIRED moves the token to the choose-password step', async () => {
    signIn()
    reply(403, { error: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Choose a password first' } })
    await expect(apiList('POST order/search', { body: { sub: 'sub-1' } })).rejects.toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    })
    expect(sessionStore.get()).toBeNull()
    expect(passwordStep.get()).toEqual({ token: 'old', sub: 'sub-1', forced: true })
  })

  it('logout keeps the device token', async () => {
    localStorage.setItem('device_token', 'dev')
    signIn()
    sessionStore.signOut()
    expect(localStorage.getItem('device_token')).toBe('dev')
  })
})
