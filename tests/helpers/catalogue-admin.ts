import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { apiApp } from './api-app'
import { API } from './test-app'

// One app per test file for the console's catalogue calls, signed in as the seller.
export const catalogueAdminApp = () => {
  // An hour between version checks: a change shows at once only because the write invalidates
  // this instance's cache itself.
  const t = apiApp({ seller: true, catalogueCheckMs: 3_600_000 })
  const ctx = {
    t,
    get: <T>(path: string) => t.get<T>(path),
    send: <T>(path: string, body: unknown, method?: 'POST' | 'PUT') => t.send<T>(path, body, method),
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
