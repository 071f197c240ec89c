import { telHref, whatsappHref } from '@contract/contact-links'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { useSettings } from '../../shared/settings.queries'
import { BagIcon, ChatIcon, HelpIcon, PhoneIcon } from '../../ui/icons'
import { layoutMessages } from './layout.messages'

// Floating call, messaging and shop-now buttons. On a phone they fold behind one button,
// so they do not sit on top of quantity boxes and totals.
export function FloatingButtons() {
  const settings = useSettings()
  const m = useMessages(layoutMessages)
  const [open, setOpen] = useState(false)
  const location = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: fold again after every navigation
  useEffect(() => setOpen(false), [location.pathname])
  const phone = telHref(settings?.contact.support_phone ?? '')
  const whatsapp = whatsappHref(settings?.contact.whatsapp_phone ?? '')
  return (
    <div className={`floating-buttons no-print${open ? ' is-open' : ''}`}>
      <div className="fab-group" id="contact-buttons">
        {phone && (
          <a className="fab fab-call" href={phone}>
            <PhoneIcon />
            <span className="visually-hidden">{m.callUs}</span>
          </a>
        )}
        {whatsapp && (
          <a className="fab fab-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            <ChatIcon />
            <span className="visually-hidden">{m.whatsapp}</span>
          </a>
        )}
        <Link className="fab fab-shop" to="/order-now">
          <BagIcon />
          <span className="visually-hidden">{m.shopNow}</span>
        </Link>
      </div>
      <button
        type="button"
        className="fab fab-toggle"
        aria-expanded={open}
        aria-controls="contact-buttons"
        onClick={() => setOpen((o) => !o)}
      >
        <HelpIcon />
        <span className="visually-hidden">{open ? m.hideContact : m.showContact}</span>
      </button>
    </div>
  )
}
