import type { AdminOrderDetail } from '@contract/admin'
import type { WhatsappMoment } from '@contract/whatsapp'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuthError } from './access'
import { whatsappLink } from './buyer-contact'
import { adminWhatsappQuery } from './queries'
import { MOMENT_LABELS, whatsappChoice } from './whatsapp-rules'

const LANGUAGE = { en: 'English', ta: 'Tamil' } as const

// One tap to WhatsApp the buyer, with the message of the stage the enquiry is at: at a moment the
// seller has a draft for (quote sent, payment received, dispatched, arrived) the server fills it in
// the buyer's language from what is stored; at any other stage a short free draft opens, for the
// seller to finish in WhatsApp. The drafts of the stages already passed wait under "More messages".
export function WhatsappButton({ order: o }: { order: AdminOrderDetail }) {
  const { current, earlier } = whatsappChoice(
    o.order_status,
    o.history.map((h) => h.to_status),
  )
  return (
    <span className="admin-whatsapp">
      <CurrentMessage order={o} moment={current} />
      {earlier.length > 0 && <MoreMessages order={o} moments={earlier} />}
    </span>
  )
}

function CurrentMessage({
  order: o,
  moment,
}: {
  order: AdminOrderDetail
  moment: WhatsappMoment | undefined
}) {
  const message = useQuery({ ...adminWhatsappQuery(o._id, moment ?? 'quote_sent'), enabled: !!moment })
  useAuthError(message.error)
  const hidden = <span className="visually-hidden"> {o.customer_name} (opens in a new tab)</span>

  if (!moment || message.isError) {
    return (
      <a className="btn btn-accent" href={whatsappLink(o)} target="_blank" rel="noopener noreferrer">
        WhatsApp{hidden}
      </a>
    )
  }
  if (message.isPending) {
    return (
      <span className="btn btn-accent" aria-disabled="true">
        Preparing the WhatsApp message…
      </span>
    )
  }
  const m = message.data
  return (
    <>
      <a
        className="btn btn-accent"
        href={m.href}
        target="_blank"
        rel="noopener noreferrer"
        title={`${MOMENT_LABELS[m.moment]} message, in ${LANGUAGE[m.locale]}`}
      >
        Send on WhatsApp{hidden}
      </a>
      <details className="admin-whatsapp-preview">
        <summary>
          {MOMENT_LABELS[m.moment]} message, in {LANGUAGE[m.locale]}
        </summary>
        <p>{m.text}</p>
      </details>
    </>
  )
}

// The earlier drafts are asked of the server only once the seller opens the list.
function MoreMessages({ order, moments }: { order: AdminOrderDetail; moments: WhatsappMoment[] }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="admin-whatsapp-more" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>More messages</summary>
      {open && (
        <ul>
          {moments.map((moment) => (
            <li key={moment}>
              <EarlierMessage order={order} moment={moment} />
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}

function EarlierMessage({ order: o, moment }: { order: AdminOrderDetail; moment: WhatsappMoment }) {
  const message = useQuery(adminWhatsappQuery(o._id, moment))
  useAuthError(message.error)
  const label = `${MOMENT_LABELS[moment]} message`
  if (!message.data) {
    return (
      <span className="btn" aria-disabled="true">
        {label}: {message.isError ? 'could not be prepared' : 'preparing…'}
      </span>
    )
  }
  return (
    <a
      className="btn"
      href={message.data.href}
      target="_blank"
      rel="noopener noreferrer"
      title={message.data.text}
    >
      {label}
      <span className="visually-hidden"> on WhatsApp to {o.customer_name} (opens in a new tab)</span>
    </a>
  )
}

// The seller's draft for a moment as a wa.me address, once the server has filled it; undefined
// while it loads or if it cannot, so the caller keeps its own link meanwhile.
export function useMomentHref(orderId: string, moment: WhatsappMoment): string | undefined {
  const message = useQuery(adminWhatsappQuery(orderId, moment))
  return message.data?.href
}
