import type { Attention, PushPublicKey, PushSubscribeInput } from '@contract/admin-alerts'
import { queryOptions } from '@tanstack/react-query'
import { request } from '../../lib/api-client'

// The console's alert calls (worker/contract/alerts.ts).
const root = ['admin', 'alerts'] as const

export const attentionQuery = () =>
  queryOptions({
    queryKey: [...root, 'attention'] as const,
    queryFn: ({ signal }) => request<Attention>('admin/attention', { signal }),
    // Buyers act while the seller watches: ask again on every visit and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  })

export const pushKeyQuery = () =>
  queryOptions({
    queryKey: [...root, 'public-key'] as const,
    queryFn: ({ signal }) => request<PushPublicKey>('admin/push/public-key', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const subscribePhone = (input: PushSubscribeInput) =>
  request<{ subscribed: boolean }>('admin/push/subscribe', { body: input })

export const unsubscribePhone = (endpoint: string) =>
  request<{ subscribed: boolean }>('admin/push/unsubscribe', { body: { endpoint } })
