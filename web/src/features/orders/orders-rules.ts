import { accessCodeField } from '@contract/access-code'
import type { OrderStatus } from '@contract/order-status'
import { enquiryNumberField, orderSearchSchema } from '@contract/orders'

// Tracking's messages, 'Mobile number is required' and 'Invalid Mobile number', from the server's schema.
const trackingMobile = orderSearchSchema.options[1].shape.mobile_no

export const validateTrackingMobile = (value: string): string | undefined => {
  const result = trackingMobile.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid Mobile number')
}

// The enquiry number as the server reads it: 'ENQ-00042', 'enq 42' or '42'.
export const validateEnquiryNumber = (value: string): string | undefined => {
  const result = enquiryNumberField.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid enquiry number')
}

// The access code as the server reads it: either case, spaces and dashes left out.
export const validateAccessCode = (value: string): string | undefined => {
  const result = accessCodeField.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid access code')
}

// The lorry receipt page has something to show once the parcel has left.
export const isDispatched = (status: OrderStatus) => status === 'DISPATCHED' || status === 'DELIVERED'
