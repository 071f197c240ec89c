import type {
  AdminOrderPayments,
  AdminPaymentsWaiting,
  PaymentRecordInput,
  PaymentVerifyInput,
} from '@contract/admin-payments'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { download, request } from '../../lib/api-client'
import { adminOrderQuery } from '../kit/queries'

// One factory per request of the console's payments (worker/contract/admin-payments.ts).
const root = ['admin', 'payments'] as const

export const waitingPaymentsQuery = () =>
  queryOptions({
    queryKey: [...root, 'waiting'] as const,
    queryFn: ({ signal }) => request<AdminPaymentsWaiting>('admin/payments?status=submitted', { signal }),
    // Buyers tell payments while the seller watches: always ask again.
    staleTime: 0,
  })

export const orderPaymentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...root, 'order', orderId] as const,
    queryFn: ({ signal }) =>
      request<AdminOrderPayments>(`admin/orders/${encodeURIComponent(orderId)}/payments`, { signal }),
    staleTime: 0,
  })

// The screenshot is the seller's only: fetched with the admin token, shown from a blob.
export const screenshotQuery = (paymentId: string) =>
  queryOptions({
    queryKey: [...root, 'screenshot', paymentId] as const,
    queryFn: async ({ signal }) =>
      (await download(`admin/payments/${encodeURIComponent(paymentId)}/screenshot`, { signal })).blob,
    staleTime: Number.POSITIVE_INFINITY,
  })

export const verifyPayment = (paymentId: string, input: PaymentVerifyInput) =>
  request<AdminOrderPayments>(`admin/payments/${encodeURIComponent(paymentId)}/verify`, { body: input })

export const recordPayment = (orderId: string, input: PaymentRecordInput) =>
  request<AdminOrderPayments>(`admin/orders/${encodeURIComponent(orderId)}/payments`, { body: input })

// A check or record moves the enquiry's status: the lists, the enquiry and its payments are read again.
export const afterPaymentChange = (qc: QueryClient, orderId: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: root }),
    qc.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    qc.invalidateQueries({ queryKey: adminOrderQuery(orderId).queryKey }),
  ])
