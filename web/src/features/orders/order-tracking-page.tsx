import type { TrackedOrder } from '@contract/orders'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import {
  amountColumn,
  dateColumn,
  lrColumn,
  OrdersTable,
  statusColumn,
} from '../../shared/orders/orders-table'
import { PageBanner } from '../../ui/page-banner'
import { toast } from '../../ui/toast'
import { trackOrdersQuery } from './orders.queries'
import { validateTrackingMobile } from './orders-rules'
import './orders.css'

// Spec §4: tracking modes 1 initial, 2 results, 3 none or error.
type Mode = { mode: 1 } | { mode: 2; rows: TrackedOrder[] } | { mode: 3; message?: string }

export function OrderTrackingPage() {
  const queryClient = useQueryClient()
  const [mobile, setMobile] = useState('')
  const [touched, setTouched] = useState(false)
  const [state, setState] = useState<Mode>({ mode: 1 })
  const [loading, setLoading] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const error = validateTrackingMobile(mobile)
  const shownError = touched ? error : undefined

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (loading) return
    setTouched(true)
    if (error) {
      input.current?.focus()
      return
    }
    setLoading(true)
    try {
      const rows = await queryClient.fetchQuery(trackOrdersQuery(mobile))
      if (Array.isArray(rows) && rows.length) setState({ mode: 2, rows })
      else {
        toast.warning('No orders found')
        setState({ mode: 3 })
      }
    } catch (err) {
      // Too many look-ups and lost connections say so; anything else reads as "nothing found".
      const message =
        err instanceof ApiError && (err.status === 429 || err.code === 'NETWORK') ? err.message : undefined
      toast.warning(message ?? 'No orders found')
      setState({ mode: 3, ...(message ? { message } : {}) })
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <PageBanner title="Order Tracking" />
      <div className="container page-body stack tracking">
        <form className="card tracking-form" noValidate onSubmit={submit}>
          <p className="muted">Enter the mobile number you gave with your enquiry.</p>
          <div className="tracking-row">
            <div className="field">
              <label htmlFor="tracking-mobile">Mobile number</label>
              <input
                ref={input}
                id="tracking-mobile"
                name="mobile_no"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={mobile}
                disabled={loading}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? 'tracking-mobile-error' : undefined}
                onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
                onBlur={() => mobile && setTouched(true)}
              />
              {shownError && (
                <span id="tracking-mobile-error" className="field-error">
                  {shownError}
                </span>
              )}
            </div>
            <button type="submit" className="btn btn-primary tracking-submit" disabled={loading}>
              {loading ? 'Searching…' : 'Submit'}
            </button>
          </div>
        </form>

        <div aria-live="polite">
          {state.mode === 2 && <TrackedTable rows={state.rows} />}
          {state.mode === 3 && (
            <div className="notice notice-warning tracking-none">
              <p>
                <strong>No details found...!</strong>
              </p>
              <p>
                {state.message ??
                  'No enquiries were found for this mobile number. Please check the number you used when placing the enquiry.'}
              </p>
            </div>
          )}
        </div>
      </div>
    </>
  )
}

function TrackedTable({ rows }: { rows: TrackedOrder[] }) {
  return (
    <section aria-labelledby="tracking-results">
      <h2 id="tracking-results">Your enquiries ({rows.length})</h2>
      <OrdersTable
        rows={rows}
        rowKey={(r) => r.order_no}
        columns={[
          dateColumn,
          amountColumn,
          statusColumn,
          { header: 'City', cell: (r) => r.city },
          lrColumn('LR photo'),
        ]}
      />
      <p className="muted tracking-note">
        For your privacy, tracking by mobile number shows no names or addresses. Open the bill and the lorry
        receipt from the link on your thank-you page, or sign in and see My Orders.
      </p>
    </section>
  )
}
