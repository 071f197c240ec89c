import { RENEWED_TOKEN_HEADER } from '@contract/accounts'
import { API_BASE } from '@contract/api-base'
import type { ErrorBody } from '@contract/common'
import { fingerprint, readString, STORAGE_KEYS } from './storage'

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly issues: { path: string; message: string }[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the shop. Please check your connection and try again.'

interface ApiInit {
  method?: 'GET' | 'POST'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  // Sent instead of the stored session's token (the password-scope token of "choose your password").
  token?: string
}

// What the session does when an answer says something about the token that was sent. Set by the
// session store, so this module knows nothing of how a session is kept.
export interface AuthHooks {
  renewed(token: string, sent: string): void
  passwordChangeRequired(sent: string): void
  unauthenticated(sent: string): void
}
let hooks: Partial<AuthHooks> = {}
export const setAuthHooks = (next: Partial<AuthHooks>) => {
  hooks = next
}

// The fetch every call shares: headers, the token, and what the answer says about that token.
export const send = async (
  path: string,
  init: Omit<RequestInit, 'headers' | 'signal'> & {
    headers?: Record<string, string>
    token?: string
    signal?: AbortSignal | undefined
  },
): Promise<Response> => {
  const { token: explicit, headers: extra, signal, ...rest } = init
  const headers: Record<string, string> = { fp: fingerprint(), ...extra }
  const token = explicit ?? readString(STORAGE_KEYS.token)
  if (token) headers['x-auth-token'] = token
  let res: Response
  try {
    res = await fetch(`${API_BASE}/${path}`, { ...rest, headers, signal: signal ?? null })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new ApiError('NETWORK', NETWORK_ERROR_MESSAGE, 0)
  }
  // A failed sign-in says nothing about the session the browser may still hold.
  if (token && path !== 'users/login') {
    const renewed = res.headers.get(RENEWED_TOKEN_HEADER)
    if (renewed && renewed !== token) hooks.renewed?.(renewed, token)
    if (res.status === 401 || res.status === 403) {
      const code = await res
        .clone()
        .json()
        .then((b) => (b as ErrorBody | undefined)?.error?.code)
        .catch(() => undefined)
      if (code === 'PASSWORD_CHANGE_REQUIRED') hooks.passwordChangeRequired?.(token)
      else if (code === 'UNAUTHENTICATED') hooks.unauthenticated?.(token)
    }
  }
  return res
}

// The one error shape as an ApiError.
export const errorOf = (res: Response, json: unknown) => {
  const err = (json as ErrorBody | undefined)?.error
  return new ApiError(
    err?.code ?? 'HTTP_ERROR',
    err?.message ?? 'Something went wrong. Please try again.',
    res.status,
    err?.issues ?? [],
    err?.details ?? {},
  )
}

// Every call of the site: the one error shape becomes an ApiError; `data` is what callers get.
export const api = async <T>(path: string, init: ApiInit = {}): Promise<T> => {
  const headers: Record<string, string> = { ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await send(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal,
    ...(init.token ? { token: init.token } : {}),
  })
  const text = await res.text().catch(() => '')
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  if (!res.ok) throw errorOf(res, json)
  // Spec §7: an empty or missing data reads as an empty list.
  return ((json as { data?: T } | undefined)?.data ?? []) as T
}

// A file the server sends (the account's data export): the body as a Blob, with its file name.
export const download = async (path: string): Promise<{ blob: Blob; filename: string | null }> => {
  const res = await send(path, { method: 'GET' })
  if (!res.ok) {
    const json = await res.json().catch(() => undefined)
    throw errorOf(res, json)
  }
  const disposition = res.headers.get('Content-Disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null
  return { blob: await res.blob(), filename }
}
