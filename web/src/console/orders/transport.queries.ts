import type { EwayBillDone } from '@contract/admin-gst-files'
import type { DispatchInput } from '@contract/admin-transport'
import { queryOptions } from '@tanstack/react-query'
import { apiRoute, download } from '../../lib/api-client'

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

// Whether the enquiry's invoice needs an e-way bill, and the number typed once it is made.
export const ewayBillQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'eway-bill', id] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/orders/:id/eway-bill', { params: { id }, signal }),
    staleTime: 0,
  })

export const markEwayBill = (id: string, body: EwayBillDone) =>
  apiRoute('POST admin/orders/:id/eway-bill', { params: { id }, body })

// The dispatch form's choices, before dispatch; after it the server takes the dispatch record's.
export type EwayChoices = { transporter_id: string; branch_id: string; lr_number: string }

export const downloadEwayBill = (id: string, choices?: EwayChoices) => {
  const query = choices ? `?${new URLSearchParams(choices)}` : ''
  return download(`admin/orders/${id}/eway-bill.json${query}`)
}
