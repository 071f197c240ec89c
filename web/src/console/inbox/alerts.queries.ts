import type { PushSubscribeInput } from '@contract/admin-alerts'
import { queryOptions } from '@tanstack/react-query'
import { apiRoute } from '../../lib/api-client'

// The console's alert calls (worker/contract/alerts.ts).
const root = ['admin', 'alerts'] as const

export const attentionQuery = () =>
  queryOptions({
    queryKey: [...root, 'attention'] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/attention', { signal }),
    // Buyers act while the seller watches: ask again on every visit and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  })

export const pushKeyQuery = () =>
  queryOptions({
    queryKey: [...root, 'public-key'] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/push/public-key', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const subscribePhone = (input: PushSubscribeInput) =>
  apiRoute('POST admin/push/subscribe', { body: input })

export const unsubscribePhone = (endpoint: string) =>
  apiRoute('POST admin/push/unsubscribe', { body: { endpoint } })
