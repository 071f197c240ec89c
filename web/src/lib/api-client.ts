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
}

// Every call of the site: the one error shape becomes an ApiError; `data` is what callers get.
export const api = async <T>(path: string, init: ApiInit = {}): Promise<T> => {
  const headers: Record<string, string> = { fp: fingerprint(), ...init.headers }
  const token = readString(STORAGE_KEYS.token)
  if (token) headers['x-auth-token'] = token
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(`${API_BASE}/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new ApiError('NETWORK', NETWORK_ERROR_MESSAGE, 0)
  }
  const text = await res.text().catch(() => '')
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  if (!res.ok) {
    const err = (json as ErrorBody | undefined)?.error
    throw new ApiError(
      err?.code ?? 'HTTP_ERROR',
      err?.message ?? 'Something went wrong. Please try again.',
      res.status,
      err?.issues ?? [],
      err?.details ?? {},
    )
  }
  // Spec §7: an empty or missing data reads as an empty list.
  return ((json as { data?: T } | undefined)?.data ?? []) as T
}
