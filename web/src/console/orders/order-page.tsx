import type { AdminOrderDetail } from '@contract/admin'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { OrderLinesTable } from '../../shared/orders/order-lines-table'
import { StatusBadge } from '../../shared/orders/status-badge'
import { isAuthError, useAuthError } from '../kit/access'
import { telLink } from '../kit/buyer-contact'
import { WhatsappButton } from '../kit/order-whatsapp'
import { adminOrderQuery } from '../kit/queries'
import { AdminPage, LoadError } from '../shell/shell'
import { BuyerGstinForm } from './buyer-gstin-form'
import { LrForm } from './lr-form'
import { canUploadLr } from './order-rules'
import { StatusPanel } from './order-status'
import { TransportPanel } from './transport-panel'

// The panels another section owns (the quote, the payments): the console's root passes them in,
// so the orders section never imports the quotes or payments section.
export interface OrderPanels {
  agreed: (order: AdminOrderDetail) => ReactNode
  quote: (order: AdminOrderDetail) => ReactNode
  payments: (order: AdminOrderDetail) => ReactNode
}

export function AdminOrderPage({ panels }: { panels: OrderPanels }) {
  const id = useSearchParams()[0].get('id') ?? ''
  return (
    <AdminPage title="Enquiry" back={{ label: 'Enquiries', to: '/admin' }}>
      <OrderLoader id={id} panels={panels} />
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

function OrderLoader({ id, panels }: { id: string; panels: OrderPanels }) {
  const valid = isOrderId(id)
  const order = useQuery({ ...adminOrderQuery(id), enabled: valid })
  useAuthError(order.error)
  if (!valid) return <NotFound />
  if (order.isError) {
    if (isAuthError(order.error)) return null
    if (isNotFound(order.error)) return <NotFound />
    return <LoadError what="this enquiry" onRetry={() => order.refetch()} />
  }
  if (order.isPending) return <p className="muted">Loading the enquiry…</p>
  return <OrderDetail order={order.data} panels={panels} />
}

function OrderDetail({ order: o, panels }: { order: AdminOrderDetail; panels: OrderPanels }) {
  return (
    <div className="admin-order">
      <header className="admin-order-head card">
        <div>
          <h2>{o.enquiry_number}</h2>
          <p className="muted">Received {o.order_date}</p>
          {/* For a buyer who lost their link and calls from the enquiry's own number. */}
          <p>
            Access code <strong translate="no">{o.access_code}</strong>
            <span className="muted">
              {' '}
              (with the mobile and enquiry number it opens the bill from Track Order)
            </span>
          </p>
        </div>
        <StatusBadge status={o.order_status} label={o.order_status_label} />
        <div className="admin-contact-actions">
          <a className="btn" href={telLink(o.customer_mobile_no)}>
            Call<span className="visually-hidden"> {o.customer_name}</span>
          </a>
          <WhatsappButton order={o} />
          <Link className="btn" to={`/print?id=${encodeURIComponent(o._id)}`} target="_blank" rel="noopener">
            Print bill<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          {o.invoice_no && (
            <Link
              className="btn"
              to={`/invoice?id=${encodeURIComponent(o._id)}`}
              target="_blank"
              rel="noopener"
            >
              Tax invoice {o.invoice_no}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Link>
          )}
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
            <div>
              <dt>State</dt>
              <dd>{o.state_code ? `${o.state_name ?? ''}, Code ${o.state_code}` : '-'}</dd>
            </div>
            <div>
              <dt>18 or older</dt>
              <dd>
                {o.adult_confirmed_at ? `Confirmed ${o.adult_confirmed_at}` : 'Not asked (older enquiry)'}
              </dd>
            </div>
            <div className="admin-facts-wide">
              <dt>Reference</dt>
              <dd>{o.reference_by || '-'}</dd>
            </div>
          </dl>
          <BuyerGstinForm order={o} />
        </section>

        <StatusPanel order={o} />
      </div>

      {panels.agreed(o)}
      <section className="card admin-panel" aria-labelledby="lines-title">
        <h3 id="lines-title">Products as enquired</h3>
        <Lines order={o} />
      </section>

      {panels.quote(o)}
      {panels.payments(o)}
      <TransportPanel order={o} />

      {canUploadLr(o.order_status) ? (
        <LrForm order={o} />
      ) : (
        <p className="notice admin-panel-note">
          The lorry receipt (LR) photo can be added once the parcel is dispatched (Transport, above).
        </p>
      )}
    </div>
  )
}

function Lines({ order: o }: { order: AdminOrderDetail }) {
  return (
    <>
      <OrderLinesTable
        lines={o.product_list}
        caption={`Products in enquiry ${o.enquiry_number}`}
        className="admin-lines"
        showPer
      />
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
