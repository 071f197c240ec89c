import type { Product } from '@contract/catalogue'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CheckoutPage } from '../../web/src/features/checkout/checkout-page'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { sessionStore } from '../../web/src/shared/session'
import { ConfirmHost } from '../../web/src/ui/confirm'

function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname + l.search}</p>
}

const product = (id: string, mrp: number): Product => ({
  _id: id,
  category_id: '1',
  product_code: `C${id}`,
  product_name: `Sparkler ${id}`,
  tamil_name: '',
  per: '1 box',
  price: mrp,
  amount: mrp,
  discount_percentage: 50,
  discount_price: mrp / 2,
  after_discount_price: mrp / 2,
  is_netrate_item: 0,
  is_new_item: 0,
  is_sold_out: 0,
  is_top_selling_item: 0,
  sort_order: 1,
  photo_path: null,
})

const settings = {
  minimum_order: {
    regions: [
      { name: 'Tamil Nadu and Puducherry', pin_prefixes: ['60', '61', '62', '63', '64'], amount: 2500 },
    ],
    other_regions_amount: 5000,
    lowest_amount: 2500,
  },
  banned_areas: [{ name: 'Delhi NCR', pin_prefixes: ['110'] }],
  gst_rate_percent: 18,
  referrers: [
    { name: 'Ramesh', phone: '9000000001' },
    { name: 'Lakshmi', phone: '9000000002' },
  ],
  contact: { support_phone: '', whatsapp_phone: '', support_email: '', store_address: '' },
  payment: { upi_numbers: [], bank_accounts: [] },
  announcement: '',
}

type Reply = { status?: number; body: unknown } | 'offline'
interface Call {
  path: string
  body: unknown
  headers: Record<string, string>
}
const mockApi = (replies: Record<string, Reply | Reply[]>) => {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/website-management/', '')
      calls.push({
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      })
      const list = replies[path]
      const reply = Array.isArray(list) ? (list.length > 1 ? list.shift()! : list[0]!) : list
      if (reply === 'offline') throw new TypeError('Failed to fetch')
      const r = reply ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'nf' } } }
      return new Response(JSON.stringify(r.body), { status: r.status ?? 200 })
    }),
  )
  return calls
}

const catalogue = [product('1', 1000), product('2', 4000)]
const baseReplies = () => ({
  'settings/public': { body: { data: settings } },
  'product/quickorder': {
    body: {
      data: [
        {
          category_id: '1',
          category_name: 'Sparklers',
          category_tamil_name: '',
          category_slug: 'sparklers',
          product_list: catalogue,
        },
      ],
    },
  },
})

const renderCheckout = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        path: '/quick-checkout',
        element: (
          <>
            <CheckoutPage />
            <ConfirmHost />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/quick-checkout'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const fill = async () => {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  set('Customer name', 'Kavitha')
  set('Address', '12 Car Street')
  set('City', 'Madurai')
  set('PIN code', '625001')
  set('Mobile number', '9876543210')
  fireEvent.click(await screen.findByRole('checkbox', { name: /Ramesh/ }))
}

