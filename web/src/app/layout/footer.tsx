import { MAP_LINK_TEXT, mailtoHref, mapHref, telHref } from '@contract/contact-links'
import { Link } from 'react-router'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { FOOTER_GROUPS } from './site-links'

export function Footer() {
  const settings = useSettings()
  const contact = settings?.contact
  const tel = telHref(contact?.support_phone ?? '')
  const mail = mailtoHref(contact?.support_email ?? '')
  const map = contact ? mapHref(contact) : ''
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
        {/* A tap calls, writes or opens the maps app: on a phone nothing needs copying. */}
        <section aria-labelledby="footer-contact" className="footer-contact">
          <h2 id="footer-contact">Support 24/7</h2>
          <ul>
            {tel && (
              <li>
                <a href={tel}>{contact?.support_phone}</a>
              </li>
            )}
            {mail && (
              <li>
                <a href={mail}>{contact?.support_email}</a>
              </li>
            )}
          </ul>
          <address>{contact?.store_address}</address>
          {map && (
            <p>
              <a href={map} target="_blank" rel="noopener noreferrer">
                {MAP_LINK_TEXT}
              </a>
            </p>
          )}
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
