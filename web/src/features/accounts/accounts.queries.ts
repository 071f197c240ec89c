import type { RouteBody } from '@contract/api-routes'
import { queryOptions } from '@tanstack/react-query'
import { apiList, apiRoute, download } from '../../lib/api-client'

// One factory per request; keys are built here and nowhere else.
const root = ['accounts'] as const
const DAY = 24 * 60 * 60_000

export const accountsKeys = { all: root }

export const profileQuery = (sub: string) =>
  queryOptions({
    queryKey: [...root, 'profile', sub] as const,
    queryFn: ({ signal }) => apiRoute('GET account/search/single/sub/:sub', { params: { sub }, signal }),
    // Someone may have changed it on another device: read it fresh each visit.
    staleTime: 0,
  })

// How many enquiries were sent with the account's number while signed out: each is added by its code.
export const claimableQuery = (sub: string) =>
  queryOptions({
    queryKey: [...root, 'claimable', sub] as const,
    queryFn: ({ signal }) => apiRoute('GET account/claim-enquiries', { signal }),
    staleTime: 0,
  })

// The state and district lists change about once a decade; the server lets browsers keep them a day.
export const statesQuery = () =>
  queryOptions({
    queryKey: ['master', 'states'] as const,
    queryFn: ({ signal }) => apiList('GET master/state/get', { signal }),
    staleTime: DAY,
    gcTime: DAY,
  })

// The form starts at Tamil Nadu ('TN'); the server also takes any state's code or id.
export const districtsQuery = (stateRef = 'TN') =>
  queryOptions({
    queryKey: ['master', 'districts', stateRef] as const,
    queryFn: ({ signal }) =>
      apiList('GET master/district/get/:state', { params: { state: stateRef }, signal }),
    staleTime: DAY,
    gcTime: DAY,
  })

/* The account calls that change something (used through useMutation, so the wait indicator shows). */

export const checkDuplicate = (payload: RouteBody<'POST account/checkDuplicate'>) =>
  apiRoute('POST account/checkDuplicate', { body: payload })

export const saveAccount = (payload: RouteBody<'POST account/save'>) =>
  apiRoute('POST account/save', { body: payload })

export const login = (body: RouteBody<'POST users/login'>) => apiRoute('POST users/login', { body })

export const updateProfile = (payload: RouteBody<'POST account/update'>) =>
  apiRoute('POST account/update', { body: payload })

export const changePassword = (body: RouteBody<'POST account/change-password'>) =>
  apiRoute('POST account/change-password', { body })

// With the password-scope token of a one-time password, never the stored session's.
export const setPassword = (newPassword: string, token: string) =>
  apiRoute('POST account/set-password', { body: { new_password: newPassword }, token })

export const logoutHere = () => apiRoute('POST users/logout', { body: {} })
export const logoutEverywhere = () => apiRoute('POST users/logout-all', { body: {} })
export const exportAccount = () => download('account/export')
export const deleteAccount = (password: string) => apiRoute('POST account/delete', { body: { password } })
export const claimEnquiry = (accessCode: string) =>
  apiRoute('POST account/claim-enquiries', { body: { access_code: accessCode } })
