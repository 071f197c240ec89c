import type { PublicQuote } from '@contract/quotes'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { ApiError, apiRoute, queryInit } from '../../lib/api-client'

// The buyer's quote by the unguessable token of its link (worker/contract/quotes.ts). Never
// fetched by the server's page render: the page is personal, drawn as a frame and filled here.
const root = ['quote'] as const

export const publicQuoteQuery = (token: string) =>
  queryOptions({
    queryKey: [...root, 'public', token] as const,
    queryFn: (ctx) => apiRoute('GET quote/public/:token', { params: { token }, ...queryInit(ctx) }),
    // The seller may send a new version while the page is open: coming back to it asks again.
    staleTime: 0,
    // A wrong or mistyped link stays wrong: only a lost connection or a server fault is asked again.
    retry: (count, error) =>
      count < 2 && (!(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500),
  })

export const acceptQuote = (token: string, body: { version: number; buyer_gstin?: string }) =>
  apiRoute('POST quote/public/:token/accept', { params: { token }, body })

export const askForChange = (token: string, body: { version: number; message: string }) =>
  apiRoute('POST quote/public/:token/change', { params: { token }, body })

// Every answer is the quote as it now stands.
export const afterAnswer = (qc: QueryClient, token: string, quote: PublicQuote) =>
  qc.setQueryData(publicQuoteQuery(token).queryKey, quote)
