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

export interface ApiInit {
  // Defaults to POST when something is sent, else GET.
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  // One of: a JSON body, a multipart upload, or text of a given type (a CSV file).
  body?: unknown
  form?: FormData
  text?: { body: string; type: string }
  headers?: Record<string, string>
  signal?: AbortSignal | undefined
  // Sent instead of the stored session's token (the password-scope token of "choose your password").
  token?: string
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

// The fetch every call shares: headers, the token, and what the answer says about that token.
export const send = async (
  path: string,
  init: Omit<RequestInit, 'headers' | 'signal'> & {
    headers?: Record<string, string>
    token?: string
    signal?: AbortSignal | undefined
    transport?: Transport | undefined
  },
): Promise<Response> => {
  const { token: explicit, headers: extra, signal, transport = fetch, ...rest } = init
  const headers: Record<string, string> = { fp: fingerprint(), ...extra }
  const token = explicit ?? readString(STORAGE_KEYS.token)
  if (token) headers['x-auth-token'] = token
  let res: Response
  try {
    res = await transport(`${API_BASE}/${path}`, { ...rest, headers, signal: signal ?? null })
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

const bodyOf = (init: ApiInit): { body: BodyInit | null; type?: string } => {
  if (init.body !== undefined) return { body: JSON.stringify(init.body), type: 'application/json' }
  // The browser writes the multipart boundary into Content-Type itself.
  if (init.form) return { body: init.form }
  if (init.text) return { body: init.text.body, type: init.text.type }
  return { body: null }
}

const call = (path: string, init: ApiInit): Promise<Response> => {
  const { body, type } = bodyOf(init)
  const headers: Record<string, string> = { ...init.headers }
  if (type) headers['Content-Type'] = type
  return send(path, {
    method: init.method ?? (body === null ? 'GET' : 'POST'),
    headers,
    body,
    signal: init.signal,
    transport: init.transport,
    ...(init.token ? { token: init.token } : {}),
  })
}

const readJson = async (res: Response): Promise<{ json: unknown; parsed: boolean }> => {
  const text = await res.text().catch(() => '')
  if (!text) return { json: undefined, parsed: true }
  try {
    return { json: JSON.parse(text), parsed: true }
  } catch {
    return { json: undefined, parsed: false }
  }
}

// An answer's data: the one error shape becomes an ApiError. Missing data reads as an empty list
// for a list (as does an answer that is not JSON: the buyer's pages show "nothing yet"); for one
// object both are an HTTP_ERROR; the deprecated request() hands on missing data as undefined.
// `missing`: 0 a list, 1 one object, 2 as sent (plain numbers: the smallest first load).
const dataOf = async (pending: Promise<Response>, missing: 0 | 1 | 2) => {
  const res = await pending
  const { json, parsed } = await readJson(res)
  if (!res.ok) throw errorOf(res, json)
  const data = (json as { data?: unknown } | undefined)?.data
  if (missing === 0) return data ?? []
  if (!parsed || (missing === 1 && data == null))
    throw new ApiError(
      'HTTP_ERROR',
      'The server answered something unexpected. Please try again.',
      res.status,
    )
  return data
}

// What a route's call takes besides its key: the path's parameters and the body when the route
// has them (worker/contract/api-routes.ts), and how the call travels.
type RouteInit = Pick<ApiInit, 'signal' | 'transport' | 'token' | 'headers'>
export type RouteArgs<K extends RouteKey, B> = RouteInit &
  ([RouteParams<K>] extends [never] ? { params?: never } : { params: Record<RouteParams<K>, string> }) &
  ([RouteBody<K>] extends [never] ? { body?: never } : { body: B })
type ArgList<K extends RouteKey, B> = [RouteParams<K> | RouteBody<K>] extends [never]
  ? [args?: RouteArgs<K, B>]
  : [args: RouteArgs<K, B>]

const callRoute = (
  key: string,
  { params, body, ...init }: RouteInit & { params?: Record<string, string>; body?: unknown } = {},
) => {
  // The method needs no reading: every POST route takes a body and no GET route does, and call()
  // sends POST exactly when there is one.
  const path = key.replace(/^\w+ |:(\w+)/g, (_, name?: string) =>
    name ? encodeURIComponent(params?.[name] ?? '') : '',
  )
  return call(path, { ...init, ...(body instanceof FormData ? { form: body } : { body }) })
}

// A route that answers one thing: its data, typed by the route. No data, or an answer that is
// not JSON, is an HTTP_ERROR: a caller expecting an object never receives an empty list.
export const apiRoute = <K extends ObjectRoute, B extends RouteBody<K> = RouteBody<K>>(
  key: K,
  ...[args]: ArgList<K, B>
) => dataOf(callRoute(key, args), 1) as Promise<RouteData<K, B>>

// A route that answers a list: missing data, or an answer that is not JSON, reads as an empty list.
export const apiList = <K extends ListRoute, B extends RouteBody<K> = RouteBody<K>>(
  key: K,
  ...[args]: ArgList<K, B>
) => dataOf(callRoute(key, args), 0) as Promise<RouteData<K, B>>

/**
 * @deprecated Untyped: use apiRoute. Kept while the console's calls move to the route map.
 * `data` as sent (undefined when the answer has none); an answer that is not JSON is an HTTP_ERROR.
 */
export const request = <T>(path: string, init: ApiInit = {}) => dataOf(call(path, init), 2) as Promise<T>

/**
 * @deprecated Untyped, and answers [] for a missing object: use apiRoute or apiList. Kept while
 * the console's calls move to the route map. Missing data, or an answer that is not JSON, reads
 * as an empty list.
 */
export const api = <T>(path: string, init: ApiInit = {}) => dataOf(call(path, init), 0) as Promise<T>

// A file the server sends (a data export, a CSV, a bill): the body as a Blob, with its file name.
export const download = async (
  path: string,
  init: Pick<ApiInit, 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null }> => {
  const res = await call(path, init)
  if (!res.ok) throw errorOf(res, (await readJson(res)).json)
  const disposition = res.headers.get('Content-Disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null
  return { blob: await res.blob(), filename }
}
