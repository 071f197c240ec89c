import type { OpenedEnquiry } from '@contract/orders'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { useErrorText, useLocale, useMessages } from '../../lib/i18n'
import { OwedAmount } from '../../shared/orders/amount-owed'
import { StatusBadge } from '../../shared/orders/status-badge'
import { AccessCodeField, TextField, useForm } from '../../ui/form'
import { openEnquiry } from './orders.queries'
import { isDispatched, validateAccessCode, validateEnquiryNumber } from './orders-rules'
import { wayBackMessages } from './way-back.messages'

const validate = (v: { enquiry_number: string; access_code: string }) => {
  const number = validateEnquiryNumber(v.enquiry_number)
  const code = validateAccessCode(v.access_code)
  return { ...(number ? { enquiry_number: number } : {}), ...(code ? { access_code: code } : {}) }
}

// Tracking lists enquiries without their numbers; the buyer types the number and the access code
// they were given, and only both matching an enquiry of this mobile give the bill's link.
export function EnquiryOpener({
  mobile,
  about,
  onClose,
}: {
  mobile: string
  about: string
  onClose: () => void
}) {
  const m = useMessages(wayBackMessages)
  const locale = useLocale()
  const errorText = useErrorText()
  const form = useForm('open-enquiry', { enquiry_number: '', access_code: '' }, validate)
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [opened, setOpened] = useState<OpenedEnquiry>()
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => input.current?.focus(), [])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (loading || !form.check()) return
    setLoading(true)
    setProblem(undefined)
    try {
      setOpened(await openEnquiry({ mobile_no: mobile, ...form.values }))
    } catch (err) {
      setOpened(undefined)
      setProblem(err instanceof ApiError && err.status === 404 ? m.noMatch : errorText(err))
    } finally {
      setLoading(false)
    }
  }

  return (
    <section className="card tracking-open" aria-labelledby="tracking-open-heading">
      <h2 id="tracking-open-heading">{m.heading}</h2>
      <p className="muted">
        {about}. {m.intro}
      </p>
      <form className="tracking-row" noValidate onSubmit={submit}>
        <TextField
          f={form.field('enquiry_number')}
          inputRef={input}
          label={m.enquiryNumber}
          hint={m.enquiryHint}
          autoComplete="off"
          maxLength={20}
          disabled={loading}
        />
        <AccessCodeField
          f={form.field('access_code')}
          label={m.accessCode}
          hint={m.accessCodeHint}
          disabled={loading}
        />
        <button type="submit" className="btn btn-primary tracking-submit" disabled={loading}>
          {loading ? m.opening : m.submit}
        </button>
      </form>
      <div aria-live="polite">
        {problem && (
          <p className="notice notice-warning" role="alert">
            {problem}
          </p>
        )}
        {opened && (
          <div className="tracking-opened">
            <h3>{m.opened(opened.enquiry_number)}</h3>
            <p>
              <OwedAmount owed={opened.amount_owed} /> · {m.status}:{' '}
              <StatusBadge
                status={opened.order_status}
                label={locale === 'en' ? opened.order_status_label : undefined}
              />
            </p>
            <div className="tracking-open-links">
              {opened.quote_link && (
                <Link to={opened.quote_link} className="btn btn-primary">
                  {m.quote}
                </Link>
              )}
              <Link to={`/print?id=${encodeURIComponent(opened.order_id)}`} className="btn btn-primary">
                {m.bill}
              </Link>
              {(isDispatched(opened.order_status) || opened.has_lr_photo === 1) && (
                <Link to={`/transport?id=${encodeURIComponent(opened.order_id)}`} className="btn btn-accent">
                  {m.transport}
                </Link>
              )}
            </div>
          </div>
        )}
      </div>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        {m.cancel}
      </button>
    </section>
  )
}
