import type { Context } from 'hono'
import { paymentSubmitSchema } from '../../contract/payments'
import { readUpload } from '../../lib/body-limit'
import { AppError } from '../../lib/errors'
import { zodIssues } from '../../lib/validate'
import { chosenFile, readScreenshot, type Screenshot } from './payments-screenshot'

const isForm = (c: Context) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(c.req.header('Content-Type') ?? '')

const FORM_OR_JSON = 'Send the reference and the amount as a form or as JSON'

const readRaw = async (c: Context): Promise<Record<string, unknown>> => {
  const raw: unknown = await readUpload(c, () => (isForm(c) ? c.req.parseBody() : c.req.json()), FORM_OR_JSON)
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>
  throw new AppError('VALIDATION_FAILED', FORM_OR_JSON)
}

// The buyer's payment as a form (with an optional screenshot) or as JSON without one.
export const readPaymentBody = async (
  c: Context,
): Promise<{ reference: string; amount: number; screenshot: Screenshot | undefined }> => {
  const raw = await readRaw(c)
  const parsed = paymentSubmitSchema.safeParse({ reference: raw.reference, amount: raw.amount })
  if (!parsed.success) {
    const issues = zodIssues(parsed.error)
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { issues })
  }
  const file = chosenFile(raw.screenshot)
  if (!file && raw.screenshot !== undefined && raw.screenshot !== '' && !(raw.screenshot instanceof File)) {
    throw new AppError('VALIDATION_FAILED', 'The screenshot must be sent as a file in a form upload', {
      issues: [{ path: 'screenshot', message: 'The screenshot must be sent as a file' }],
    })
  }
  return { ...parsed.data, screenshot: file ? await readScreenshot(file) : undefined }
}
