import { paymentRecordSchema } from '@contract/admin-payments'
import { paymentAmount } from '@contract/payments'
import type { FieldErrors } from '../../ui/form'
import { checkWith } from '../kit/issues'

// The console's payment forms, checked with the API's own rules.

export const receivedAmountErrors = (v: { received_amount: string; note: string }) => {
  const parsed = paymentAmount.safeParse(v.received_amount)
  const errors: FieldErrors<'received_amount' | 'note'> = {}
  if (!parsed.success) errors.received_amount = parsed.error.issues[0]?.message ?? 'Enter the amount received'
  if (v.note.length > 500) errors.note = 'The note can be at most 500 characters'
  return errors
}

export type RecordValues = { method: string; reference: string; amount: string; note: string }

export const recordErrors = (v: RecordValues): FieldErrors<keyof RecordValues> =>
  checkWith(paymentRecordSchema, { ...v, note: v.note || undefined }).errors as FieldErrors<
    keyof RecordValues
  >

export const METHOD_LABELS = { cash: 'Cash', bank: 'Bank transfer', upi: 'UPI' } as const
