import { API_BASE } from '@contract/api-base'
import { vi } from 'vitest'

// The one fake shop every web test talks to. It stands in for the browser's fetch (the api
// client's default transport), answers from a table of routes and records every call, so a test
// says what the shop answers and then checks what the page sent.

// A JSON body, a network failure, or a whole Response for what is not JSON (a CSV download).
export type Answer = { status?: number; body: unknown } | 'offline' | Response
// A route answers the same each time, in turn from a list (the last one repeats), or by a function
// of the call, at once or when the test resolves it (undefined falls through to the shop's 404).
type Answering = Answer | undefined
export type Route = Answer | Answer[] | ((call: Call) => Answering | Promise<Answering>)
// Keys are 'METHOD path' or just 'path' (any method), the path after the API base with or without
// its query string; '*' answers whatever nothing else does.
export type Routes = Record<string, Route>

export interface Call {
  method: string
  // After the API base, query string kept.
  path: string
  url: string
  // JSON parsed; a FormData or other body as sent.
  body: unknown
  headers: Record<string, string>
  token: string | null
}

export const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } })
export const fail = (code: string, status: number, message = code): Answer => ({
  status,
  body: { error: { code, message, requestId: 'r' } },
})
const notFound = fail('NOT_FOUND', 404, 'nf')

const readBody = (raw: BodyInit | null | undefined): unknown => {
  if (typeof raw !== 'string') return raw ?? undefined
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

const toCall = (input: RequestInfo | URL, init: RequestInit | undefined): Call => {
  const url = String(input instanceof Request ? input.url : input)
  const headers = (init?.headers ?? {}) as Record<string, string>
  return {
    method: init?.method ?? 'GET',
    path: url.replace(new RegExp(`^.*${API_BASE}/`), ''),
    url,
    body: readBody(init?.body),
    headers,
    token: headers['x-auth-token'] ?? null,
  }
}

const routeFor = (routes: Routes, { method, path }: Call): Route | undefined => {
  const bare = path.split('?')[0]!
  const keys = [`${method} ${path}`, `${method} ${bare}`, path, bare, '*']
  const key = keys.find((k) => k in routes)
  return key === undefined ? undefined : routes[key]
}

const answerFor = (route: Route | undefined, call: Call): Answering | Promise<Answering> => {
  if (typeof route === 'function') return route(call)
  if (Array.isArray(route)) return route.length > 1 ? route.shift() : route[0]
  return route
}

// Swaps fetch for the fake shop until vi.unstubAllGlobals() (useWebTestReset does it after each
// test). Returns the calls, in order, as they arrive.
export const fakeApi = (routes: Routes = {}): Call[] => {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = toCall(input, init)
      calls.push(call)
      const answer = (await answerFor(routeFor(routes, call), call)) ?? notFound
      if (answer === 'offline') throw new TypeError('Failed to fetch')
      if (answer instanceof Response) return answer
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  return calls
}
