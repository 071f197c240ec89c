import type { AdminOrderDetail } from '@contract/admin'
import { WHATSAPP_MOMENT_OF_STATUS, type WhatsappMoment } from '@contract/whatsapp'
import { useQuery } from '@tanstack/react-query'
import { useAuthError } from './access'
import { whatsappLink } from './buyer-contact'
import { adminWhatsappQuery } from './queries'
import { MOMENT_LABELS } from './whatsapp-rules'

const LANGUAGE = { en: 'English', ta: 'Tamil' } as const

// One tap to WhatsApp the buyer. At a moment the seller has a draft for (quote sent, payment
// received, dispatched, arrived) the server fills it in the buyer's language from what is stored;
// at any other stage a short free draft opens, for the seller to finish in WhatsApp.
export function WhatsappButton({ order: o }: { order: AdminOrderDetail }) {
  const moment = WHATSAPP_MOMENT_OF_STATUS[o.order_status]
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
    <span className="admin-whatsapp">
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
    </span>
  )
}

// The seller's draft for a moment as a wa.me address, once the server has filled it; undefined
// while it loads or if it cannot, so the caller keeps its own link meanwhile.
export function useMomentHref(orderId: string, moment: WhatsappMoment): string | undefined {
  const message = useQuery(adminWhatsappQuery(orderId, moment))
  return message.data?.href
}
