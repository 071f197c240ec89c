import { queryOptions } from '@tanstack/react-query'
import { apiRoute } from '../../lib/api-client'

// One factory per request of the buyer's payment (worker/contract/payments.ts); keys built here only.
const root = ['quote-payment'] as const

export const quotePaymentQuery = (token: string) =>
  queryOptions({
    queryKey: [...root, token] as const,
    queryFn: ({ signal }) => apiRoute('GET quote/public/:token/payment', { params: { token }, signal }),
    // The seller's check changes it: ask again when the buyer comes back to the page.
    staleTime: 10_000,
  })

// The buyer tells a payment: a form when a screenshot goes with it, JSON otherwise.
export const tellPayment = (
  token: string,
  input: { reference: string; amount: string; screenshot: File | null },
) => {
  if (!input.screenshot) {
    return apiRoute('POST quote/public/:token/payment', {
      params: { token },
      body: { reference: input.reference, amount: input.amount },
    })
  }
  const form = new FormData()
  form.append('reference', input.reference)
  form.append('amount', input.amount)
  form.append('screenshot', input.screenshot)
  return apiRoute('POST quote/public/:token/payment', { params: { token }, body: form })
}
