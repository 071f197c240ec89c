// The enquiry lifecycle, from receipt to delivery (see docs/behaviour.md#the-sellers-console).
// One definition for server, pages and console.
export const ORDER_STATUSES = [
  'ENQUIRY_RECEIVED',
  'CONFIRMED',
  'PAYMENT_RECEIVED',
  'PACKED',
  'DISPATCHED',
  'DELIVERED',
  'CANCELLED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'Enquiry received',
  CONFIRMED: 'Confirmed',
  PAYMENT_RECEIVED: 'Payment received',
  PACKED: 'Packed',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
}

// The same stages as a Tamil shop says them. The server's answers keep the English label
// (order_status_label); Tamil pages take theirs from here by the status.
export const ORDER_STATUS_LABELS_TA: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'விசாரணை பெறப்பட்டது',
  CONFIRMED: 'உறுதி செய்யப்பட்டது',
  PAYMENT_RECEIVED: 'பணம் பெறப்பட்டது',
  PACKED: 'பேக் செய்யப்பட்டது',
  DISPATCHED: 'அனுப்பப்பட்டது',
  DELIVERED: 'டெலிவரி செய்யப்பட்டது',
  CANCELLED: 'ரத்து செய்யப்பட்டது',
}

// Forward one step at a time; cancelling is possible until the parcel leaves Sivakasi.
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  ENQUIRY_RECEIVED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['PAYMENT_RECEIVED', 'CANCELLED'],
  PAYMENT_RECEIVED: ['PACKED', 'CANCELLED'],
  PACKED: ['DISPATCHED', 'CANCELLED'],
  DISPATCHED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
}

export const INITIAL_ORDER_STATUS: OrderStatus = 'ENQUIRY_RECEIVED'

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
  ORDER_STATUS_TRANSITIONS[from].includes(to)
