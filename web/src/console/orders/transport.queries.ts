import type { DispatchInput } from '@contract/admin-transport'
import { queryOptions } from '@tanstack/react-query'
import { apiRoute } from '../../lib/api-client'

// Under ['admin', 'orders'], so afterOrderChange refreshes the record with the enquiry.
export const adminShipmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'shipment', id] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/orders/:id/shipment', { params: { id }, signal }),
    staleTime: 0,
  })

export const dispatchOrder = (id: string, body: DispatchInput) =>
  apiRoute('POST admin/orders/:id/dispatch', { params: { id }, body })

export const markTransportStep = (id: string, step: 'arrived' | 'collected') =>
  apiRoute(`POST admin/orders/:id/${step}`, { params: { id }, body: {} })
