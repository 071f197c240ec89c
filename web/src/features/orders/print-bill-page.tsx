import { gstState } from '@contract/gst-state-list'
import type { OrderRecord, PrintRecord } from '@contract/orders'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { SHOP_NAME, SHOP_NAME_TA } from '../../shared/brand'
import { OwedFact } from '../../shared/orders/amount-owed'
import { OrderAgainButton } from '../../shared/orders/order-again-button'
import { orderDate } from '../../shared/orders/order-date'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { OrderLinesTable } from '../../shared/orders/order-lines-table'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { StatusBadge } from '../../shared/orders/status-badge'
import { usePageTitle } from '../../shared/page-title'
import { gstPercent, useSettings } from '../../shared/settings.queries'
import { Fact } from '../../ui/fact'
import { PageBanner } from '../../ui/page-banner'
import { billMessages } from './bill.messages'
import { orderPrintQuery } from './orders.queries'
import './orders.css'

export function PrintBillPage() {
  const m = useMessages(billMessages)
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const order = useQuery({ ...orderPrintQuery(id), enabled: valid })
  // The tab names the enquiry, as the link's preview does, and nothing of the buyer.
  usePageTitle({ orderNumber: () => order.data?.enquiry_number })

  let body: React.ReactNode
  if (!valid || isNotFound(order.error)) body = <EnquiryNotFound />
  else if (order.isError) body = <LoadFailed onRetry={() => order.refetch()} />
  else if (order.isPending) body = <p className="muted">{m.loading}</p>
  else body = <PrintBill order={order.data} />

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container page-body print-page">{body}</div>
    </>
  )
}

// In Tamil the bill is in both languages: each label reads "Tamil / English" and the amount in
// words is written in both; in English it is English, with the products' Tamil names.
function PrintBill({ order: o }: { order: PrintRecord }) {
  const m = useMessages(billMessages)
  const state = o.state_code ? gstState(o.state_code) : undefined
  const locale = useLocale()
  const tamil = locale === 'ta'
  const settings = useSettings()
  const contact = settings?.contact
  return (
    <div className="stack">
      <div className="no-print print-actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-describedby="download-help"
          onClick={() => window.print()}
        >
          {m.download}
        </button>
        {o.invoice_no && (
          <Link to={`/invoice?id=${encodeURIComponent(o._id)}`} className="btn">
            {m.taxInvoice}
          </Link>
        )}
        <Link to={`/transport?id=${encodeURIComponent(o._id)}`} className="btn">
          {m.lorryReceipt}
        </Link>
        <p id="download-help" className="muted print-help">
          {m.downloadHelp}
        </p>
        <OrderAgainButton enquiryNumber={o.enquiry_number} source={{ lines: o.product_list }} />
      </div>

      <article className="card bill" aria-labelledby="bill-title">
        <header className="bill-head">
          <div>
            {/* A bilingual bill names the shop as its board does, then as an English reader knows it. */}
            <p className="bill-shop">{tamil ? `${SHOP_NAME_TA} / ${SHOP_NAME}` : SHOP_NAME}</p>
            {contact && (
              <address className="bill-contact">
                {contact.store_address}
                <br />
                {m.phone} {contact.support_phone} · {contact.support_email}
              </address>
            )}
          </div>
          <div className="bill-meta">
            <h2 id="bill-title">{m.title}</h2>
            <dl className="bill-kv">
              <Fact term={m.enquiryNo}>{o.enquiry_number}</Fact>
              <Fact term={m.accessCode} noTranslate>
                {o.access_code}
              </Fact>
              <Fact term={m.date}>{orderDate(o, locale)}</Fact>
              <Fact term={m.status}>
                <StatusBadge status={o.order_status} label={o.order_status_label} bilingual />
              </Fact>
            </dl>
          </div>
        </header>

        <section className="bill-parties" aria-label={m.buyer}>
          <div>
            <h3>{m.billTo}</h3>
            <p>
              <strong>{o.customer_name}</strong>
              <br />
              <span className="bill-address">{o.address}</span>
              <br />
              {o.city} - {o.pin_code}
              <br />
              {state && (
                <>
                  {m.state(state.en, state.ta, state.code)}
                  <br />
                </>
              )}
              {m.mobile} {o.customer_mobile_no}
              {o.email_id && (
                <>
                  <br />
                  {m.email} {o.email_id}
                </>
              )}
            </p>
          </div>
          <div>
            <h3>{m.reference}</h3>
            <p>{o.reference_by || '-'}</p>
            <h3>{m.payment}</h3>
            <PaymentWords order={o} />
          </div>
        </section>

        <OrderLinesTable
          lines={o.product_list}
          caption={m.products(o.enquiry_number)}
          className="bill-table"
        />

        <dl className="bill-kv bill-totals">
          <Fact term={m.subTotal}>{rupees(o.sub_total)}</Fact>
          <Fact term={m.discount}>{rupees(o.discount_amount)}</Fact>
          <Fact term={m.net} className="bill-net">
            {rupees(o.net_amount)}
          </Fact>
          <OwedFact owed={o.amount_owed} bilingual={tamil} className="bill-owed" />
        </dl>
        <AmountInWords order={o} label={m.inWords} tamil={tamil} />
        <p className="bill-note">{m.note(gstPercent(settings))}</p>
      </article>
    </div>
  )
}

// How the buyer pays at this stage, from what the server decided (payment_open, amount_owed): nothing
// before an agreed quote or deal, UPI or bank transfer while payment is open, paid once it is in.
function PaymentWords({ order: o }: { order: PrintRecord }) {
  const m = useMessages(billMessages)
  if (o.order_status === 'CANCELLED') return <p className="bill-pay">{m.cancelled}</p>
  if (o.amount_owed.kind === 'paid') return <p className="bill-pay">{m.paid}</p>
  if (!o.payment_open) return <p className="bill-pay">{m.payLater}</p>
  return (
    <p className="bill-pay">
      {m.payOpenBefore}
      <Link to="/payment-options">{m.paymentOptions}</Link>
      {m.payOpenAfter}
    </p>
  )
}

function AmountInWords({ order: o, label, tamil }: { order: OrderRecord; label: string; tamil: boolean }) {
  const ta = tamil ? o.amount_in_words_ta : ''
  if (!o.amount_in_words && !ta) return null
  return (
    <p className="bill-words">
      <strong>{label}</strong>{' '}
      {ta && (
        <span className="bill-words-ta" lang="ta">
          {ta}
        </span>
      )}
      {o.amount_in_words && <span lang="en">{o.amount_in_words}</span>}
    </p>
  )
}
