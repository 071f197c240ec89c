// Shared set-up of the checkout page tests: a catalogue, settings, a fake API and the page.
import type { Product } from '@contract/catalogue'
import type { Locale } from '@contract/locale'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { CheckoutPage } from '../../web/src/features/checkout/checkout-page'
import { LocaleProvider } from '../../web/src/lib/i18n'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { sessionStore } from '../../web/src/shared/session'
import { ConfirmHost } from '../../web/src/ui/confirm'
import { productAt } from './catalogue-fixtures'

export function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname + l.search}</p>
}

export const product = (id: string, mrp: number): Product =>
  productAt(id, mrp, mrp / 2, {
    product_code: `C${id}`,
    product_name: `Sparkler ${id}`,
    tamil_name: '',
    per: '1 box',
  })

export const settings = {
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

export type Reply = { status?: number; body: unknown } | 'offline'
export interface Call {
  path: string
  body: unknown
  headers: Record<string, string>
}
export const mockApi = (replies: Record<string, Reply | Reply[]>) => {
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

export const catalogue = [product('1', 1000), product('2', 4000)]
export const baseReplies = () => ({
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

export const renderCheckout = (locale: Locale = 'en') => {
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
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
  )
}

export const fill = async () => {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  set('Customer name', 'Kavitha')
  set('Address', '12 Car Street')
  set('City', 'Madurai')
  set('PIN code', '625001')
  set('Mobile number', '9876543210')
  fireEvent.click(await screen.findByRole('checkbox', { name: /Ramesh/ }))
}

export const confirmYes = async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' }))

// Each test starts signed out with two lines in the cart (1000 + 2000) and no fakes left over.
export const checkoutSetup = () => {
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
}
