import type {
  ClaimableEnquiries,
  ClaimedEnquiry,
  LoginResult,
  Profile,
  SignupResult,
} from '@contract/accounts'
import type { District, State } from '@contract/catalogue'
import { queryOptions } from '@tanstack/react-query'
import { api, download } from '../../lib/api-client'

// One factory per request; keys are built here and nowhere else.
const root = ['accounts'] as const
const DAY = 24 * 60 * 60_000

export const accountsKeys = { all: root }

export const profileQuery = (sub: string) =>
  queryOptions({
    queryKey: [...root, 'profile', sub] as const,
    queryFn: ({ signal }) => api<Profile>(`account/search/single/sub/${encodeURIComponent(sub)}`, { signal }),
    // Someone may have changed it on another device: read it fresh each visit.
    staleTime: 0,
  })

// How many enquiries were sent with the account's number while signed out: each is added by its code.
export const claimableQuery = (sub: string) =>
  queryOptions({
    queryKey: [...root, 'claimable', sub] as const,
    queryFn: ({ signal }) => api<ClaimableEnquiries>('account/claim-enquiries', { signal }),
    staleTime: 0,
  })

// The state and district lists change about once a decade; the server lets browsers keep them a day.
export const statesQuery = () =>
  queryOptions({
    queryKey: ['master', 'states'] as const,
    queryFn: ({ signal }) => api<State[]>('master/state/get', { signal }),
    staleTime: DAY,
    gcTime: DAY,
  })

// The form starts at Tamil Nadu ('TN'); the server also takes any state's code or id.
export const districtsQuery = (stateRef = 'TN') =>
  queryOptions({
    queryKey: ['master', 'districts', stateRef] as const,
    queryFn: ({ signal }) =>
      api<District[]>(`master/district/get/${encodeURIComponent(stateRef)}`, { signal }),
    staleTime: DAY,
    gcTime: DAY,
  })

/* The account calls that change something (used through useMutation, so the wait indicator shows). */

export const checkDuplicate = (payload: Record<string, string>) =>
  api<{ status?: number } | []>('account/checkDuplicate', { body: payload })

export const saveAccount = (payload: Record<string, string | number>) =>
  api<SignupResult>('account/save', { body: payload })

export const login = (body: { username: string; password: string; device_token?: string }) =>
  api<LoginResult>('users/login', { body })

export const updateProfile = (payload: Record<string, string>) =>
  api<Profile | []>('account/update', { body: payload })

export const changePassword = (body: { current_password: string; new_password: string }) =>
  api<{ token: string; sub: string }>('account/change-password', { body })

// With the password-scope token of a one-time password, never the stored session's.
export const setPassword = (newPassword: string, token: string) =>
  api<LoginResult>('account/set-password', { body: { new_password: newPassword }, token })

export const logoutHere = () => api<unknown>('users/logout', { body: {} })
export const logoutEverywhere = () => api<unknown>('users/logout-all', { body: {} })
export const exportAccount = () => download('account/export')
export const deleteAccount = (password: string) => api<unknown>('account/delete', { body: { password } })
export const claimEnquiry = (accessCode: string) =>
  api<ClaimedEnquiry>('account/claim-enquiries', { body: { access_code: accessCode } })
