import type { AdminOrderDetail } from '@contract/admin'
import type { DispatchInput } from '@contract/admin-transport'
import type { ShipmentView } from '@contract/transport'
import { queryOptions } from '@tanstack/react-query'
import { request } from '../../lib/api-client'

// Under ['admin', 'orders'], so afterOrderChange refreshes the record with the enquiry.
export const adminShipmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'shipment', id] as const,
    queryFn: ({ signal }) =>
      request<ShipmentView | null>(`admin/orders/${encodeURIComponent(id)}/shipment`, { signal }),
    staleTime: 0,
  })

export const dispatchOrder = (id: string, body: DispatchInput) =>
  request<AdminOrderDetail>(`admin/orders/${encodeURIComponent(id)}/dispatch`, { body })

export const markTransportStep = (id: string, step: 'arrived' | 'collected') =>
  request<AdminOrderDetail>(`admin/orders/${encodeURIComponent(id)}/${step}`, { body: {} })
