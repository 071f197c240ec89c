import { useSyncExternalStore } from 'react'

// After a sign-in with the first password (the mobile number), the site suggests setting a new one.
// Kept for this tab only (sessionStorage), so the suggestion is gentle rather than a nag.
const KEY = 'suggest_password_change'
const listeners = new Set<() => void>()

const read = () => {
  try {
    return sessionStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

const write = (on: boolean) => {
  try {
    if (on) sessionStorage.setItem(KEY, '1')
    else sessionStorage.removeItem(KEY)
  } catch {}
  for (const l of listeners) l()
}

export const passwordNotice = {
  get: read,
  suggest: () => write(true),
  dismiss: () => write(false),
  subscribe(l: () => void) {
    listeners.add(l)
    return () => {
      listeners.delete(l)
    }
  },
}

export const usePasswordNotice = () => useSyncExternalStore(passwordNotice.subscribe, read, () => false)

export const PASSWORD_NOTICE_MESSAGE =
  'You are signed in with your first password (your mobile number). For your safety, please set a new password.'
