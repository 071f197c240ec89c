import { useSyncExternalStore } from 'react'
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from '../../lib/storage'

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
      if (e.key === null || Object.values(STORAGE_KEYS).includes(e.key as never)) emit()
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
  // Spec §4: logout removes public_token, public_sub, is_address_added and roles.
  signOut() {
    for (const k of [STORAGE_KEYS.token, STORAGE_KEYS.sub, STORAGE_KEYS.isAddressAdded, STORAGE_KEYS.roles])
      writeString(k, null)
    emit()
  },
}

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null)
