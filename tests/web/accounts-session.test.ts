import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../../web/src/shared/session'

describe('session store', () => {
  beforeEach(() => localStorage.clear())

  it('sign-in writes public_token, public_sub, roles and is_address_added', () => {
    sessionStore.signIn({ token: 't-1', sub: 'sub-1', roles: ['user'], isAddressAdded: true })
    expect(localStorage.getItem('public_token')).toBe('t-1')
    expect(localStorage.getItem('public_sub')).toBe('sub-1')
    expect(JSON.parse(localStorage.getItem('roles') ?? 'null')).toEqual(['user'])
    expect(localStorage.getItem('is_address_added')).toBe('1')
    expect(sessionStore.get()).toEqual({ token: 't-1', sub: 'sub-1', roles: ['user'], isAddressAdded: true })
  })

  it('sign-out removes the four keys and keeps the cart', () => {
    localStorage.setItem('product_list', '[]')
    sessionStore.signIn({ token: 't-1', sub: 'sub-1', roles: ['user'], isAddressAdded: false })
    sessionStore.signOut()
    for (const key of ['public_token', 'public_sub', 'roles', 'is_address_added'])
      expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem('product_list')).toBe('[]')
    expect(sessionStore.get()).toBeNull()
  })

  it('a new token after a password change keeps the rest of the session', () => {
    sessionStore.signIn({ token: 'old', sub: 'sub-1', roles: ['user'], isAddressAdded: true })
    sessionStore.setToken('new')
    expect(localStorage.getItem('public_token')).toBe('new')
    expect(sessionStore.get()?.sub).toBe('sub-1')
  })
})
