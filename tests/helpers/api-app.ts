import { afterAll, beforeAll } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { ADMIN, adminPost, adminPut, auth, createAdmin, login } from './admin'
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

// The one way an API test file gets its app: a fresh real database (demo catalogue unless
// `seed: false`), started in beforeAll, closed in afterAll; with `seller: true` the seller is
// signed in too. The answer stands for the app: use it (`t.json`, `t.db`, `t.seller`) inside
// hooks and tests only, since the app does not exist before the file's beforeAll has run.
export const apiApp = (options: TestAppOptions & { seller?: boolean } = {}): ApiApp => {
  const { seller, ...appOptions } = options
  let app: TestApp | undefined
  let token: string | undefined
  beforeAll(async () => {
    app = await createTestApp(appOptions)
    if (seller) token = await createAdmin(app)
  })
  afterAll(() => app?.close())
  const current = () => {
    if (!app) throw new Error('the test app starts in beforeAll')
    return app
  }
  const own = {
    get seller() {
      if (token === undefined) throw new Error('apiApp({ seller: true }) signs the seller in')
      return token
    },
    signSellerIn: async () => {
      token = (await login(current(), ADMIN.mobile, ADMIN.password)).token
      return token
    },
    get: <T>(path: string) => current().json<Answer<T>>(`${API}/${path}`, { headers: auth(own.seller) }),
    send: <T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
      current().json<Answer<T>>(
        `${API}/${path}`,
        method === 'PUT' ? adminPut(own.seller, body) : adminPost(own.seller, body),
      ),
  }
  return new Proxy(own as ApiApp, {
    get: (_, key) => {
      if (key in own) return Reflect.get(own, key)
      // Not a promise: awaiting something that holds the app must not look for `then` on it.
      if (key === 'then') return undefined
      return Reflect.get(current(), key)
    },
  })
}
