import { Link } from 'react-router'
import { useSettings } from '../../features/settings/settings.queries'

// Spec §2: floating call, messaging and shop-now buttons.
export function FloatingButtons() {
  const settings = useSettings()
  const phone = (settings?.contact.support_phone ?? '').replace(/\s/g, '')
  const whatsapp = settings?.contact.whatsapp_phone ?? ''
  return (
    <div className="floating-buttons no-print">
      {phone && (
        <a className="fab fab-call" href={`tel:${phone}`}>
          <span aria-hidden="true">📞</span>
          <span className="visually-hidden">Call us</span>
        </a>
      )}
      {whatsapp && (
        <a
          className="fab fab-whatsapp"
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span aria-hidden="true">💬</span>
          <span className="visually-hidden">Message us on WhatsApp</span>
        </a>
      )}
      <Link className="fab fab-shop" to="/order-now">
        <span aria-hidden="true">🛍</span>
        <span className="visually-hidden">Shop now</span>
      </Link>
    </div>
  )
}
