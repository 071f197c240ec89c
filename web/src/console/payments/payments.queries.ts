import type { PaymentRecordInput, PaymentVerifyInput } from '@contract/admin-payments'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRoute, download } from '../../lib/api-client'
import { adminOrderQuery } from '../kit/queries'

// One factory per request of the console's payments (worker/contract/admin-payments.ts).
const root = ['admin', 'payments'] as const

export const waitingPaymentsQuery = () =>
  queryOptions({
    queryKey: [...root, 'waiting'] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/payments', { query: { status: 'submitted' }, signal }),
    // Buyers tell payments while the seller watches: always ask again.
    staleTime: 0,
  })

export const orderPaymentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...root, 'order', orderId] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/orders/:id/payments', { params: { id: orderId }, signal }),
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
  apiRoute('POST admin/payments/:id/verify', { params: { id: paymentId }, body: input })

export const recordPayment = (orderId: string, input: PaymentRecordInput) =>
  apiRoute('POST admin/orders/:id/payments', { params: { id: orderId }, body: input })

// A check or record moves the enquiry's status: the lists, the enquiry and its payments are read again.
export const afterPaymentChange = (qc: QueryClient, orderId: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: root }),
    qc.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    qc.invalidateQueries({ queryKey: adminOrderQuery(orderId).queryKey }),
  ])
