import { afterAll, beforeAll } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { ADMIN, adminPost, adminPut, auth, createAdmin, login } from './admin'
import { loadPageRender } from './page-render'
import { API, createTestApp, type TestApp, type TestAppOptions } from './test-app'

export type Answer<T> = { data: T } & ErrorBody

export interface ApiApp extends TestApp {
  // The seller's session token (`apiApp({ seller: true })`).
  readonly seller: string
  // The seller signs in again (after the clock jumps past the session's life): a new `seller`.
  signSellerIn: () => Promise<string>
  // GET and POST/PUT under the API as the signed-in seller: `t.get('admin/orders')`.
  get: <T>(path: string) => Promise<{ status: number; body: Answer<T>; res: Response }>
  send: <T>(
    path: string,
    body: unknown,
    method?: 'POST' | 'PUT',
  ) => Promise<{ status: number; body: Answer<T>; res: Response }>
}

// Something a test file (or a describe block) starts in beforeAll and stops in afterAll. The answer
// stands for it, so it reads as the thing itself; use it inside hooks and tests only, since it does
// not exist before beforeAll has run.
export const startedInHooks = <T extends object>(start: () => Promise<T>, stop: (it: T) => unknown): T => {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(() => started && stop(started))
  return new Proxy({} as T, {
    get: (_, key) => {
      // Not a promise: awaiting something that holds it must not look for `then` on it.
      if (key === 'then') return undefined
      if (!started) throw new Error('it starts in beforeAll')
      return Reflect.get(started, key)
    },
  })
}

// The app under test with the seller's calls beside it.
const withSeller = (app: TestApp, token: string | undefined): ApiApp => {
  const api: ApiApp = {
    ...app,
    get seller() {
      if (token === undefined) throw new Error('apiApp({ seller: true }) signs the seller in')
      return token
    },
    signSellerIn: async () => {
      token = (await login(app, ADMIN.mobile, ADMIN.password)).token
      return token
    },
    get: <T>(path: string) => app.json<Answer<T>>(`${API}/${path}`, { headers: auth(api.seller) }),
    send: <T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
      app.json<Answer<T>>(
        `${API}/${path}`,
        method === 'PUT' ? adminPut(api.seller, body) : adminPost(api.seller, body),
      ),
  }
  return api
}

// The one way an API test file gets its app: a fresh real database (demo catalogue unless
// `seed: false`) for the file, with `seller: true` the seller signed in, and with `pages: true`
// the server-rendered pages from the production build.
export const apiApp = (options: TestAppOptions & { seller?: boolean; pages?: boolean } = {}): ApiApp => {
  const { seller, pages, ...appOptions } = options
  return startedInHooks(
    async () => {
      const app = await createTestApp(
        pages
          ? { ...appOptions, overrides: { ...appOptions.overrides, pages: await loadPageRender() } }
          : appOptions,
      )
      return withSeller(app, seller ? await createAdmin(app) : undefined)
    },
    (api) => api.close(),
  )
}
