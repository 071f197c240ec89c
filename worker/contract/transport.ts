import { INDIA_OFFSET_MS } from './india-time'
import type { Locale } from './locale'
import type { OrderStatus } from './order-status'

// The parcel's journey from Sivakasi to the transporter's branch in the buyer's town.
//
// POST admin/orders/{id}/dispatch     dispatchSchema (admin-transport.ts) -> AdminOrderDetail (PACKED -> DISPATCHED)
// POST admin/orders/{id}/arrived      {}             -> AdminOrderDetail (DISPATCHED -> ARRIVED)
// POST admin/orders/{id}/collected    {}             -> AdminOrderDetail (ARRIVED -> COLLECTED)
// GET  admin/orders/{id}/shipment                    -> ShipmentView | null
// GET  order/public/transport/{id}                   -> TransportView (the bill id is the capability)

// The branch's town as a page or message in that language names it: the seller's Tamil name on
// Tamil pages when there is one, else the town as typed.
export const branchTownIn = (locale: Locale, town: string, townTa: string) =>
  (locale === 'ta' && townTa) || town

export const FREIGHT_MODES = ['to_pay', 'paid'] as const
export type FreightMode = (typeof FREIGHT_MODES)[number]

// Where a buyer stands with the free days at the branch, by India calendar days.
export interface FreeDays {
  // Days left after today before demurrage starts; 0 on the last free day and after.
  free_days_left: number
  // The last India day the parcel is kept free (yyyy-mm-dd).
  collect_by: string
  // The first India day demurrage may be charged.
  demurrage_from: string
  overdue: boolean
}

const DAY_MS = 86_400_000
const indiaDayNumber = (ms: number) => Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS)
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

// The day of arrival is free and not counted: a parcel that arrives on the 10th with 3 free days
// can be collected free until the end of the 13th (India time), and demurrage may start on the 14th.
export const freeDaysLeft = (arrivedAt: number, freeDays: number, now: number): FreeDays => {
  const last = indiaDayNumber(arrivedAt) + freeDays
  const today = indiaDayNumber(now)
  return {
    free_days_left: Math.max(0, last - today),
    collect_by: dayText(last),
    demurrage_from: dayText(last + 1),
    overdue: today > last,
  }
}

export const SHIPMENT_STATES = ['dispatched', 'arrived', 'collected'] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

// The dispatch record as the buyer and the console see it: the branch as it was on dispatch day.
export interface ShipmentView {
  state: ShipmentState
  transporter_name: string
  branch_town: string
  // The same town in Tamil, or empty when the seller gave none (Tamil pages then show branch_town).
  branch_town_ta: string
  branch_address: string
  branch_phone: string
  // The dialler link of the branch phone (tel:+91…), made by the server so the page needs no helper.
  branch_tel_href: string
  // The branch's own map link, or a maps search of its address.
  map_href: string
  parcels: number
  freight_mode: FreightMode
  // Rupees.
  freight: number
  // Why the freight parts from the quote the buyer agreed to, in the seller's words; null when it
  // keeps to it (contract/freight.ts).
  freight_reason: string | null
  lr_number: string
  // The transporter's own tracking page for this LR (https), from the seller's settings today;
  // null when the transporter has no tracking address or is no longer in the settings.
  tracking_href: string | null
  free_days: number
  dispatched_on: string
  arrived_on: string | null
  collected_on: string | null
  // Only once arrived and until collected.
  free: FreeDays | null
}

export interface TransportView {
  _id: string
  enquiry_number: string
  order_status: OrderStatus
  order_status_label: string
  // Before the dispatch record existed, the LR number and transporter lived on the order alone.
  lr_number: string | null
  transporter: string | null
  lr_photo_path: string | null
  shipment: ShipmentView | null
}
