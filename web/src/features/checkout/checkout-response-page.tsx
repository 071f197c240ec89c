import { telHref } from '@contract/contact-links'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { StatusBadge } from '../../shared/orders/status-badge'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { PageBanner } from '../../ui/page-banner'
import { orderPublicQuery } from './checkout.queries'
import './checkout.css'

export function CheckoutResponsePage() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const settings = useSettings()
  const order = useQuery({ ...orderPublicQuery(id), enabled: valid })

  const notFound = !valid || isNotFound(order.error)
  const title = notFound ? 'Enquiry not found' : 'Thank you'
  const banner = (
    <PageBanner title={title} trail={[{ label: 'Checkout', to: '/quick-checkout' }, { label: title }]} />
  )

  if (notFound || order.isError) {
    return (
      <>
        {banner}
        <div className="container page-body thanks">
          {notFound ? <EnquiryNotFound /> : <LoadFailed onRetry={() => order.refetch()} />}
        </div>
      </>
    )
  }
  if (order.isPending) {
    return (
      <>
        {banner}
        <div className="container page-body thanks" aria-busy="true">
          <p className="muted">Loading your enquiry…</p>
        </div>
      </>
    )
  }

  const o = order.data
  const phone = settings?.contact.support_phone
  return (
    <>
      {banner}
      <div className="container page-body stack thanks">
        <section className="card thanks-card" aria-labelledby="thanks-heading">
          <h2 id="thanks-heading">Thank you! Your enquiry is placed.</h2>
          <p className="muted">
            Keep your enquiry number; you need it when we call and at the transport office.
          </p>
          <dl className="thanks-facts">
            <div>
              <dt>Enquiry number</dt>
              <dd>{o.enquiry_number}</dd>
            </div>
            <div>
              <dt>Enquiry time</dt>
              <dd>{o.enquiry_time}</dd>
            </div>
            <div>
              <dt>Payable amount</dt>
              <dd className="price">{rupees(o.payable_amount)}</dd>
            </div>
            <div>
              <dt>Payable mode</dt>
              <dd>{o.payable_mode}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={o.order_status} label={o.order_status_label} />
              </dd>
            </div>
          </dl>
          <div className="thanks-actions">
            <Link
              to={`/print?id=${encodeURIComponent(o._id)}`}
              target="_blank"
              rel="noopener"
              className="btn btn-primary"
            >
              Print Bill
            </Link>
            <Link to="/payment-options" className="btn btn-accent">
              Pay Now
            </Link>
          </div>
        </section>

        <section className="card thanks-card thanks-next" aria-labelledby="next-heading">
          <h2 id="next-heading">What happens next</h2>
          <ol>
            <li>
              We call or WhatsApp you within 24 hours to confirm the products, the total and the transport
              office
              {phone ? (
                <>
                  {' '}
                  (from <a href={telHref(phone)}>{phone}</a>)
                </>
              ) : null}
              .
            </li>
            <li>
              Pay after we confirm, by phone-pay app or bank transfer: see{' '}
              <Link to="/payment-options">Payment Options</Link>. Prices exclude GST at {gstPercent(settings)}
              %, which is added on confirmation.
            </li>
            <li>
              We pack and send your parcel to the transport office near you. There is no home delivery: you
              collect it there and pay the transport charges at the office.
            </li>
            <li>
              Once it is dispatched, the{' '}
              <Link to={`/transport?id=${encodeURIComponent(o._id)}`}>lorry receipt (LR) copy</Link> appears
              online. Follow your enquiry any time with <Link to="/order-tracking">Track Order</Link>.
            </li>
          </ol>
        </section>
      </div>
    </>
  )
}
