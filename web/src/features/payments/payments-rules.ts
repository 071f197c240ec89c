import {
  BANK_REFERENCE_PATTERN,
  normaliseReference,
  PAYMENT_SCREENSHOT_MAX_BYTES,
  PAYMENT_SCREENSHOT_TYPES,
} from '@contract/payments'
import { parseRupees } from '@contract/rupees-text'
import type { FieldErrors } from '../../ui/form'
import type { paymentMessages } from './payments.messages'

// The payment form's own checks, before a slow upload on a phone; the server checks everything
// again (the screenshot by its bytes).

type M = (typeof paymentMessages)['en']

export const SCREENSHOT_MB = Math.round(PAYMENT_SCREENSHOT_MAX_BYTES / (1024 * 1024))

export const screenshotError = (file: Pick<File, 'size' | 'type'> | null, m: M): string | undefined => {
  if (!file) return undefined
  if (!(PAYMENT_SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return m.screenshotType
  if (file.size > PAYMENT_SCREENSHOT_MAX_BYTES) return m.screenshotSize(SCREENSHOT_MB)
  if (file.size === 0) return m.screenshotType
  return undefined
}

export type PaymentValues = { reference: string; amount: string }

// The amount, with those already waiting for the seller's check, may not pass the balance: the
// server's own rule, checked here first so the buyer hears it before sending.
export const paymentErrors = (
  values: PaymentValues,
  owed: { balancePaise: number; pendingPaise: number },
  m: M,
  money: (rupees: number) => string,
): FieldErrors<keyof PaymentValues> => {
  const errors: FieldErrors<keyof PaymentValues> = {}
  const reference = normaliseReference(values.reference)
  if (!reference) errors.reference = m.referenceMissing
  else if (!BANK_REFERENCE_PATTERN.test(reference)) errors.reference = m.referenceInvalid
  const paise = parseRupees(values.amount)
  if (!Number.isFinite(paise) || paise < 100 || Math.abs(paise - Math.round(paise)) > 1e-6) {
    errors.amount = m.amountInvalid
  } else if (owed.pendingPaise > 0 && paise > owed.balancePaise - owed.pendingPaise) {
    const left = owed.balancePaise - owed.pendingPaise
    errors.amount = left > 0 ? m.moreThanLeft(money(left / 100)) : m.allTold
  } else if (paise > owed.balancePaise) {
    errors.amount = m.moreThanBalance(money(owed.balancePaise / 100))
  }
  return errors
}

// The balance as the amount field starts: "11800" or "6800.50".
export const amountText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2))
