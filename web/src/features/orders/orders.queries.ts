import type { OpenEnquiryInput } from '@contract/orders'
import { queryOptions } from '@tanstack/react-query'
import { apiList, apiRoute, queryInit } from '../../lib/api-client'
import { orderListsKey as root } from '../../shared/orders/order-keys'

// The printable bill and the LR copy both read the full enquiry by its unguessable id. The server
// draws the bill a browser opens with it (app/page-queries.ts), through its own transport.
export const orderPrintQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'print', id] as const,
    queryFn: (ctx) => apiRoute('GET order/public/print/get/:id', { params: { id }, ...queryInit(ctx) }),
  })

// The lorry receipt page: the dispatch record with its branch and free days, by the same id. Free
// days count down by the day, so it is read afresh on each visit.
export const transportQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'transport', id] as const,
    queryFn: ({ signal }) => apiRoute('GET order/public/transport/:id', { params: { id }, signal }),
    staleTime: 0,
  })

// The tax invoice of a paid order, by the same id; 404 until the order is paid. Issued once and
// never changed, so a copy in the cache stays right.
export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'invoice', id] as const,
    queryFn: ({ signal }) => apiRoute('GET order/public/invoice/:id', { params: { id }, signal }),
  })

// Tracking by mobile number. Rate limited by the server, so a repeat within the stale
// time answers from the cache.
export const trackOrdersQuery = (mobileNo: string) =>
  queryOptions({
    queryKey: [...root, 'track', mobileNo] as const,
    queryFn: ({ signal }) =>
      apiList('POST order/search', { body: { show_all: false, mobile_no: mobileNo }, signal }),
    staleTime: 30_000,
    retry: false,
  })

// One enquiry by mobile and enquiry number: the way back to its bill. Not cached: a typed number is
// checked by the server each time (and counted against the tracking budget).
export const openEnquiry = (key: OpenEnquiryInput) => apiRoute('POST order/public/open', { body: key })

export const myOrdersQuery = (sub: string) =>
  queryOptions({
    queryKey: [...root, 'mine', sub] as const,
    queryFn: ({ signal }) =>
      apiList('POST order/search', { body: { sub, search_by_date: false, show_all: false }, signal }),
    staleTime: 0,
  })

// The console still imports the key from here.
