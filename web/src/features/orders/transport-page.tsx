import type { OrderRecord } from '@contract/orders'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'
import { orderPrintQuery } from './orders.queries'
import './orders.css'

export function TransportPage() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const order = useQuery({ ...orderPrintQuery(id), enabled: valid })
  // The tab names the enquiry, as the link's preview does, and nothing of the buyer.
  usePageTitle({ orderNumber: () => order.data?.enquiry_number })

  let body: React.ReactNode
  if (!valid || isNotFound(order.error)) body = <EnquiryNotFound />
  else if (order.isError) body = <LoadFailed onRetry={() => order.refetch()} />
  else if (order.isPending) body = <p className="muted">Loading…</p>
  else body = <LorryReceipt order={order.data} />

  return (
    <>
      <PageBanner title="Lorry Receipt" trail={[{ label: 'Transport' }]} />
      <div className="container page-body transport">{body}</div>
    </>
  )
}

function LorryReceipt({ order: o }: { order: OrderRecord }) {
  const photo = o.lr_photo_path
  return (
    <div className="stack">
      <dl className="transport-facts card">
        <div>
          <dt>Enquiry No.</dt>
          <dd>{o.enquiry_number}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{o.order_status_label}</dd>
        </div>
        {o.lr_number && (
          <div>
            <dt>LR number</dt>
            <dd>{o.lr_number}</dd>
          </div>
        )}
        {o.transporter && (
          <div>
            <dt>Transporter</dt>
            <dd>{o.transporter}</dd>
          </div>
        )}
      </dl>

      {photo ? (
        <figure className="card lr-figure">
          <a href={photo} target="_blank" rel="noopener">
            <img
              className="lr-photo"
              src={photo}
              alt={`Lorry receipt for enquiry ${o.enquiry_number}${o.lr_number ? `, LR number ${o.lr_number}` : ''}`}
              width={800}
              height={1000}
              decoding="async"
            />
          </a>
          <figcaption className="muted">
            Show this receipt at the transport office to collect your parcel.
          </figcaption>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.open(photo, '_blank', 'noopener')}
          >
            Download
          </button>
        </figure>
      ) : (
        <p className="notice">The lorry receipt photo will appear here once your parcel is dispatched.</p>
      )}
      <p>
        <Link to={`/print?id=${encodeURIComponent(o._id)}`}>See the enquiry bill</Link>
      </p>
    </div>
  )
}
