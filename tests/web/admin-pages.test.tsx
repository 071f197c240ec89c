import type { AdminOrderDetail, AdminOrderList } from '@contract/admin'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../web/src/features/accounts/session'
import { resetAccessForTests } from '../../web/src/features/admin/admin-access'
import AdminConsole from '../../web/src/features/admin/admin-console'
import { defaultSettings } from '../../worker/contract/settings-defaults'

function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname + l.search}</p>
}

const renderAt = (url: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminConsole /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

type Reply = { status?: number; body: unknown }
interface Call {
  method: string
  path: string
  body: unknown
  headers: Record<string, string>
}
const mockApi = (replies: Record<string, Reply | ((call: Call) => Reply)>) => {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/website-management/', '')
      const method = init?.method ?? 'GET'
      const raw = init?.body
      const call: Call = {
        method,
        path,
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
        headers: (init?.headers ?? {}) as Record<string, string>,
      }
      calls.push(call)
      const found = replies[`${method} ${path}`] ?? replies[`${method} ${path.split('?')[0]}`]
      const reply = typeof found === 'function' ? found(call) : found
      if (!reply)
        return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'nf' } }), { status: 404 })
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
    }),
  )
  return calls
}

const signIn = (roles: string[]) =>
  sessionStore.signIn({ token: 'tok-admin', sub: 'sub-9', roles, isAddressAdded: false })

const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv'

const summary = {
  _id: ORDER_ID,
  order_no: 42,
  enquiry_number: 'ENQ-00042',
  order_date: '20/10/2026 10:15 AM',
  customer_name: 'Lakshmi R',
  customer_mobile_no: '9876543210',
  city: 'Madurai',
  pin_code: '625001',
  net_amount: 3250.5,
  line_count: 3,
  order_status: 'ENQUIRY_RECEIVED' as const,
  order_status_label: 'Enquiry received',
  has_lr_photo: 0 as const,
}
const list: AdminOrderList = { orders: [summary], total: 1, page: 1, page_size: 25 }

const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  _id: ORDER_ID,
  order_no: 42,
  enquiry_number: 'ENQ-00042',
  order_date: '20/10/2026 10:15 AM',
  reference_by: 'Ramesh - 9000000001',
  customer_name: 'Lakshmi R',
  customer_city: 'Madurai',
  city: 'Madurai',
  address: '4, Temple Road',
  pin_code: '625001',
  customer_mobile_no: '9876543210',
  email_id: null,
  sub_total: 3250.5,
  discount_amount: 0,
  net_amount: 3250.5,
  amount_in_words: 'Three Thousand Two Hundred Fifty Rupees and Fifty Paise Only',
  order_status: 'ENQUIRY_RECEIVED',
  order_status_label: 'Enquiry received',
  lr_photo_path: null,
  lr_number: null,
  transporter: null,
  product_list: [
    {
      product_id: '7',
      product_code: 'SP-12',
      product_name: 'Sparklers 12 cm',
      tamil_name: '',
      per: 'Box',
      price: 250,
      discount_percentage: 80,
      after_discount_price: 50,
      qty: 65,
      sub_total: 3250.5,
    },
  ],
  history: [
    {
      from_status: null,
      to_status: 'ENQUIRY_RECEIVED',
      to_status_label: 'Enquiry received',
      note: null,
      actor: 'buyer',
      at: '20/10/2026 10:15 AM',
    },
  ],
  allowed_next: ['CONFIRMED', 'CANCELLED'],
  ...over,
})

