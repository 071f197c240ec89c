import type { OrderExportKind } from '@contract/admin'
import { queryOptions } from '@tanstack/react-query'
import { apiRoute, download } from '../../lib/api-client'
import { keptAtReader } from '../kit/kept-inbox'
import { root } from '../kit/queries'
import { filtersToParams, type InboxFilters } from './inbox-rules'

// The inbox's list and its CSV export, under the console's one key root so a change to an enquiry
// refreshes the list too.

export const adminOrdersQuery = (filters: InboxFilters) => {
  const params = filtersToParams(filters).toString()
  return queryOptions({
    queryKey: [...root, 'orders', 'list', params] as const,
    // Without a signal the console's service worker answers the last list it kept, and says when
    // it was read (keptAt): the page shows how old it is.
    queryFn: async ({ signal }) => {
      const read = keptAtReader()
      const page = await apiRoute('GET admin/orders', { query: params, signal, transport: read.transport })
      return { ...page, keptAt: read.keptAt() }
    },
    // New enquiries arrive while the seller watches: always ask again, but keep the old page on screen.
    staleTime: 0,
    placeholderData: (previous) => previous,
    // A kept list is asked for again every half minute, for a signal that is weak rather than gone
    // (the phone says it is online, so no "back online" comes).
    refetchInterval: (query) => (query.state.data?.keptAt ? 30_000 : false),
  })
}

// The enquiries (or their lines) the list shows for these filters, every page of them, as CSV.
export const downloadOrders = (kind: OrderExportKind, filters: InboxFilters) => {
  const params = filtersToParams({ ...filters, page: 1 })
  params.set('kind', kind)
  return download(`admin/orders/export?${params}`)
}
