import type { AdminOrderSummary } from '@contract/admin'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import {
  dateColumn,
  lrColumn,
  type OrderColumn,
  OrdersTable,
  statusColumn,
} from '../../shared/orders/orders-table'
import { Field, type FieldErrors, useForm } from '../../ui/form'
import { isAuthError, useAuthError } from '../kit/access'
import { keptInboxNotice } from '../kit/kept-inbox'
import { AdminPage, LoadError } from '../shell/shell'
import { AlertsSwitch } from './alerts-switch'
import { AttentionQueue } from './attention'
import { Gstr1Export } from './gstr1-export'
import { adminOrdersQuery } from './inbox.queries'
import { InboxExport } from './inbox-export'
import {
  filtersFromParams,
  filtersToParams,
  type InboxFilters,
  pageCount,
  STATUS_OPTIONS,
} from './inbox-rules'

export function AdminInboxPage() {
  return (
    <AdminPage title="Enquiries">
      <KeptInboxNotice />
      <AlertsSwitch />
      <AttentionQueue />
      <Inbox />
    </AdminPage>
  )
}

// The list the service worker kept, answered without a signal: how old it is, first on the page.
// (The list's own query: the same key, so no second read.)
function KeptInboxNotice() {
  const [params] = useSearchParams()
  const list = useQuery(adminOrdersQuery(filtersFromParams(params)))
  const keptAt = list.data?.keptAt
  const { refetch } = list
  // The signal is back: read the list again at once (a read still waiting on the old signal is
  // dropped for a new one).
  useEffect(() => {
    if (!keptAt) return
    const again = () => void refetch({ cancelRefetch: true })
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [keptAt, refetch])
  if (!keptAt) return null
  return (
    <p className="notice notice-warning" role="status">
      {keptInboxNotice(keptAt, Date.now())}
    </p>
  )
}

const TO_BEFORE_FROM = 'The "to" date is before the "from" date'

function Inbox() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const orders = useQuery(adminOrdersQuery(filters))
  useAuthError(orders.error)

  const go = (next: InboxFilters) => setParams(filtersToParams(next))

  let body: React.ReactNode
  if (orders.isPending) body = <p className="muted">Loading enquiries…</p>
  else if (orders.isError)
    body = isAuthError(orders.error) ? null : (
      <LoadError what="the enquiries" onRetry={() => orders.refetch()} />
    )
  else if (orders.data.orders.length === 0)
    body = (
      <p className="notice">
        {filtersToParams({ ...filters, page: 1 }).size > 0
          ? 'No enquiries match these filters.'
          : 'No enquiries yet. New ones will appear here.'}
      </p>
    )
  else {
    const { orders: rows, total, page, page_size } = orders.data
    const pages = pageCount(total, page_size)
    body = (
      <>
        <p className="muted admin-count" aria-live="polite">
          {total} {total === 1 ? 'enquiry' : 'enquiries'}
          {pages > 1 && `, page ${page} of ${pages}`}
        </p>
        <InboxTable rows={rows} />
        {pages > 1 && (
          <nav className="admin-pager" aria-label="Pages">
            <button
              type="button"
              className="btn"
              disabled={page <= 1}
              onClick={() => go({ ...filters, page: page - 1 })}
            >
              ‹ Newer
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="btn"
              disabled={page >= pages}
              onClick={() => go({ ...filters, page: page + 1 })}
            >
              Older ›
            </button>
          </nav>
        )}
      </>
    )
  }

  return (
    <div className="stack">
      <InboxFiltersForm filters={filters} onApply={go} />
      {/* A new search starts without the last export's error. */}
      <InboxExport key={filtersToParams({ ...filters, page: 1 }).toString()} filters={filters} />
      <Gstr1Export />
      <div aria-busy={orders.isFetching}>{body}</div>
    </div>
  )
}

type FilterValues = Omit<InboxFilters, 'page'>

const checkDates = (v: Record<keyof FilterValues, string>): FieldErrors<keyof FilterValues> =>
  v.from && v.to && v.to < v.from ? { to: TO_BEFORE_FROM } : {}

const valuesOf = ({ page: _page, ...rest }: InboxFilters): FilterValues => rest

function InboxFiltersForm({
  filters,
  onApply,
}: {
  filters: InboxFilters
  onApply: (f: InboxFilters) => void
}) {
  const form = useForm<keyof FilterValues>('inbox', valuesOf(filters), checkDates)
  // Back and forward in the browser change the address: the form follows it.
  const key = filtersToParams(filters).toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for filters' content
  useEffect(() => {
    form.reset(valuesOf(filters))
  }, [key])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!form.check()) return
    const v = form.values
    onApply({ ...v, status: v.status as InboxFilters['status'], q: v.q.trim(), page: 1 })
  }
  const clear = () => {
    form.reset(valuesOf(filtersFromParams(new URLSearchParams())))
    onApply({ status: '', from: '', to: '', q: '', page: 1 })
  }
  const q = form.field('q')
  const status = form.field('status')
  const from = form.field('from')
  const to = form.field('to')

  return (
    <form className="admin-filters card" aria-label="Find enquiries" onSubmit={submit} noValidate>
      <Field id={q.id} label="Enquiry number or mobile">
        {(c) => (
          <input
            {...c}
            type="search"
            inputMode="text"
            maxLength={20}
            placeholder="ENQ-00042 or 98765…"
            value={q.value}
            onChange={(e) => q.onChange(e.target.value)}
          />
        )}
      </Field>
      <Field id={status.id} label="Status">
        {(c) => (
          <select {...c} value={status.value} onChange={(e) => status.onChange(e.target.value)}>
            <option value="">All statuses</option>
            {STATUS_OPTIONS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={from.id} label="From date">
        {(c) => (
          <input {...c} type="date" value={from.value} onChange={(e) => from.onChange(e.target.value)} />
        )}
      </Field>
      <Field id={to.id} label="To date" error={to.error}>
        {(c) => (
          <input
            {...c}
            type="date"
            value={to.value}
            min={from.value || undefined}
            onBlur={to.onBlur}
            onChange={(e) => to.onChange(e.target.value)}
          />
        )}
      </Field>
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          Show
        </button>
        <button type="button" className="btn" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  )
}

const INBOX_COLUMNS: readonly OrderColumn<AdminOrderSummary>[] = [
  dateColumn,
  { header: 'Buyer', cell: (o) => o.customer_name },
  { header: 'Mobile', cell: (o) => o.customer_mobile_no },
  {
    header: 'City',
    cell: (o) => (
      <span>
        {o.city} <span className="muted">{o.pin_code}</span>
      </span>
    ),
  },
  {
    // Once quoted, the quote's total is what the seller asks; the estimate stays on the enquiry's page.
    header: 'Amount',
    numeric: true,
    cell: (o) =>
      o.quote_total === null ? (
        rupees(o.net_amount)
      ) : (
        <span>
          {rupees(o.quote_total)} <span className="muted">quoted</span>
        </span>
      ),
  },
  statusColumn,
  lrColumn('LR'),
]

function InboxTable({ rows }: { rows: AdminOrderSummary[] }) {
  return (
    <OrdersTable
      rows={rows}
      rowKey={(o) => o._id}
      caption="Enquiries, newest first"
      columns={INBOX_COLUMNS}
      enquiry={(o) => (
        <Link to={`/admin/order?id=${encodeURIComponent(o._id)}`} className="admin-row-link">
          {o.enquiry_number}
        </Link>
      )}
    />
  )
}