beforeEach(() => {
  localStorage.clear()
  sessionStore.signOut()
  resetAccessForTests()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("seller's console access", () => {
  it('sends a visitor who is not signed in to sign in, to come back to admin', async () => {
    mockApi({})
    renderAt('/admin')
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=admin')
  })

  it("tells a buyer 'This page is for the seller only.' without asking the server", async () => {
    const calls = mockApi({})
    signIn(['user'])
    renderAt('/admin/settings')
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for the seller only.')
    expect(calls).toEqual([])
  })

  it('shows the seller-only message when the server answers 403', async () => {
    mockApi({ 'GET admin/orders': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } } })
    signIn(['admin'])
    renderAt('/admin')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This page is for the seller only.'),
    )
    expect(screen.queryByRole('navigation', { name: "Seller's console" })).toBeNull()
  })

  it('signs out and goes to sign-in when the server answers 401', async () => {
    mockApi({
      'GET admin/orders': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
    })
    signIn(['admin'])
    renderAt('/admin')
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=admin')
    expect(localStorage.getItem('public_token')).toBeNull()
  })
})

describe('enquiry inbox', () => {
  it('lists enquiries with the token and opens each one', async () => {
    const calls = mockApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    renderAt('/admin')
    const link = await screen.findByRole('link', { name: 'ENQ-00042' })
    expect(link.getAttribute('href')).toBe(`/admin/order?id=${ORDER_ID}`)
    expect(screen.getByText('Lakshmi R')).toBeTruthy()
    expect(screen.getByText('₹3,250.50')).toBeTruthy()
    expect(calls[0]?.headers['x-auth-token']).toBe('tok-admin')
    for (const name of ['Enquiries', 'Catalogue', 'Import / export', 'Settings'])
      expect(screen.getByRole('link', { name })).toBeTruthy()
  })

  it('keeps the filters in the address', async () => {
    const calls = mockApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    const router = renderAt('/admin?q=ENQ-00042')
    expect(((await screen.findByLabelText('Enquiry number or mobile')) as HTMLInputElement).value).toBe(
      'ENQ-00042',
    )
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PACKED' } })
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-10-01' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=PACKED&from=2026-10-01&q=ENQ-00042'),
    )
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('admin/orders?status=PACKED&from=2026-10-01&q=ENQ-00042'),
    )
  })

  it('refuses a "to" date before the "from" date', async () => {
    mockApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    renderAt('/admin')
    fireEvent.change(await screen.findByLabelText('From date'), { target: { value: '2026-10-10' } })
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-10-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('The "to" date is before the "from" date')).toBeTruthy()
  })
})

