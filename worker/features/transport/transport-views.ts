import { mapHref, telHref } from '../../contract/contact-links'
import { toRupees } from '../../contract/money'
import type { StoredSettings } from '../../contract/settings'
import { parcelTrackingHref } from '../../contract/tracking-link'
import { freeDaysLeft, type ShipmentState, type ShipmentView } from '../../contract/transport'
import type { shipments } from '../../db/schema-dispatch'
import { indiaDate } from '../../lib/time'

export type ShipmentRow = typeof shipments.$inferSelect

const stateOf = (s: ShipmentRow): ShipmentState =>
  s.collectedAt !== null ? 'collected' : s.arrivedAt !== null ? 'arrived' : 'dispatched'

// The free days only matter while the parcel waits at the branch.
export const toShipmentView = (
  s: ShipmentRow,
  now: number,
  transport: StoredSettings['transport'],
): ShipmentView => ({
  state: stateOf(s),
  transporter_name: s.transporterName,
  branch_town: s.branchTown,
  branch_town_ta: s.branchTownTa,
  branch_address: s.branchAddress,
  branch_phone: s.branchPhone,
  branch_tel_href: telHref(s.branchPhone),
  map_href: mapHref({ map_link: s.branchMapLink, store_address: `${s.branchAddress}, ${s.branchTown}` }),
  parcels: s.parcels,
  freight_mode: s.freightMode,
  freight: toRupees(s.freightPaise),
  freight_reason: s.freightReason,
  lr_number: s.lrNumber,
  tracking_href: parcelTrackingHref(transport, s) || null,
  free_days: s.freeDays,
  dispatched_on: indiaDate(s.dispatchedAt),
  arrived_on: s.arrivedAt === null ? null : indiaDate(s.arrivedAt),
  collected_on: s.collectedAt === null ? null : indiaDate(s.collectedAt),
  free: s.arrivedAt !== null && s.collectedAt === null ? freeDaysLeft(s.arrivedAt, s.freeDays, now) : null,
})
