import type { TransportView } from '@contract/transport'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { orderDisplayMessages } from '../../shared/orders/order-display.messages'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { StatusBadge } from '../../shared/orders/status-badge'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'
import { CollectionCard } from './collection-card'
import { transportMessages } from './orders.messages'
import { transportQuery } from './orders.queries'
import './orders.css'

export function TransportPage() {
  const m = useMessages(transportMessages)
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const order = useQuery({ ...transportQuery(id), enabled: valid })
  // The tab names the enquiry, as the link's preview does, and nothing of the buyer.
  usePageTitle({ orderNumber: () => order.data?.enquiry_number })

  let body: React.ReactNode
  if (!valid || isNotFound(order.error)) body = <EnquiryNotFound />
  else if (order.isError) body = <LoadFailed onRetry={() => order.refetch()} />
  else if (order.isPending) body = <p className="muted">{m.loading}</p>
  else body = <LorryReceipt order={order.data} />

  return (
    <>
      <PageBanner title={m.title} trail={[{ label: m.trail }]} />
      <div className="container page-body transport">{body}</div>
    </>
  )
}

function LorryReceipt({ order: o }: { order: TransportView }) {
  const m = useMessages(transportMessages)
  const shared = useMessages(orderDisplayMessages)
  const photo = o.lr_photo_path
  const lrNumber = o.shipment?.lr_number ?? o.lr_number
  return (
    <div className="stack">
      {o.shipment && <CollectionCard shipment={o.shipment} />}
      <dl className="transport-facts card">
        <div>
          <dt>{shared.enquiryNo}</dt>
          <dd>{o.enquiry_number}</dd>
        </div>
        <div>
          <dt>{shared.status}</dt>
          <dd>
            <StatusBadge status={o.order_status} label={o.order_status_label} />
          </dd>
        </div>
        {lrNumber && (
          <div>
            <dt>{m.lrNumber}</dt>
            <dd className="lr-number">{lrNumber}</dd>
          </div>
        )}
        {!o.shipment && o.transporter && (
          <div>
            <dt>{m.transporter}</dt>
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
              alt={m.photoAlt(o.enquiry_number, lrNumber)}
              width={800}
              height={1000}
              decoding="async"
            />
          </a>
          <figcaption className="muted">{m.showAtOffice}</figcaption>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.open(photo, '_blank', 'noopener')}
          >
            {m.download}
          </button>
        </figure>
      ) : (
        <p className="notice">{m.noPhoto}</p>
      )}
      <p>
        <Link to={`/print?id=${encodeURIComponent(o._id)}`}>{m.seeBill}</Link>
      </p>
    </div>
  )
}
