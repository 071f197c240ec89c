import { beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { ADMIN, auth, createBuyer, login, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })
let buyerToken: string
let orderId: string

beforeAll(async () => {
  buyerToken = await createBuyer(t)
  orderId = (await placeOrder(t)).order_id
})

// Every route of the console, each with a body it would accept, so only the token decides.
const routes = (): { method: string; path: string; body?: string; type?: string }[] => {
  const json = (body: unknown) => ({ body: JSON.stringify(body), type: 'application/json' })
  const category = { category_name: 'Test', slug: 'test-category' }
  const product = {
    category_id: '1',
    product_code: 'T01',
    product_name: 'Test',
    price: 10,
    discount_percentage: 0,
  }
  return [
    { method: 'GET', path: 'admin/orders' },
    { method: 'GET', path: 'admin/orders/export?kind=enquiries' },
    { method: 'GET', path: 'admin/orders/export?kind=lines' },
    { method: 'GET', path: 'admin/season?year=2026' },
    { method: 'GET', path: 'admin/season/export?year=2026' },
    { method: 'GET', path: `admin/orders/${orderId}` },
    { method: 'POST', path: `admin/orders/${orderId}/status`, ...json({ to: 'CONFIRMED' }) },
    { method: 'GET', path: `admin/orders/${orderId}/quotes` },
    {
      method: 'POST',
      path: `admin/orders/${orderId}/quote`,
      ...json({ based_on_version: 0, lines: [{ product_id: '1', qty: 1, unit_price: 1 }] }),
    },
    {
      method: 'POST',
      path: `admin/orders/${orderId}/lr`,
      body: 'lr_number=1&transporter=KPN',
      type: 'application/x-www-form-urlencoded',
    },
    { method: 'GET', path: 'admin/catalogue/categories' },
    { method: 'POST', path: 'admin/catalogue/categories', ...json(category) },
    { method: 'PUT', path: 'admin/catalogue/categories/1', ...json(category) },
    { method: 'POST', path: 'admin/catalogue/categories/reorder', ...json({ ids: ['1'] }) },
    { method: 'GET', path: 'admin/catalogue/products?category_id=1' },
    { method: 'GET', path: 'admin/catalogue/products/1' },
    { method: 'POST', path: 'admin/catalogue/products', ...json(product) },
    { method: 'PUT', path: 'admin/catalogue/products/1', ...json(product) },
    { method: 'POST', path: 'admin/catalogue/products/1/sold-out', ...json({ is_sold_out: 1 }) },
    { method: 'POST', path: 'admin/catalogue/products/reorder', ...json({ ids: ['1'] }) },
    { method: 'GET', path: 'admin/catalogue/export.csv' },
    { method: 'POST', path: 'admin/catalogue/import?apply=1', body: 'category_slug\n', type: 'text/csv' },
    { method: 'GET', path: 'admin/settings' },
    { method: 'PUT', path: 'admin/settings', ...json({}) },
  ]
}

const call = (r: ReturnType<typeof routes>[number], headers: Record<string, string>) =>
  t.json<ErrorBody>(`${API}/${r.path}`, {
    method: r.method,
    headers: { ...(r.type ? { 'Content-Type': r.type } : {}), ...headers },
    ...(r.body === undefined ? {} : { body: r.body }),
  })

describe('admin routes and who may call them', () => {
  it('every admin route answers 401 without a token', async () => {
    for (const r of routes()) {
      const res = await call(r, {})
      expect([r.method, r.path, res.status, res.body.error.code]).toEqual([
        r.method,
        r.path,
        401,
        'UNAUTHENTICATED',
      ])
    }
  })

  it('every admin route answers 401 for a token that does not verify', async () => {
    for (const r of routes()) {
      const res = await call(r, auth(`${buyerToken.slice(0, -4)}AAAA`))
      expect([r.method, r.path, res.status]).toEqual([r.method, r.path, 401])
    }
  })

  it("every admin route refuses a buyer's token with 403 and changes nothing", async () => {
    const before = await t.json(`${API}/product/quickorder`)
    for (const r of routes()) {
      const res = await call(r, auth(buyerToken))
      expect([r.method, r.path, res.status, res.body.error.code]).toEqual([
        r.method,
        r.path,
        403,
        'FORBIDDEN',
      ])
    }
    const after = await t.json(`${API}/product/quickorder`)
    expect(after.res.headers.get('ETag')).toBe(before.res.headers.get('ETag'))
    const order = await t.json<{ data: { order_status: string } }>(`${API}/order/public/get/${orderId}`)
    expect(order.body.data.order_status).toBe('ENQUIRY_RECEIVED')
  })

  it('the admin token opens the console', async () => {
    const res = await t.json(`${API}/admin/orders`, { headers: auth(t.seller) })
    expect(res.status).toBe(200)
    expect(res.res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('an unknown admin path is 404 for the admin and 401 for anyone else', async () => {
    expect((await t.json(`${API}/admin/nothing-here`, { headers: auth(t.seller) })).status).toBe(404)
    expect((await t.json(`${API}/admin/nothing-here`)).status).toBe(401)
  })
})

describe('POST users/login and users/checkSession for the admin', () => {
  it("answers roles ['admin'] for the seller's account", async () => {
    const result = await login(t, ADMIN.mobile, ADMIN.password)
    expect(result.roles).toEqual(['admin'])
    expect(result.is_initial_password).toBe(0)
    const session = await t.json<{ data: { roles: string[] } }>(
      `${API}/users/checkSession`,
      post({ access_token: result.token }),
    )
    expect(session.body.data.roles).toEqual(['admin'])
  })
})

describe('request body limits next to the console', () => {
  it('still refuses a JSON body over 64 KB on an admin path', async () => {
    const res = await t.json<ErrorBody>(`${API}/admin/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(t.seller) },
      body: JSON.stringify({ to: 'CONFIRMED', note: 'x'.repeat(70 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('does not give the LR path a larger limit for other methods or look-alike paths', async () => {
    const big = JSON.stringify({ x: 'x'.repeat(70 * 1024) })
    const lookAlike = await t.json<ErrorBody>(`${API}/order/save/admin/orders/x/lr`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    })
    expect(lookAlike.status).toBe(413)
  })
})
