import type { CategoryInput } from '@contract/admin'
import { API_BASE } from '@contract/api-base'
import type { EnquiryPayload } from '@contract/orders'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiList, apiRoute, download } from '../../web/src/lib/api-client'

type Call = { url: string; init: RequestInit }
let calls: Call[] = []
const reply = (status: number, body: BodyInit | null, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(body, { status, headers })
    }),
  )
const json = (v: unknown) => JSON.stringify(v)
// The ApiError a call fails with (a call that succeeds fails the test).
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e as ApiError,
  )
const headersOf = (c: Call) => c.init.headers as Record<string, string>

beforeEach(() => {
  calls = []
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('the one fetch wrapper', () => {
  it('sends a JSON body with PUT and returns data', async () => {
    reply(200, json({ data: { saved: 1 } }))
    const body = { name: 'Sparklers', position: 1 } as unknown as CategoryInput
    expect(await apiRoute('PUT admin/catalogue/categories/:id', { params: { id: 'c1' }, body })).toEqual({
      saved: 1,
    })
    expect(calls[0]!.url).toBe(`${API_BASE}/admin/catalogue/categories/c1`)
    expect(calls[0]!.init.method).toBe('PUT')
    expect(headersOf(calls[0]!)['Content-Type']).toBe('application/json')
    expect(calls[0]!.init.body).toBe(JSON.stringify(body))
  })

  it('adds the query string, and none when it is empty', async () => {
    reply(200, json({ data: [] }))
    await apiList('GET admin/accounts', { query: { mobile_no: '98 76' } })
    await apiRoute('GET admin/orders', { query: '' }).catch(() => undefined)
    expect(calls.map((c) => c.url)).toEqual([
      `${API_BASE}/admin/accounts?mobile_no=98+76`,
      `${API_BASE}/admin/orders`,
    ])
  })

  it('sends a multipart upload without setting Content-Type, so the browser adds the boundary', async () => {
    reply(200, json({ data: { ok: 1 } }))
    const form = new FormData()
    form.append('file', new Blob(['x']), 'x.jpg')
    await apiRoute('POST admin/orders/:id/lr', { params: { id: '1' }, body: form })
    expect(calls[0]!.init.method).toBe('POST')
    expect(calls[0]!.init.body).toBe(form)
    expect(headersOf(calls[0]!)['Content-Type']).toBeUndefined()
  })

  it('sends a CSV body with its own type', async () => {
    reply(200, json({ data: { rows: 2 } }))
    await apiRoute('POST admin/catalogue/import', {
      query: { apply: '0' },
      body: 'a,b\n1,2',
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(headersOf(calls[0]!)['Content-Type']).toBe('text/csv')
    expect(calls[0]!.init.body).toBe('a,b\n1,2')
  })

  it('downloads a file as a Blob with its name', async () => {
    reply(200, 'a,b', { 'Content-Disposition': 'attachment; filename="orders.csv"' })
    const { blob, filename } = await download('admin/orders.csv')
    expect(filename).toBe('orders.csv')
    expect(await blob.text()).toBe('a,b')
  })

  it('turns the one error body into an ApiError with its code, issues and details', async () => {
    reply(409, json({ error: { code: 'PRICE_CHANGED', message: 'Prices changed', details: { n: 1 } } }))
    const e = await failure(apiRoute('POST order/save', { body: {} as EnquiryPayload }))
    expect(e).toBeInstanceOf(ApiError)
    expect([e.code, e.status, e.message, e.details]).toEqual([
      'PRICE_CHANGED',
      409,
      'Prices changed',
      { n: 1 },
    ])
  })

  it('reads a code the contract does not know (a broken proxy) as HTTP_ERROR', async () => {
    reply(502, json({ error: { code: 'SOMETHING_ODD', message: 'Bad gateway' } }))
    const e = await failure(apiList('GET product/topsale/list'))
    expect(e.code).toBe('HTTP_ERROR')
    expect(e.status).toBe(502)
  })

  it("reads a proxy's bare 413 page as PAYLOAD_TOO_LARGE", async () => {
    reply(413, '<html>too big</html>')
    const e = await failure(
      apiRoute('POST admin/orders/:id/lr', { params: { id: '1' }, body: new FormData() }),
    )
    expect([e.code, e.message]).toEqual(['PAYLOAD_TOO_LARGE', 'The file is too large to upload.'])
  })

  it('refuses an OK answer that is not JSON for an object, and reads it as an empty list for a list', async () => {
    reply(200, '<html>login page</html>')
    expect((await failure(apiRoute('GET admin/orders'))).code).toBe('HTTP_ERROR')
    reply(200, '<html>login page</html>')
    expect(await apiList('GET admin/catalogue/products')).toEqual([])
  })

  it('hands on a null answer (no shipment yet) as null, unlike a missing one', async () => {
    reply(200, json({ data: null }))
    expect(await apiRoute('GET admin/orders/:id/shipment', { params: { id: '1' } })).toBeNull()
    reply(200, json({}))
    expect((await failure(apiRoute('GET admin/orders/:id/shipment', { params: { id: '1' } }))).code).toBe(
      'HTTP_ERROR',
    )
  })

  it('says NETWORK when the shop cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect((await failure(apiList('GET product/topsale/list'))).code).toBe('NETWORK')
  })
})
