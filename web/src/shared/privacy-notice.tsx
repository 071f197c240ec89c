import { mailtoHref, telHref } from '@contract/contact-links'
import { Link } from 'react-router'
import { useSettings } from './settings.queries'

// The consent notice of the forms that take personal details (India's DPDP Act): what is kept,
// why, how long, and whom to ask.
export function PrivacyNotice({ id, account = false }: { id: string; account?: boolean }) {
  const contact = useSettings()?.contact
  const phone = contact?.support_phone ?? ''
  return (
    <div id={id} className="privacy-notice muted">
      {account ? (
        <p>
          <strong>Your details.</strong> We keep your name, mobile number and address to answer your enquiries
          and arrange delivery. Your account is kept until you delete it (from My Profile); enquiries you send
          are kept as the seller's records for 8 years, as tax law requires.
        </p>
      ) : (
        <p>
          <strong>Your details.</strong> We keep your name, mobile number, address and what you asked for, to
          answer this enquiry and arrange delivery. Enquiries are kept as the seller's records for 8 years, as
          tax law requires.
        </p>
      )}
      <p>
        Questions or requests: {phone && <a href={telHref(phone)}>{phone}</a>}
        {phone && contact?.support_email ? ' or ' : ''}
        {contact?.support_email && <a href={mailtoHref(contact.support_email)}>{contact.support_email}</a>}
        {phone || contact?.support_email ? '. ' : ''}
        <Link to="/privacy-policy">Privacy policy</Link>
      </p>
    </div>
  )
}
