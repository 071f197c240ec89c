import type { AdminOrderDetail } from '@contract/admin'
import type { OrderStatus } from '@contract/order-status'
import { ORDER_STATUS_LABELS as STATUS_LABELS } from '@contract/order-status'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { confirmAction } from '../../ui/confirm'
import { toast } from '../../ui/toast'
import { adminOrderQuery, afterOrderChange, changeOrderStatus } from './admin.queries'
import { handleAuthError, isAuthError, useAuthError } from './admin-access'
import { Field } from './admin-field'
import { StatusBadge } from './admin-inbox-page'
import { isOrderId } from './admin-inbox-rules'
import { LrForm } from './admin-lr-form'
import { cancelQuestion, canUploadLr, STATUS_ACTION_LABELS, telLink, whatsappLink } from './admin-order-rules'
import { AdminPage, LoadError } from './admin-shell'

export function AdminOrderPage() {
  const id = useSearchParams()[0].get('id') ?? ''
  return (
    <AdminPage
      title="Enquiry"
      trail={[
        { label: "Seller's console", to: '/admin' },
        { label: 'Enquiries', to: '/admin' },
        { label: 'Enquiry' },
      ]}
    >
      <OrderLoader id={id} />
    </AdminPage>
  )
}

function NotFound() {
  return (
    <div className="stack">
      <p className="notice notice-warning">We could not find that enquiry.</p>
      <p>
        <Link to="/admin" className="btn btn-primary">
          Back to enquiries
        </Link>
      </p>
    </div>
  )
}

function OrderLoader({ id }: { id: string }) {
  const valid = isOrderId(id)
  const order = useQuery({ ...adminOrderQuery(id), enabled: valid })
  useAuthError(order.error)
  if (!valid) return <NotFound />
  if (order.isError) {
    if (isAuthError(order.error)) return null
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400))
      return <NotFound />
    return <LoadError what="this enquiry" onRetry={() => order.refetch()} />
  }
  if (order.isPending) return <p className="muted">Loading the enquiry…</p>
  return <OrderDetail order={order.data} />
}

function OrderDetail({ order: o }: { order: AdminOrderDetail }) {
  return (
    <div className="admin-order">
      <header className="admin-order-head card">
        <div>
          <h2>{o.enquiry_number}</h2>
          <p className="muted">Received {o.order_date}</p>
        </div>
        <StatusBadge status={o.order_status} label={o.order_status_label} />
        <div className="admin-contact-actions">
          <a className="btn" href={telLink(o.customer_mobile_no)}>
            Call<span className="visually-hidden"> {o.customer_name}</span>
          </a>
          <a className="btn btn-accent" href={whatsappLink(o)} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> {o.customer_name} (opens in a new tab)</span>
          </a>
          <Link className="btn" to={`/print?id=${encodeURIComponent(o._id)}`} target="_blank" rel="noopener">
            Print bill<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
        </div>
      </header>

      <div className="admin-order-grid">
        <section className="card admin-panel" aria-labelledby="buyer-title">
          <h3 id="buyer-title">Buyer</h3>
          <dl className="admin-facts">
            <div>
              <dt>Name</dt>
              <dd>{o.customer_name}</dd>
            </div>
            <div>
              <dt>Mobile</dt>
              <dd>
                <a href={telLink(o.customer_mobile_no)}>{o.customer_mobile_no}</a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{o.email_id ? <a href={`mailto:${o.email_id}`}>{o.email_id}</a> : '-'}</dd>
            </div>
            <div className="admin-facts-wide">
              <dt>Address</dt>
              <dd className="admin-address">{o.address}</dd>
            </div>
            <div>
              <dt>City</dt>
              <dd>{o.city || o.customer_city}</dd>
            </div>
            <div>
              <dt>PIN code</dt>
              <dd>{o.pin_code}</dd>
            </div>
            <div className="admin-facts-wide">
              <dt>Reference</dt>
              <dd>{o.reference_by || '-'}</dd>
            </div>
          </dl>
        </section>

        <StatusPanel order={o} />
      </div>

      <section className="card admin-panel" aria-labelledby="lines-title">
        <h3 id="lines-title">Products</h3>
        <Lines order={o} />
      </section>

      {canUploadLr(o.order_status) ? (
        <LrForm order={o} />
      ) : (
        <p className="notice admin-panel-note">
          The lorry receipt (LR) photo can be added once the parcel is dispatched.
        </p>
      )}
    </div>
  )
}

