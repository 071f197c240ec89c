import { orderSearchSchema } from '@contract/orders'

// Spec §5 tracking: 'Mobile number is required', 'Invalid Mobile number', as the server says them.
const trackingMobile = orderSearchSchema.options[1].shape.mobile_no

export const validateTrackingMobile = (value: string): string | undefined => {
  const result = trackingMobile.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid Mobile number')
}
