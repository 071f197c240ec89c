import { useSyncExternalStore } from 'react'

// A sign-in with a one-time password, which may only choose a password: its token lives in this
// tab's memory and never becomes a session, so a reload or another tab cannot use it for anything else.
export interface PasswordStep {
  token: string
  sub: string
  // Set when a call answered PASSWORD_CHANGE_REQUIRED: the site frame takes the buyer to the step.
  forced?: boolean
}

let current: PasswordStep | null = null
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export const passwordStep = {
  get: () => current,
  start(step: PasswordStep) {
    current = step
    emit()
  },
  clear() {
    current = null
    emit()
  },
  subscribe(l: () => void) {
    listeners.add(l)
    return () => {
      listeners.delete(l)
    }
  },
}

export const usePasswordStep = () =>
  useSyncExternalStore(passwordStep.subscribe, passwordStep.get, () => null)

export const CHOOSE_PASSWORD_PATH = '/choose-password'

// The step's address, keeping where the sign-in was meant to lead.
export const choosePasswordLink = (redirectUrl: string | null) =>
  redirectUrl
    ? `${CHOOSE_PASSWORD_PATH}?redirect_url=${encodeURIComponent(redirectUrl)}`
    : CHOOSE_PASSWORD_PATH
