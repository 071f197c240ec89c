import { useEffect, useSyncExternalStore } from 'react'
import { ApiError } from '../../lib/api-client'
import { readString, STORAGE_KEYS } from '../../lib/storage'
import { sessionStore } from '../../shared/session'
import { type FieldErrors, type Issue, unplacedMessage } from '../../ui/form'
import { toast } from '../../ui/toast'
import { forgetKeptInbox } from './kept-inbox'

// The server has the last word on who is the seller: a 401 ends the sign-in, a 403 means this
// account is not the seller's even when the stored roles said so (roles change on the server).

export const SELLER_ONLY_MESSAGE = 'This page is for the seller only.'
export const SESSION_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.'

let deniedToken: string | null = null
const listeners = new Set<() => void>()

const deny = (token: string | null) => {
  if (deniedToken === token) return
  deniedToken = token
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

// True when the server refused this sign-in (token) the console.
export const useDenied = (token: string | null) =>
  useSyncExternalStore(
    subscribe,
    () => token !== null && deniedToken === token,
    () => false,
  )

// Handles a 401 or 403 from any console call; true when it did, so callers say nothing more.
export const handleAuthError = (e: unknown): boolean => {
  if (!(e instanceof ApiError)) return false
  if (e.status === 401) {
    toast.warning(SESSION_EXPIRED_MESSAGE)
    void forgetKeptInbox()
    // The console re-renders signed out, which sends the seller to the sign-in page.
    sessionStore.signOut()
    return true
  }
  if (e.status === 403) {
    deny(readString(STORAGE_KEYS.token))
    return true
  }
  return false
}

export const isAuthError = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403)

// For a query's error: handled once per error.
export const useAuthError = (error: unknown) => {
  useEffect(() => {
    if (error) handleAuthError(error)
  }, [error])
}

export const resetAccessForTests = () => deny(null)

export const SOMETHING_WRONG = 'Something went wrong. Please try again.'

// A refused save: nothing more to say when the sign-in was the problem (null); else the server's
// messages for the form's fields, and its message above the buttons when no field shows one.
export const saveFailure = (
  e: unknown,
  prefix: string,
  toErrors: (issues: readonly Issue[]) => FieldErrors,
): { errors: FieldErrors; failure: string | null } | null => {
  if (handleAuthError(e)) return null
  if (!(e instanceof ApiError)) return { errors: {}, failure: SOMETHING_WRONG }
  const errors = toErrors(e.issues)
  return { errors, failure: unplacedMessage(prefix, errors, e.message) }
}