describe('enquiry detail', () => {
  it('offers the next statuses and sends the chosen one with the note', async () => {
    let current = detail()
    const calls = mockApi({
      [`GET admin/orders/${ORDER_ID}`]: () => ({ body: { data: current } }),
      [`POST admin/orders/${ORDER_ID}/status`]: () => {
        current = detail({ order_status: 'CONFIRMED', order_status_label: 'Confirmed' })
        return { body: { data: current } }
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    await screen.findByRole('heading', { name: 'ENQ-00042' })
    expect(screen.getByRole('button', { name: 'Cancel enquiry' })).toBeTruthy()
    const wa = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? ''
    expect(wa.startsWith('https://wa.me/919876543210?text=Vanakkam%20Lakshmi%20R')).toBe(true)
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+919876543210')
    expect(screen.getByRole('link', { name: /Print bill/ }).getAttribute('href')).toBe(
      `/print?id=${ORDER_ID}`,
    )
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Called, confirmed GST' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      to: 'CONFIRMED',
      note: 'Called, confirmed GST',
    })
  })

  it('refuses a .gif LR photo in the browser with a message', async () => {
    const calls = mockApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: {
          data: detail({
            order_status: 'DISPATCHED',
            order_status_label: 'Dispatched',
            allowed_next: ['DELIVERED'],
          }),
        },
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const input = (await screen.findByLabelText('LR photo')) as HTMLInputElement
    const gif = new File(['GIF89a'], 'lr.gif', { type: 'image/gif' })
    fireEvent.change(input, { target: { files: [gif] } })
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Upload LR photo' }))
    expect(await screen.findByText('LR number is required')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('uploads the LR photo as a form and shows the server’s message on failure', async () => {
    const calls = mockApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: {
          data: detail({
            order_status: 'DISPATCHED',
            order_status_label: 'Dispatched',
            allowed_next: ['DELIVERED'],
          }),
        },
      },
      [`POST admin/orders/${ORDER_ID}/lr`]: {
        status: 415,
        body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG or WebP photos' } },
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const input = (await screen.findByLabelText('LR photo')) as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['x'], 'lr.jpg', { type: 'image/jpeg' })] } })
    fireEvent.change(screen.getByLabelText('LR number'), { target: { value: 'LR-778' } })
    fireEvent.change(screen.getByLabelText('Transporter'), { target: { value: 'KPN Parcel' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload LR photo' })))
    expect(await screen.findByText('Only JPEG, PNG or WebP photos')).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.body).toBeInstanceOf(FormData)
    const form = post?.body as FormData
    expect(form.get('lr_number')).toBe('LR-778')
    expect(form.get('transporter')).toBe('KPN Parcel')
    expect((form.get('photo') as File).name).toBe('lr.jpg')
    expect(post?.headers['x-auth-token']).toBe('tok-admin')
  })
})

describe('settings', () => {
  it('saves rupees as paise with PUT', async () => {
    const calls = mockApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (c) => ({ body: { data: c.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const amount = await screen.findByLabelText('Minimum (₹)')
    expect((amount as HTMLInputElement).value).toBe('2500')
    fireEvent.change(amount, { target: { value: '3000' } })
    fireEvent.change(
      screen.getByLabelText('PIN prefixes', { selector: '#settings-regions-0-pin_prefixes' }),
      {
        target: { value: '60, 61' },
      },
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    expect(sent.minimum_order.regions[0]).toEqual({
      name: 'Tamil Nadu and Puducherry',
      pin_prefixes: ['60', '61'],
      minimum_paise: 300000,
    })
    expect(sent.referrers).toEqual(defaultSettings.referrers)
  })

  it('shows a message under a wrong field and does not save', async () => {
    const calls = mockApi({ 'GET admin/settings': { body: { data: defaultSettings } } })
    signIn(['admin'])
    renderAt('/admin/settings')
    fireEvent.change(
      await screen.findByLabelText('Phone (10 digits)', { selector: '#settings-referrers-0-phone' }),
      {
        target: { value: '12345' },
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Phone must be 10 digits')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  })
})

describe('buyers page', () => {
  const buyer = {
    sub: 'AbCdEfGhIjKlMnOpQr',
    customer_name: 'Meena K',
    mobile_no: '9876501234',
    city: 'Salem',
    role: 'user',
    created_at: '2026-10-01T05:00:00.000Z',
    must_change_password: 0,
  }

  it('finds a buyer by mobile number, resets after a confirm, and shows the one-time password once', async () => {
    signIn(['admin'])
    const calls = mockApi({
      'GET admin/accounts': { body: { data: [buyer] } },
      [`POST admin/accounts/${buyer.sub}/reset-password`]: {
        body: { data: { one_time_password: 'Xy7-kP2-qR9', expires_at: '2026-10-02T05:00:00.000Z' } },
      },
    })
    renderAt('/admin/buyers')
    expect(await screen.findByRole('link', { name: 'Buyers' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('heading', { name: 'Meena K' })).toBeTruthy()
    expect(calls.some((c) => c.path === 'admin/accounts?mobile_no=9876501')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    // Nothing is reset until the seller says yes.
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    // The confirm dialog lives in the site frame; answer it through its host.
    const { ConfirmHost } = await import('../../web/src/ui/confirm')
    render(<ConfirmHost />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })))
    expect(await screen.findByText('Xy7-kP2-qR9')).toBeTruthy()
    expect(screen.getByText(/you will be asked to choose your own. It expires in 24 hours/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `admin/accounts/${buyer.sub}/reset-password`,
    ])
  })
})
