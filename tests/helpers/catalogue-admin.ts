import { beforeAll } from 'vitest'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { adminPost, adminPut, auth, createAdmin } from './admin'
import { API, testAppPerFile } from './test-app'

type Answer<T> = { data: T } & ErrorBody

// One app per test file for the console's catalogue calls, signed in as the seller.
export const catalogueAdminApp = () => {
  // An hour between version checks: a change shows at once only because the write invalidates
  // this instance's cache itself.
  const file = testAppPerFile({
    overrides: {
      config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 3_600_000 },
    },
  })
  let token = ''
  beforeAll(async () => {
    token = await createAdmin(file.t)
  })
  const ctx = {
    get t() {
      return file.t
    },
    get: <T>(path: string) => ctx.t.json<Answer<T>>(`${API}/${path}`, { headers: auth(token) }),
    send: <T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
      ctx.t.json<Answer<T>>(
        `${API}/${path}`,
        method === 'PUT' ? adminPut(token, body) : adminPost(token, body),
      ),
    // The shop's whole price list as a buyer gets it, with its ETag.
    quickOrder: async () => {
      const res = await ctx.t.request(`${API}/product/quickorder`)
      return { etag: res.headers.get('ETag'), text: await res.text() }
    },
    publicList: async () =>
      (await ctx.t.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)).body.data,
  }
  return ctx
}
