import { Link } from 'react-router'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { FOOTER_GROUPS } from './site-links'

export function Footer() {
  const settings = useSettings()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {FOOTER_GROUPS.map((g) => (
          <section key={g.title} aria-labelledby={`footer-${g.title}`}>
            <h2 id={`footer-${g.title}`}>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Support 24/7</h2>
          <p>
            <a href={`tel:${(settings?.contact.support_phone ?? '').replace(/\s/g, '')}`}>
              {settings?.contact.support_phone}
            </a>
          </p>
          <address>{settings?.contact.store_address}</address>
        </section>
      </div>
      <div className="container footer-legal">
        <p>
          Online sale of firecrackers is not permitted in India. Add products to your cart and send an
          enquiry: we confirm by phone or WhatsApp within 24 hours. Prices exclude GST at{' '}
          {gstPercent(settings)}%.
        </p>
      </div>
    </footer>
  )
}
