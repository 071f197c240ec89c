import { mailtoHref, telHref } from '@contract/contact-links'
import { Link } from 'react-router'
import { useMessages } from '../lib/i18n'
import { privacyNoticeMessages } from './privacy-notice.messages'
import { useSettings } from './settings.queries'

// The consent notice of the forms that take personal details (India's DPDP Act): what is kept,
// why, how long, and whom to ask.
export function PrivacyNotice({ id, account = false }: { id: string; account?: boolean }) {
  const contact = useSettings()?.contact
  const m = useMessages(privacyNoticeMessages)
  const phone = contact?.support_phone ?? ''
  return (
    <div id={id} className="privacy-notice muted">
      <p>
        <strong>{m.yourDetails}</strong> {account ? m.account : m.enquiry}
      </p>
      <p>
        {m.questions} {phone && <a href={telHref(phone)}>{phone}</a>}
        {phone && contact?.support_email ? ` ${m.or} ` : ''}
        {contact?.support_email && <a href={mailtoHref(contact.support_email)}>{contact.support_email}</a>}
        {phone || contact?.support_email ? '. ' : ''}
        <Link to="/privacy-policy">{m.privacyPolicy}</Link>
      </p>
    </div>
  )
}
