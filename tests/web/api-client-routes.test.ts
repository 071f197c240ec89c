import type { RouteBody, RouteData, RouteKey } from '@contract/api-routes'
import type { ProductDetail } from '@contract/catalogue'
import type { OrderRecord, TrackedOrder } from '@contract/orders'
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type ApiError, apiList, apiRoute } from '../../web/src/lib/api-client'

type Call = { url: string; init: RequestInit }
let calls: Call[] = []
const reply = (status: number, body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(body, { status })
    }),
  )
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e as ApiError,
  )

beforeEach(() => {
  calls = []
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('calls typed by the route map', () => {
  it("fills the path's parameters, encoded, and takes the method from the route", async () => {
    reply(200, JSON.stringify({ data: { _id: 'p/1' } }))
    expect(await apiRoute('GET product/get/:id', { params: { id: 'p/1 x' } })).toEqual({ _id: 'p/1' })
    expect(calls[0]!.url).toMatch(/\/product\/get\/p%2F1%20x$/)
    expect(calls[0]!.init.method).toBe('GET')
    reply(200, JSON.stringify({ data: { status: 1 } }))
    await apiRoute('POST account/checkDuplicate', { body: { mobile_no: '9876543210' } })
    expect(calls[1]!.init.method).toBe('POST')
    expect(calls[1]!.init.body).toBe('{"mobile_no":"9876543210"}')
  })

  it('refuses an object route whose answer has no data, rather than handing its caller []', async () => {
    reply(200, JSON.stringify({}))
    const e = await failure(apiRoute('GET product/get/:id', { params: { id: '1' } }))
    expect([e.code, e.status]).toEqual(['HTTP_ERROR', 200])
    reply(200, '<html>login page</html>')
    expect((await failure(apiRoute('GET settings/public'))).code).toBe('HTTP_ERROR')
  })

  it('reads a list route with no data, or not JSON, as an empty list', async () => {
    reply(200, JSON.stringify({}))
    expect(await apiList('GET product/topsale/list')).toEqual([])
    reply(200, '<html>login page</html>')
    expect(await apiList('GET product/categorywise/list/:ref', { params: { ref: 'flower-pots' } })).toEqual(
      [],
    )
  })

  it('sends a FormData body as a multipart upload', async () => {
    reply(200, JSON.stringify({ data: { balance: 0 } }))
    const form = new FormData()
    await apiRoute('POST quote/public/:token/payment', { params: { token: 't' }, body: form })
    expect(calls[0]!.init.body).toBe(form)
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })

  it('infers the answer from the route, and refuses unknown paths, wrong bodies and missing parameters', () => {
    expectTypeOf<RouteData<'POST order/search', { mobile_no: string }>>().toEqualTypeOf<TrackedOrder[]>()
    expectTypeOf<RouteData<'POST order/search', { sub: string }>>().toEqualTypeOf<OrderRecord[]>()
    // Every POST or PUT route takes a body, no GET route does.
    type MethodMismatch = {
      [K in RouteKey]: K extends `GET ${string}`
        ? [RouteBody<K>] extends [never]
          ? never
          : K
        : [RouteBody<K>] extends [never]
          ? K
          : never
    }[RouteKey]
    expectTypeOf<MethodMismatch>().toEqualTypeOf<never>()
    // The checks below are the type checker's (tsconfig.tools.json); the calls never run.
    const never = () => {
      expectTypeOf(
        apiRoute('GET product/get/:id', { params: { id: '1' } }),
      ).resolves.toEqualTypeOf<ProductDetail>()
      // @ts-expect-error a path the server does not have
      void apiRoute('GET product/gett/:id', { params: { id: '1' } })
      // @ts-expect-error a body of the wrong shape
      void apiRoute('POST users/login', { body: { username: 9876543210, password: 'x' } })
      // @ts-expect-error a parameter missing
      void apiRoute('GET product/get/:id', {})
      // @ts-expect-error a list route asked for one object
      void apiRoute('GET product/topsale/list')
      // @ts-expect-error an object route asked for a list
      void apiList('GET settings/public')
    }
    expect(typeof never).toBe('function')
  })
})
