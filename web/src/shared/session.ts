import { useSyncExternalStore } from 'react'
import { setAuthHooks } from '../lib/api-client'
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from '../lib/storage'
import { passwordStep } from './password-step'

// Signed-in state as the reference keeps it: public_token, public_sub, roles, is_address_added.
export interface Session {
  token: string
  sub: string
  roles: string[]
  isAddressAdded: boolean
}

const listeners = new Set<() => void>()
let cached: Session | null | undefined
const emit = () => {
  cached = undefined
  for (const l of listeners) l()
}

const read = (): Session | null => {
  if (cached !== undefined) return cached
  const token = readString(STORAGE_KEYS.token)
  const sub = readString(STORAGE_KEYS.sub)
  cached =
    token && sub
      ? {
          token,
          sub,
          roles: readJson<string[]>(STORAGE_KEYS.roles, []),
          isAddressAdded: readString(STORAGE_KEYS.isAddressAdded) === '1',
        }
      : null
  return cached
}

export const sessionStore = {
  get: read,
  subscribe(l: () => void) {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || SESSION_KEYS.includes(e.key as never)) emit()
    }
    listeners.add(l)
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(l)
      window.removeEventListener('storage', onStorage)
    }
  },
  signIn(s: Session) {
    writeString(STORAGE_KEYS.token, s.token)
    writeString(STORAGE_KEYS.sub, s.sub)
    writeJson(STORAGE_KEYS.roles, s.roles)
    writeString(STORAGE_KEYS.isAddressAdded, s.isAddressAdded ? '1' : '0')
    emit()
  },
  setToken(token: string) {
    writeString(STORAGE_KEYS.token, token)
    emit()
  },
  // Spec §4: logout removes public_token, public_sub, is_address_added and roles (the device token
  // stays: it is what spares this browser the per-number lockout).
  signOut() {
    for (const k of SESSION_KEYS) writeString(k, null)
    emit()
  },
}

const SESSION_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.sub, STORAGE_KEYS.isAddressAdded, STORAGE_KEYS.roles]

export const deviceToken = {
  get: () => readString(STORAGE_KEYS.deviceToken) ?? undefined,
  set: (token: string | undefined) => {
    if (token) writeString(STORAGE_KEYS.deviceToken, token)
  },
}

// Only answers to the stored session's own token change the session; the password step's token
// and any older token are left alone.
const isStored = (sent: string) => readString(STORAGE_KEYS.token) === sent

setAuthHooks({
  renewed(token, sent) {
    if (isStored(sent)) sessionStore.setToken(token)
  },
  passwordChangeRequired(sent) {
    const s = read()
    if (!s || s.token !== sent) return
    sessionStore.signOut()
    passwordStep.start({ token: sent, sub: s.sub, forced: true })
  },
  unauthenticated(sent) {
    if (isStored(sent)) sessionStore.signOut()
  },
})

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null)
