import { adminOrderListQuery } from '@contract/admin'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@contract/order-status'
import type { z } from 'zod'

// The enquiry inbox's filters, checked with the API's own query schema.

export interface InboxFilters {
  status: OrderStatus | ''
  from: string
  to: string
  q: string
  page: number
}

const query = adminOrderListQuery.shape

// A parameter the API takes as it is, or undefined.
const accepted = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
  const r = schema.safeParse(value ?? undefined)
  return r.success ? r.data : undefined
}
const Q_MAX = query.q.unwrap().maxLength ?? 20

// Filters live in the address bar, so a refresh or a shared link shows the same list. What the
// server would refuse is dropped.
export const filtersFromParams = (params: URLSearchParams): InboxFilters => ({
  status: accepted(query.status, params.get('status')) ?? '',
  from: accepted(query.from, params.get('from')) ?? '',
  to: accepted(query.to, params.get('to')) ?? '',
  // The search box keeps what fits the server's limit.
  q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
  page: accepted(query.page, params.get('page')) ?? 1,
})

// Only what is set, so the address stays short and the query key stable.
export const filtersToParams = (f: InboxFilters): URLSearchParams => {
  const p = new URLSearchParams()
  if (f.status) p.set('status', f.status)
  if (f.from) p.set('from', f.from)
  if (f.to) p.set('to', f.to)
  if (f.q.trim()) p.set('q', f.q.trim())
  if (f.page > 1) p.set('page', String(f.page))
  return p
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)))

export const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))
