import { telHref } from '@contract/contact-links'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { shopName } from '../../shared/brand'
import { OwedFact } from '../../shared/orders/amount-owed'
import { OrderAgainButton } from '../../shared/orders/order-again-button'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { StatusBadge } from '../../shared/orders/status-badge'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { Fact } from '../../ui/fact'
import { PageBanner } from '../../ui/page-banner'
import { orderPublicQuery } from './checkout.queries'
import { enquiryTimeText } from './enquiry-time'
import { billLink, sellerWhatsappHref, whatsappShareHref } from './share-link'
import { thanksMessages } from './thanks.messages'
import './checkout.css'

export function CheckoutResponsePage() {
  const m = useMessages(thanksMessages)
  const locale = useLocale()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const settings = useSettings()
  const order = useQuery({ ...orderPublicQuery(id), enabled: valid })

  const notFound = !valid || isNotFound(order.error)
  const title = notFound ? m.notFound : m.thankYou
  const banner = (
    <PageBanner title={title} trail={[{ label: m.crumbCheckout, to: '/quick-checkout' }, { label: title }]} />
  )

  if (notFound || order.isError) {
    return (
      <>
        {banner}
        <div className="container page-body thanks">
          {notFound ? <EnquiryNotFound /> : <LoadFailed onRetry={() => order.refetch()} />}
        </div>
      </>
    )
  }
  if (order.isPending) {
    return (
      <>
        {banner}
        <div className="container page-body thanks" aria-busy="true">
          <p className="muted">{m.loading}</p>
        </div>
      </>
    )
  }

  const o = order.data
  const phone = settings?.contact.support_phone
  // Everything in the message comes from the server's answer for this enquiry, not from the cart.
  const bill = billLink(window.location.origin, o._id, locale)
  const owed = rupees(o.amount_owed.amount)
  const shareHref = whatsappShareHref(
    m.shareText(shopName(locale), o.enquiry_number, o.access_code, owed, bill),
  )
  const toShopHref = sellerWhatsappHref(
    settings?.contact.whatsapp_phone ?? '',
    m.sendToShopText(o.enquiry_number, owed, bill),
  )
  return (
    <>
      {banner}
      <div className="container page-body stack thanks">
        <section className="card thanks-card" aria-labelledby="thanks-heading">
          <h2 id="thanks-heading">{m.heading}</h2>
          <p className="muted">{m.keepNumber}</p>
          <dl className="thanks-facts">
            <Fact term={m.enquiryNumber}>{o.enquiry_number}</Fact>
            <Fact term={m.accessCode} noTranslate>
              {o.access_code}
            </Fact>
            <Fact term={m.enquiryTime}>{enquiryTimeText(o.enquiry_time, locale)}</Fact>
            <OwedFact owed={o.amount_owed} />
            <Fact term={m.status}>
              <StatusBadge
                status={o.order_status}
                label={locale === 'en' ? o.order_status_label : undefined}
              />
            </Fact>
          </dl>
          {toShopHref && (
            <div className="thanks-to-shop">
              <a href={toShopHref} target="_blank" rel="noopener noreferrer" className="btn btn-accent">
                {m.sendToShop}
              </a>
              <p className="muted">{m.sendToShopHint}</p>
            </div>
          )}
          <div className="thanks-actions">
            <Link
              to={`/print?id=${encodeURIComponent(o._id)}`}
              target="_blank"
              rel="noopener"
              className="btn btn-primary"
            >
              {m.printBill}
            </Link>
            {o.payment_open && (
              <Link to="/payment-options" className="btn btn-accent">
                {m.payNow}
              </Link>
            )}
            <a href={shareHref} target="_blank" rel="noopener noreferrer" className="btn btn-ghost">
              {m.shareWhatsApp}
            </a>
          </div>
          <p className="muted thanks-share-hint">{m.shareHint}</p>
          {/* This page knows the enquiry by its id alone: the click reads its lines from the bill. */}
          <OrderAgainButton enquiryNumber={o.enquiry_number} source={{ orderId: o._id }} />
          {!o.payment_open && (
            <p className="notice thanks-quote-first" role="note">
              {m.quoteFirst}
            </p>
          )}
        </section>

        <section className="card thanks-card thanks-next" aria-labelledby="next-heading">
          <h2 id="next-heading">{m.nextHeading}</h2>
          <ol>
            <li>
              {m.callStep}
              {phone ? (
                <>
                  {m.fromBefore}
                  <a href={telHref(phone)}>{phone}</a>
                  {m.fromAfter}
                </>
              ) : null}
              {m.callStepEnd}
            </li>
            <li>
              {m.payBefore}
              <Link to="/payment-options">{m.paymentOptions}</Link>
              {m.payAfter(gstPercent(settings))}
            </li>
            <li>{m.packStep}</li>
            <li>
              {m.lrBefore}
              <Link to={`/transport?id=${encodeURIComponent(o._id)}`}>{m.lrLink}</Link>
              {m.lrAfter}
              <Link to="/order-tracking">{m.trackLink}</Link>
              {m.trackAfter}
            </li>
          </ol>
        </section>
      </div>
    </>
  )
}
