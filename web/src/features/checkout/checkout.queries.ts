import { ORDER_STATUS_LABELS, paymentOpen } from '@contract/order-status'
import type { EnquiryPayload, OrderPublicInfo, SavedEnquiry } from '@contract/orders'
import { queryOptions } from '@tanstack/react-query'
import { apiRoute } from '../../lib/api-client'

const root = ['checkout'] as const

// Thank-you page figures: enquiry number, time, what is owed and whether payment is open yet.
export const orderPublicQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'order-public', id] as const,
    queryFn: ({ signal }) => apiRoute('GET order/public/get/:id', { params: { id }, signal }),
    staleTime: 5 * 60_000,
  })

// The signed-in buyer's own profile, read only to prefill the Billing Info form.
export const accountProfileQuery = (sub: string) =>
  queryOptions({
    queryKey: [...root, 'account-profile', sub] as const,
    queryFn: ({ signal }) => apiRoute('GET account/search/single/sub/:sub', { params: { sub }, signal }),
    staleTime: 0,
  })

export const saveEnquiry = (payload: EnquiryPayload, idempotencyKey: string) =>
  apiRoute('POST order/save', {
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  })

// The save answer already holds what the thank-you page shows, so it opens without another call.
export const publicInfoOf = (saved: SavedEnquiry): OrderPublicInfo => ({
  _id: saved.order_id,
  order_no: saved.order_no,
  enquiry_number: saved.enquiry_number,
  access_code: saved.access_code,
  enquiry_time: saved.enquiry_time,
  payable_amount: saved.payable_amount,
  payable_mode: 'Manual',
  order_status: saved.order_status,
  order_status_label: ORDER_STATUS_LABELS[saved.order_status],
  // Just placed: the enquiry's own total, until the seller's quote.
  amount_owed: { kind: 'estimate', amount: saved.net_amount },
  payment_open: paymentOpen(saved.order_status),
})
