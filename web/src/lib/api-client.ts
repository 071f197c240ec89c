import { API_BASE, RENEWED_TOKEN_HEADER } from '@contract/api-base'
import type {
  ListRoute,
  ObjectRoute,
  RouteBody,
  RouteData,
  RouteKey,
  RouteParams,
} from '@contract/api-routes'
import type { ErrorBody } from '@contract/common'
import { type ErrorCode, isErrorCode } from '@contract/errors'
import { fingerprint, readString, STORAGE_KEYS } from './storage'

// Every code the server sends (ErrorCode), plus two of the browser's own: NETWORK when the shop
// could not be reached, HTTP_ERROR for an answer without the error body or with a code the
// contract does not know (a proxy's page, a broken gateway).
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'HTTP_ERROR'

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
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

// How a call travels, besides its path and body.
export interface ApiInit {
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  // Sent instead of the stored session's token (the password-scope token of "choose your password").
  token?: string | undefined
  // How the call travels: the browser's fetch, or the server's own API during its page render.
  transport?: Transport | undefined
}

export type Transport = (url: string, init: RequestInit) => Promise<Response>

// The server renders pages with the same query factories the browser uses; the query client it
// renders with carries a transport that answers the calls in process. Keyed by client, so two
// renders at once never share one.
const transports = new WeakMap<object, Transport>()
export const bindTransport = (client: object, transport: Transport) => {
  transports.set(client, transport)
}

// What a query function passes on: its abort signal and its client's transport, if any.
export const queryInit = (ctx: {
  signal: AbortSignal
  client: object
}): Pick<ApiInit, 'signal' | 'transport'> => ({
  signal: ctx.signal,
  transport: transports.get(ctx.client),
})

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

// An answer's JSON, or undefined when it has none or is not JSON.
const jsonOf = (res: Response): Promise<{ data?: unknown; error?: ErrorBody['error'] } | undefined> =>
  res.json().catch(() => undefined)

// The fetch every call shares: headers, the token, and what the answer says about that token.
export const send = async (
  path: string,
  {
    token: explicit,
    headers: extra,
    transport = fetch,
    ...init
  }: ApiInit & Pick<RequestInit, 'method' | 'body'>,
): Promise<Response> => {
  const headers: Record<string, string> = { fp: fingerprint(), ...extra }
  const token = explicit ?? readString(STORAGE_KEYS.token)
  if (token) headers['x-auth-token'] = token
  let res: Response
  try {
    res = await transport(`${API_BASE}/${path}`, { ...init, headers, signal: init.signal ?? null })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new ApiError('NETWORK', NETWORK_ERROR_MESSAGE, 0)
  }
  // A failed sign-in says nothing about the session the browser may still hold.
  if (token && path !== 'users/login') {
    const renewed = res.headers.get(RENEWED_TOKEN_HEADER)
    if (renewed && renewed !== token) hooks.renewed?.(renewed, token)
    if (res.status === 401 || res.status === 403) {
      const code = (await jsonOf(res.clone()))?.error?.code
      if (code === 'PASSWORD_CHANGE_REQUIRED') hooks.passwordChangeRequired?.(token)
      else if (code === 'UNAUTHENTICATED') hooks.unauthenticated?.(token)
    }
  }
  return res
}

// The one error shape as an ApiError.
export const errorOf = (res: Response, json: Awaited<ReturnType<typeof jsonOf>>) => {
  const err = json?.error
  // A proxy's own 413 page carries no error body; say what it means for an upload.
  if (res.status === 413 && !err)
    return new ApiError('PAYLOAD_TOO_LARGE', 'The file is too large to upload.', res.status)
  return new ApiError(
    isErrorCode(err?.code) ? err.code : 'HTTP_ERROR',
    err?.message ?? 'Something went wrong. Please try again.',
    res.status,
    err?.issues ?? [],
    err?.details ?? {},
  )
}

// What a route's call takes besides its key: the path's parameters, the query string and the body
// when the route has them (worker/contract/api-routes.ts), and how the call travels.
type RouteInit = ApiInit & { query?: ConstructorParameters<typeof URLSearchParams>[0] }
export type RouteArgs<K extends RouteKey, B> = RouteInit &
  ([RouteParams<K>] extends [never] ? { params?: never } : { params: Record<RouteParams<K>, string> }) &
  ([RouteBody<K>] extends [never] ? { body?: never } : { body: B })
type ArgList<K extends RouteKey, B> = [RouteParams<K> | RouteBody<K>] extends [never]
  ? [args?: RouteArgs<K, B>]
  : [args: RouteArgs<K, B>]

// The method and path come from the key; an object body goes as JSON, a FormData as a multipart
// upload (the browser writes its boundary into Content-Type), text as it is (its type in headers).
// The answer's data: the one error shape becomes an ApiError. For a list, missing data (or an
// answer that is not JSON) reads as an empty list; for one object it is an HTTP_ERROR.
const callRoute = async (
  key: string,
  list: boolean,
  { params, query, body, ...init }: RouteInit & { params?: Record<string, string>; body?: unknown } = {},
) => {
  const [method, pattern] = key.split(' ') as [string, string]
  const search = `${new URLSearchParams(query)}`
  // (No route's body is null.)
  const json = typeof body === 'object' && !(body instanceof FormData)
  const res = await send(
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? '')) +
      (search && `?${search}`),
    {
      ...init,
      method,
      headers: json ? { 'Content-Type': 'application/json', ...init.headers } : init.headers,
      body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
    },
  )
  const answer = await jsonOf(res)
  if (!res.ok) throw errorOf(res, answer)
  const data = answer?.data
  if (list) return data ?? []
  // JSON has no undefined: no data at all (a route may answer null, the shipment before dispatch).
  if (data === undefined)
    throw new ApiError(
      'HTTP_ERROR',
      'The server answered something unexpected. Please try again.',
      res.status,
    )
  return data
}

// A route that answers one thing: its data, typed by the route. No data, or an answer that is
// not JSON, is an HTTP_ERROR: a caller expecting an object never receives an empty list.
export const apiRoute = <K extends ObjectRoute, B extends RouteBody<K> = RouteBody<K>>(
  key: K,
  ...[args]: ArgList<K, B>
) => callRoute(key, false, args) as Promise<RouteData<K, B>>

// A route that answers a list: missing data, or an answer that is not JSON, reads as an empty list.
export const apiList = <K extends ListRoute, B extends RouteBody<K> = RouteBody<K>>(
  key: K,
  ...[args]: ArgList<K, B>
) => callRoute(key, true, args) as Promise<RouteData<K, B>>

// A file the server sends (a data export, a CSV, a bill): the body as a Blob, with its file name.
export const download = async (
  path: string,
  init: Pick<ApiInit, 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null }> => {
  const res = await send(path, init)
  if (!res.ok) throw errorOf(res, await jsonOf(res))
  const disposition = res.headers.get('Content-Disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null
  return { blob: await res.blob(), filename }
}
