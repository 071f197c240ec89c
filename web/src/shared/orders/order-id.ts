import { ApiError } from '../../lib/api-client'

// The API's enquiry id shape: anything else cannot be an enquiry, so it is not even asked for.
export const isOrderId = (id: string) => /^[A-Za-z0-9_-]{16,40}$/.test(id)

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400)

export { SHOP_NAME } from '../brand'
