import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '../../shared/session'
import { accountsKeys, logoutEverywhere, logoutHere } from './accounts.queries'

const forget = (queryClient?: QueryClient) => {
  sessionStore.signOut()
  queryClient?.removeQueries({ queryKey: accountsKeys.all })
}

// Revoke this token on the server, then forget the session here even if that call failed
// (offline, or the token had already ended): the buyer asked to be signed out.
export const logout = async (queryClient?: QueryClient) => {
  try {
    await logoutHere()
  } catch {}
  forget(queryClient)
}

// Every session of the account, this one included. A failure leaves the buyer signed in, so they
// can see it did not happen and try again.
export const logoutAllDevices = async (queryClient?: QueryClient) => {
  await logoutEverywhere()
  forget(queryClient)
}

// After the account is deleted: the server has already ended its sessions.
export const forgetSession = forget