function Lines({ order: o }: { order: AdminOrderDetail }) {
  return (
    <>
      <div className="table-wrap">
        <table className="data admin-lines">
          <caption className="visually-hidden">Products in enquiry {o.enquiry_number}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                S.No
              </th>
              <th scope="col">Code</th>
              <th scope="col">Product</th>
              <th scope="col" className="num">
                MRP
              </th>
              <th scope="col" className="num">
                Disc.
              </th>
              <th scope="col" className="num">
                Rate
              </th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {o.product_list.map((l, i) => (
              <tr key={l.product_id ?? l.product_code}>
                <td className="num">{i + 1}</td>
                <td>{l.product_code}</td>
                <td>
                  {l.product_name}
                  {l.per && <span className="muted"> ({l.per})</span>}
                  {l.tamil_name && (
                    <>
                      <br />
                      <span className="tamil muted">{l.tamil_name}</span>
                    </>
                  )}
                </td>
                <td className="num">{rupees(l.price)}</td>
                <td className="num">{l.discount_percentage}%</td>
                <td className="num">{rupees(l.after_discount_price)}</td>
                <td className="num">{l.qty}</td>
                <td className="num">{rupees(l.sub_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="admin-totals">
        <div>
          <dt>Sub total</dt>
          <dd>{rupees(o.sub_total)}</dd>
        </div>
        {o.discount_amount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>{rupees(o.discount_amount)}</dd>
          </div>
        )}
        <div className="admin-total-net">
          <dt>Net amount</dt>
          <dd className="price">{rupees(o.net_amount)}</dd>
        </div>
      </dl>
      <p className="admin-words">
        <span className="muted">Amount in words: </span>
        {o.amount_in_words}
      </p>
    </>
  )
}

function StatusPanel({ order: o }: { order: AdminOrderDetail }) {
  const qc = useQueryClient()
  const [note, setNote] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const change = useMutation({
    mutationFn: (to: OrderStatus) =>
      changeOrderStatus(o._id, note.trim() ? { to, note: note.trim() } : { to }),
    onSuccess: async (_data, to) => {
      setNote('')
      setFailure(null)
      await afterOrderChange(qc, o._id)
      toast.success(`${o.enquiry_number} is now ${STATUS_LABELS[to]}`)
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      setFailure(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.')
      // Someone else may have moved it meanwhile: show where it stands now.
      if (e instanceof ApiError && e.status === 409) void afterOrderChange(qc, o._id)
    },
  })

  const onAction = async (to: OrderStatus) => {
    if (change.isPending) return
    if (to === 'CANCELLED' && !(await confirmAction(cancelQuestion(o.enquiry_number)))) return
    change.mutate(to)
  }

  return (
    <section className="card admin-panel" aria-labelledby="status-title">
      <h3 id="status-title">Status</h3>
      <p>
        Now: <StatusBadge status={o.order_status} label={o.order_status_label} />
      </p>
      {o.allowed_next.length > 0 ? (
        <div className="admin-status-change">
          <Field
            id="status-note"
            label={
              <>
                Note <span className="admin-optional">(optional, kept in the history)</span>
              </>
            }
          >
            {(c) => (
              <textarea
                {...c}
                rows={2}
                maxLength={500}
                value={note}
                disabled={change.isPending}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
          <div className="admin-status-buttons">
            {o.allowed_next.map((to) => (
              <button
                key={to}
                type="button"
                className={to === 'CANCELLED' ? 'btn admin-btn-danger' : 'btn btn-primary'}
                disabled={change.isPending}
                onClick={() => onAction(to)}
              >
                {change.isPending && change.variables === to ? 'Saving…' : STATUS_ACTION_LABELS[to]}
              </button>
            ))}
          </div>
          {failure && (
            <p className="notice notice-danger" role="alert">
              {failure}
            </p>
          )}
        </div>
      ) : (
        <p className="muted">This enquiry is closed: no further status changes.</p>
      )}
      <h4 className="admin-history-title">History</h4>
      <ol className="admin-history">
        {o.history.map((h) => (
          <li key={`${h.to_status}-${h.at}`} className="admin-history-item">
            <strong>{h.to_status_label}</strong>
            <span className="muted">
              {' '}
              by {h.actor}, {h.at}
            </span>
            {h.note && <p className="admin-history-note">{h.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
