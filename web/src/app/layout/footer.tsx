import { mailtoHref, mapHref, telHref } from '@contract/contact-links'
import { Link } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { specialCategoryMessages } from '../../shared/special-categories.messages'
import { layoutMessages } from './layout.messages'
import { FOOTER_GROUPS } from './site-links'

export function Footer() {
  const settings = useSettings()
  const m = useMessages(layoutMessages)
  const special = useMessages(specialCategoryMessages)
  const contact = settings?.contact
  const tel = telHref(contact?.support_phone ?? '')
  const mail = mailtoHref(contact?.support_email ?? '')
  const map = contact ? mapHref(contact) : ''
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {FOOTER_GROUPS.map((g) => (
          <section key={g.id} aria-labelledby={`footer-${g.id}`}>
            <h2 id={`footer-${g.id}`}>{m[g.key]}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{'special' in l ? special[l.special] : m[l.key]}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {/* A tap calls, writes or opens the maps app: on a phone nothing needs copying. */}
        <section aria-labelledby="footer-contact" className="footer-contact">
          <h2 id="footer-contact">{m.support}</h2>
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
                {m.mapLink}
              </a>
            </p>
          )}
        </section>
      </div>
      <div className="container footer-legal">
        <p>{m.legal(gstPercent(settings))}</p>
      </div>
    </footer>
  )
}
