import { PAYMENT_SCREENSHOT_TYPES, type QuotePaymentView } from '@contract/payments'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { useErrorText, useMessages } from '../../lib/i18n'
import { Field, idOf, issuesToErrors, SubmitRow, TextField, useForm, useFormSubmit } from '../../ui/form'
import { paymentMessages } from './payments.messages'
import { quotePaymentQuery, tellPayment } from './payments.queries'
import {
  amountText,
  type PaymentValues,
  paymentErrors,
  SCREENSHOT_MB,
  screenshotError,
} from './payments-rules'

const FIELDS = ['reference', 'amount'] as const

// What is left to tell: the balance less what already waits for the seller's check (nothing
// once those cover it: a further claim would be refused).
const leftToTell = (v: QuotePaymentView) =>
  v.balance - v.pending > 0 ? amountText(v.balance - v.pending) : ''

// The buyer tells a payment: the UTR or bank reference, the amount, and a screenshot if they wish.
export function PaymentForm({ token, view }: { token: string; view: QuotePaymentView }) {
  const m = useMessages(paymentMessages)
  const errorText = useErrorText()
  const qc = useQueryClient()
  const fileRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  const balancePaise = Math.round(view.balance * 100)
  const pendingPaise = Math.round(view.pending * 100)
  const validate = useCallback(
    (values: PaymentValues) => paymentErrors(values, { balancePaise, pendingPaise }, m, rupees),
    [balancePaise, pendingPaise, m],
  )
  const form = useForm<keyof PaymentValues>('payment', { reference: '', amount: leftToTell(view) }, validate)

  const tell = useFormSubmit(form, {
    fields: FIELDS,
    send: () => tellPayment(token, { ...form.values, screenshot: file }),
    // The screenshot is checked with the fields; when only it is wrong, it takes the focus.
    check: (fieldsOk) => {
      const problem = screenshotError(file, m)
      setFileError(problem)
      if (fieldsOk && problem) requestAnimationFrame(() => fileRef.current?.focus())
      return !problem
    },
    onDone: (next) => {
      qc.setQueryData(quotePaymentQuery(token).queryKey, next)
      form.reset({ reference: '', amount: leftToTell(next) })
      setFile(null)
      if (fileRef.current) fileRef.current.value = ''
      tell.say({ kind: 'success', text: m.sent })
    },
    onFailed: (e) => {
      const issues = e instanceof ApiError ? e.issues : []
      const errors = issuesToErrors(issues, { fields: [...FIELDS, 'screenshot'] })
      if (errors.screenshot) setFileError(errors.screenshot)
      if (!form.showServerErrors(errors) && !errors.screenshot)
        tell.say({ kind: 'danger', text: errorText(e) })
    },
  })
  const busy = tell.processing

  return (
    <section className="pay-form" aria-labelledby="pay-form-heading">
      <h3 id="pay-form-heading">{m.formHeading}</h3>
      <p className="muted">{m.formIntro}</p>
      <form {...tell.formProps}>
        <TextField
          f={form.field('reference')}
          label={m.reference}
          hint={m.referenceHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          enterKeyHint="next"
          disabled={busy}
        />
        <TextField
          f={form.field('amount')}
          label={m.amount}
          inputMode="decimal"
          autoComplete="off"
          maxLength={14}
          disabled={busy}
        />
        <Field
          id={idOf('payment', 'screenshot')}
          label={m.screenshot}
          optional
          hint={m.screenshotHint(SCREENSHOT_MB)}
          error={fileError}
        >
          {(c) => (
            <input
              {...c}
              ref={fileRef}
              type="file"
              name="screenshot"
              accept={`image/*,${PAYMENT_SCREENSHOT_TYPES.join(',')}`}
              disabled={busy}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null
                setFile(chosen)
                setFileError(screenshotError(chosen, m))
              }}
            />
          )}
        </Field>
        <SubmitRow submit={tell} label={m.submit} busyLabel={m.sending} />
      </form>
    </section>
  )
}
