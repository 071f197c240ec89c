import type { OrderRecord } from '@contract/orders'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import { isNotFound, isOrderId, SHOP_NAME } from '../../shared/orders/order-id'
import { OrderLinesTable } from '../../shared/orders/order-lines-table'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { StatusBadge } from '../../shared/orders/status-badge'
import { usePageTitle } from '../../shared/page-title'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { PageBanner } from '../../ui/page-banner'
import { orderPrintQuery } from './orders.queries'
import './orders.css'

export function PrintBillPage() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const order = useQuery({ ...orderPrintQuery(id), enabled: valid })
  // The tab names the enquiry, as the link's preview does, and nothing of the buyer.
  usePageTitle({ orderNumber: () => order.data?.enquiry_number })

  let body: React.ReactNode
  if (!valid || isNotFound(order.error)) body = <EnquiryNotFound />
  else if (order.isError) body = <LoadFailed onRetry={() => order.refetch()} />
  else if (order.isPending) body = <p className="muted">Loading your enquiry bill…</p>
  else body = <PrintBill order={order.data} />

  return (
    <>
      <PageBanner title="Enquiry Bill" />
      <div className="container page-body print-page">{body}</div>
    </>
  )
}

function PrintBill({ order: o }: { order: OrderRecord }) {
  const settings = useSettings()
  const contact = settings?.contact
  return (
    <div className="stack">
      <div className="no-print print-actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-describedby="download-help"
          onClick={() => window.print()}
        >
          Download
        </button>
        <Link to={`/transport?id=${encodeURIComponent(o._id)}`} className="btn">
          Lorry receipt (LR)
        </Link>
        <p id="download-help" className="muted print-help">
          Opens your browser's print window: choose “Save as PDF” as the printer to keep a copy on your phone,
          or print it on paper.
        </p>
      </div>

      <article className="card bill" aria-labelledby="bill-title">
        <header className="bill-head">
          <div>
            <p className="bill-shop">{SHOP_NAME}</p>
            {contact && (
              <address className="bill-contact">
                {contact.store_address}
                <br />
                Phone {contact.support_phone} · {contact.support_email}
              </address>
            )}
          </div>
          <div className="bill-meta">
            <h2 id="bill-title">Enquiry Bill</h2>
            <dl className="bill-kv">
              <div>
                <dt>Enquiry No.</dt>
                <dd>{o.enquiry_number}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{o.order_date}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={o.order_status} label={o.order_status_label} />
                </dd>
              </div>
            </dl>
          </div>
        </header>

        <section className="bill-parties" aria-label="Buyer">
          <div>
            <h3>Bill to</h3>
            <p>
              <strong>{o.customer_name}</strong>
              <br />
              <span className="bill-address">{o.address}</span>
              <br />
              {o.city} - {o.pin_code}
              <br />
              Mobile: {o.customer_mobile_no}
              {o.email_id && (
                <>
                  <br />
                  E-mail: {o.email_id}
                </>
              )}
            </p>
          </div>
          <div>
            <h3>Reference</h3>
            <p>{o.reference_by || '-'}</p>
            <h3>Payment</h3>
            <p>Manual</p>
          </div>
        </section>

        <OrderLinesTable
          lines={o.product_list}
          caption={`Products in enquiry ${o.enquiry_number}`}
          className="bill-table"
        />

        <dl className="bill-kv bill-totals">
          <div>
            <dt>Sub total</dt>
            <dd>{rupees(o.sub_total)}</dd>
          </div>
          <div>
            <dt>Discount</dt>
            <dd>{rupees(o.discount_amount)}</dd>
          </div>
          <div className="bill-net">
            <dt>Net amount</dt>
            <dd>{rupees(o.net_amount)}</dd>
          </div>
        </dl>
        {o.amount_in_words && (
          <p className="bill-words">
            <strong>Amount in words:</strong> {o.amount_in_words}
          </p>
        )}
        <p className="bill-note">
          Prices exclude GST at {gstPercent(settings)}%. This is an enquiry, not a tax invoice: we confirm the
          products and the total by phone or WhatsApp. Transport charges are paid at the transport office.
        </p>
      </article>
    </div>
  )
}