const confirmYes = async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' }))

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  sessionStore.signOut()
  cartStore.replace([lineFor(catalogue[0]!, 2), lineFor(catalogue[1]!, 1)]) // 1000 + 2000
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('quick checkout page', () => {
  it('marks every bad field on submit, focuses the first and sends nothing', async () => {
    const calls = mockApi(baseReplies())
    renderCheckout()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    expect(await screen.findByText('Customer Name is required')).toBeTruthy()
    for (const m of [
      'Address is required',
      'City is required',
      'PIN Code is required',
      'Mobile Number is required',
    ]) {
      expect(screen.getByText(m)).toBeTruthy()
    }
    expect(screen.getByText('Please choose a reference person')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Customer name'))
    expect(screen.getByLabelText('Customer name').getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((c) => c.path === 'order/save')).toBe(false)
  })

  it('says the empty cart has no products and links to Order Now', () => {
    mockApi(baseReplies())
    cartStore.clear()
    renderCheckout()
    expect(screen.getByText('No products found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Order Now' }).getAttribute('href')).toBe('/order-now')
  })

  it('warns below the minimum for the PIN code and refuses to send', async () => {
    const calls = mockApi(baseReplies())
    renderCheckout()
    await fill()
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560001' } }) // Bengaluru: Rs. 5,000
    expect(await screen.findByText('Minimum order value should not under Rs. 5,000./-')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull()
    expect(calls.some((c) => c.path === 'order/save')).toBe(false)
  })

  it('places one enquiry for a double click, with an Idempotency-Key, and opens the thank-you page', async () => {
    const calls = mockApi({
      ...baseReplies(),
      'order/save': {
        status: 201,
        body: {
          data: {
            order_id: 'abcdefghijklmnopqrstuv',
            order_no: 7,
            enquiry_number: 'ENQ-00007',
            enquiry_time: '01/10/2025 10:00 AM',
            payable_amount: 3000,
            net_amount: 3000,
            amount_in_words: 'Three Thousand Rupees Only',
            order_status: 'ENQUIRY_RECEIVED',
          },
        },
      },
    })
    renderCheckout()
    await fill()
    const button = screen.getByRole('button', { name: 'Place enquiry' })
    fireEvent.click(button)
    fireEvent.click(button)
    await confirmYes()
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/checkout-response?id=abcdefghijklmnopqrstuv'),
    )
    const saves = calls.filter((c) => c.path === 'order/save')
    expect(saves).toHaveLength(1)
    expect(saves[0]!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(saves[0]!.body).toMatchObject({
      customer_name: 'Kavitha',
      reference_by: 'Ramesh - 9000000001',
      sub_total: 3000,
      net_amount: 3000,
      discount_amount: 0,
      product_list: [
        { product_id: '1', price: 500, qty: 2, sub_total: 1000 },
        { product_id: '2', price: 2000, qty: 1, sub_total: 2000 },
      ],
    })
    // The bot traps ride along: the hidden field empty, and how long the form was open.
    expect(saves[0]!.body).toMatchObject({ company_website: '' })
    expect(typeof (saves[0]!.body as { fill_ms?: unknown }).fill_ms).toBe('number')
    expect(cartStore.get()).toEqual([])
  })

  it("a 429 says the server's words with the shop's phone, and the cart and form stay", async () => {
    const calls = mockApi({
      ...baseReplies(),
      'settings/public': {
        body: { data: { ...settings, contact: { ...settings.contact, support_phone: '+91 94432 12345' } } },
      },
      'order/save': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Many enquiries from you just now.' } },
      },
    })
    renderCheckout()
    await fill()
    const before = cartStore.get()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    const notice = await screen.findByText(
      /Many enquiries from you just now\. You can also call us on \+91/,
      {
        selector: 'p[role="alert"]',
      },
    )
    expect(notice).toBeTruthy()
    // Not retried: a limit is not a lost connection.
    expect(calls.filter((c) => c.path === 'order/save')).toHaveLength(1)
    expect(cartStore.get()).toEqual(before)
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Madurai')
  })

  it('shows the privacy notice by the submit button, with the privacy policy link', async () => {
    mockApi(baseReplies())
    renderCheckout()
    const button = await screen.findByRole('button', { name: 'Place enquiry' })
    expect(button.getAttribute('aria-describedby')).toContain('checkout-privacy')
    expect(document.getElementById('checkout-privacy')?.textContent).toMatch(/8 years/)
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy')
  })

  it('updates the cart from a PRICE_CHANGED answer and asks to place again', async () => {
    mockApi({
      ...baseReplies(),
      'order/save': {
        status: 409,
        body: {
          error: {
            code: 'PRICE_CHANGED',
            message: 'Prices have changed since you filled your cart.',
            details: {
              product_list: [
                {
                  product_id: '1',
                  product_code: 'C1',
                  product_name: 'x',
                  price: 600,
                  qty: 2,
                  sub_total: 1200,
                  is_sold_out: 0,
                },
                {
                  product_id: '2',
                  product_code: 'C2',
                  product_name: 'y',
                  price: 2000,
                  qty: 1,
                  sub_total: 2000,
                  is_sold_out: 0,
                },
              ],
              sub_total: 3200,
              net_amount: 3200,
            },
          },
        },
      },
    })
    renderCheckout()
    await fill()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    expect(await screen.findByText('Prices have changed since you filled your cart.')).toBeTruthy()
    expect(cartStore.get().map((l) => l.sub_total)).toEqual([1200, 2000])
    expect(screen.getByRole('button', { name: 'Place enquiry' })).toBeTruthy()
    // Back to the editable mode: the fieldset that disables the whole form in processing is open again.
    expect(screen.getByLabelText('Customer name').closest('fieldset')?.disabled).toBe(false)
  })

  it('keeps cart and form when the shop cannot be reached, and retries with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = mockApi({ ...baseReplies(), 'order/save': 'offline' })
    renderCheckout()
    await fill()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    const processing = await screen.findByRole('button', { name: 'Placing enquiry…' })
    expect(processing.closest('fieldset')?.disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    expect(
      await screen.findByText(
        'We could not reach the shop. Your cart and details are kept; please try again.',
        {
          selector: 'p',
        },
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Madurai')
    expect(cartStore.get()).toHaveLength(2)
    const keys = new Set(
      calls.filter((c) => c.path === 'order/save').map((c) => c.headers['Idempotency-Key']),
    )
    expect(calls.filter((c) => c.path === 'order/save').length).toBeGreaterThan(1)
    expect(keys.size).toBe(1)
  })
})
