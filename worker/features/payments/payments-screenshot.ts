import { PAYMENT_SCREENSHOT_MAX_BYTES } from '../../contract/payments'
import { AppError, fieldError } from '../../lib/errors'
import { sniffImage } from '../../lib/image-sniff'

export interface Screenshot {
  bytes: Uint8Array
  contentType: string
  ext: string
}

// A form whose file input was left empty sends a nameless, empty file: that is no screenshot.
export const chosenFile = (value: unknown): File | undefined =>
  value instanceof File && (value.size > 0 || value.name) ? value : undefined

// Checked as LR photos are: a size ceiling, and the first bytes must be a real JPEG, PNG or WebP
// whatever the type and name the browser claimed.
export const readScreenshot = async (file: File): Promise<Screenshot> => {
  if (file.size === 0) throw fieldError('screenshot', 'The screenshot is empty')
  if (file.size > PAYMENT_SCREENSHOT_MAX_BYTES) {
    const message = `The screenshot must be at most ${PAYMENT_SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB. Please send a smaller one.`
    throw new AppError('PAYLOAD_TOO_LARGE', message, { issues: [{ path: 'screenshot', message }] })
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffImage(bytes)
  if (!kind) {
    const message = 'Only JPEG, PNG or WebP screenshots'
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { issues: [{ path: 'screenshot', message }] })
  }
  return { bytes, ...kind }
}
