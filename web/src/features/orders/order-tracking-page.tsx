import type { TrackedOrder } from '@contract/orders'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { useErrorText, useLocale, useMessages } from '../../lib/i18n'
import { orderDate } from '../../shared/orders/order-date'
import {
  amountColumn,
  dateColumn,
  lrColumn,
  OrdersTable,
  statusColumn,
} from '../../shared/orders/orders-table'
import { StatusTimeline } from '../../shared/orders/status-timeline'
import { TextField, useForm } from '../../ui/form'
import { PageBanner } from '../../ui/page-banner'
import { toast } from '../../ui/toast'
import { EnquiryOpener } from './enquiry-opener'
import { trackingMessages } from './orders.messages'
import { trackOrdersQuery } from './orders.queries'
import { validateTrackingMobile } from './orders-rules'
import { wayBackMessages } from './way-back.messages'
import './orders.css'

// Tracking shows one of three states: 1 the form only, 2 results, 3 none found or an error.
type Mode = { mode: 1 } | { mode: 2; rows: TrackedOrder[]; mobile: string } | { mode: 3; message?: string }

const validate = (v: { mobile_no: string }) => {
  const message = validateTrackingMobile(v.mobile_no)
  return message ? { mobile_no: message } : {}
}

export function OrderTrackingPage() {
  const m = useMessages(trackingMessages)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const form = useForm('tracking', { mobile_no: '' }, validate)
  const [state, setState] = useState<Mode>({ mode: 1 })
  const [loading, setLoading] = useState(false)
  // The listed enquiry the buyer chose to open, and the mobile number the list was found by.
  const [opening, setOpening] = useState<{ about: string; mobile: string; key: number }>()
  const mobile = form.values.mobile_no
  const field = form.field('mobile_no')

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (loading) return
    if (!form.check()) return
    setLoading(true)
    setOpening(undefined)
    try {
      const rows = await queryClient.fetchQuery(trackOrdersQuery(mobile))
      if (Array.isArray(rows) && rows.length) setState({ mode: 2, rows, mobile })
      else {
        toast.warning(m.noneToast)
        setState({ mode: 3 })
      }
    } catch (err) {
      // Too many look-ups and lost connections say so; anything else reads as "nothing found".
      const message =
        err instanceof ApiError && (err.status === 429 || err.code === 'NETWORK') ? errorText(err) : undefined
      toast.warning(message ?? m.noneToast)
      setState({ mode: 3, ...(message ? { message } : {}) })
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container page-body stack tracking">
        <form className="card tracking-form" noValidate onSubmit={submit}>
          <p className="muted">{m.intro}</p>
          <div className="tracking-row">
            <TextField
              // An empty box left behind is not yet a mistake; a wrong number is.
              f={{ ...field, onBlur: () => mobile && field.onBlur() }}
              label={m.mobile}
              type="tel"
              autoComplete="tel-national"
              digits={10}
              disabled={loading}
            />
            <button type="submit" className="btn btn-primary tracking-submit" disabled={loading}>
              {loading ? m.searching : m.submit}
            </button>
          </div>
        </form>

        <div aria-live="polite">
          {state.mode === 2 && (
            <TrackedTable
              rows={state.rows}
              onOpen={(about, key) => setOpening({ about, key, mobile: state.mobile })}
            />
          )}
          {state.mode === 2 && opening && (
            <EnquiryOpener
              key={opening.key}
              mobile={opening.mobile}
              about={opening.about}
              onClose={() => setOpening(undefined)}
            />
          )}
          {state.mode === 3 && (
            <div className="notice notice-warning tracking-none">
              <p>
                <strong>{m.noneTitle}</strong>
              </p>
              <p>{state.message ?? m.noneText}</p>
            </div>
          )}
        </div>
      </div>
    </>
  )
}

function TrackedTable({
  rows,
  onOpen,
}: {
  rows: TrackedOrder[]
  onOpen: (about: string, key: number) => void
}) {
  const m = useMessages(trackingMessages)
  const w = useMessages(wayBackMessages)
  const locale = useLocale()
  // No enquiry number comes with the list: each row is told apart by its place in it.
  const keyed = rows.map((r, key) => ({ ...r, key }))
  return (
    <section aria-labelledby="tracking-results">
      <h2 id="tracking-results">{m.results(rows.length)}</h2>
      <OrdersTable
        rows={keyed}
        rowKey={(r) => r.key}
        enquiry={(r) => {
          const about = w.openLabel(orderDate(r, locale))
          return (
            <button
              type="button"
              className="btn btn-ghost tracking-open-button"
              aria-label={about}
              onClick={() => onOpen(about, r.key)}
            >
              {w.open}
            </button>
          )
        }}
        columns={[
          dateColumn,
          amountColumn,
          {
            header: statusColumn.header,
            cell: (r, view) => (
              <>
                {statusColumn.cell(r, view)}
                {r.timeline.length > 1 && (
                  <details className="tracking-timeline">
                    <summary>{view.m.timeline}</summary>
                    <StatusTimeline timeline={r.timeline} />
                  </details>
                )}
              </>
            ),
          },
          { header: m.city, cell: (r) => r.city },
          lrColumn(m.lrPhoto),
        ]}
      />
      <p className="muted tracking-note">{m.privacy}</p>
    </section>
  )
}
