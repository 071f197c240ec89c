import type { OrderStatus } from '@contract/order-status'

// The enquiry page: the seller's status buttons and what they ask first.

export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'Mark received',
  QUOTED: 'Send quote',
  ACCEPTED: 'Mark accepted',
  CONFIRMED: 'Confirm',
  PAYMENT_SUBMITTED: 'Payment submitted',
  PART_PAID: 'Part paid',
  PAYMENT_RECEIVED: 'Payment received',
  PACKED: 'Mark packed',
  DISPATCHED: 'Mark dispatched',
  ARRIVED: 'Mark arrived at branch',
  COLLECTED: 'Mark collected',
  // A parcel for a branch goes Arrived at branch, then Collected; Delivered is the rare door delivery.
  DELIVERED: 'Mark delivered to the door',
  CANCELLED: 'Cancel enquiry',
}

export const cancelQuestion = (enquiryNumber: string) =>
  `Cancel enquiry ${enquiryNumber}? The buyer will see it as Cancelled and it cannot be reopened.`

// The LR photo can be added once the parcel has left (the server refuses it before).
export const canUploadLr = (status: OrderStatus) =>
  status === 'DISPATCHED' || status === 'ARRIVED' || status === 'COLLECTED' || status === 'DELIVERED'
