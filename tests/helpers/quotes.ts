import { expect } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { AdminQuotes, PublicQuote } from '../../worker/contract/quotes'
import { adminPost, auth, placeOrder } from './admin'
import type { ApiApp } from './api-app'
import { post } from './enquiry'
import { API, type TestApp } from './test-app'

export type Answer<T> = { data: T } & Partial<ErrorBody>

export const sendQuote = (t: TestApp, token: string, orderId: string, body: unknown) =>
  t.json<Answer<AdminQuotes>>(`${API}/admin/orders/${orderId}/quote`, adminPost(token, body))

export const adminQuotes = (t: TestApp, token: string, orderId: string) =>
  t.json<Answer<AdminQuotes>>(`${API}/admin/orders/${orderId}/quotes`, { headers: auth(token) })

export const tokenOf = (quotes: AdminQuotes) =>
  new URLSearchParams(quotes.quote_link!.split('?')[1]).get('t')!

// An enquiry placed from `catalogue` and the seller's first quote on it, with its link's token.
export const quotedEnquiry = async (t: ApiApp, catalogue: Product[], quote: unknown) => {
  const placed = await placeOrder(t, { catalogue })
  const res = await sendQuote(t, t.seller, placed.order_id, quote)
  expect(res.status).toBe(200)
  return { id: placed.order_id, token: tokenOf(res.body.data), enquiry: placed.enquiry_number }
}

export const publicQuote = (t: TestApp, quoteToken: string) =>
  t.json<Answer<PublicQuote>>(`${API}/quote/public/${quoteToken}`)

// Each answer comes from its own address unless the test names one, so a file full of answers
// never meets the per-address limit by accident.
let nextClient = 0
const from = (client?: string) => ({
  'x-test-client': client ?? `10.15.${Math.floor(nextClient / 250) % 250}.${(nextClient++ % 250) + 1}`,
})

export const acceptQuote = (t: TestApp, quoteToken: string, body: unknown, client?: string) =>
  t.json<Answer<PublicQuote>>(`${API}/quote/public/${quoteToken}/accept`, post(body, from(client)))

export const askForChange = (t: TestApp, quoteToken: string, body: unknown, client?: string) =>
  t.json<Answer<PublicQuote>>(`${API}/quote/public/${quoteToken}/change`, post(body, from(client)))

// A revision the seller might send: the given products at their own prices.
export const revision = (
  lines: { product: Product; qty: number; unit_price?: number }[],
  extra: Record<string, unknown> = {},
) => ({
  based_on_version: 0,
  lines: lines.map((l) => ({
    product_id: l.product._id,
    qty: l.qty,
    unit_price: l.unit_price ?? l.product.after_discount_price,
  })),
  ...extra,
})
