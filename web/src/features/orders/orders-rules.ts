import { orderSearchSchema } from '@contract/orders'

// Tracking's messages, 'Mobile number is required' and 'Invalid Mobile number', from the server's schema.
const trackingMobile = orderSearchSchema.options[1].shape.mobile_no

export const validateTrackingMobile = (value: string): string | undefined => {
  const result = trackingMobile.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid Mobile number')
}
