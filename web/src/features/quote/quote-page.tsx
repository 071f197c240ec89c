import { gstState } from '@contract/gst-state-list'
import { QUOTABLE_STATUSES } from '@contract/order-status'
import type { PublicQuote } from '@contract/quotes'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { useErrorText, useLocale, useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { OwedFact } from '../../shared/orders/amount-owed'
import { StatusBadge } from '../../shared/orders/status-badge'
import { PageBanner } from '../../ui/page-banner'
import { quoteMessages } from './quote.messages'
import { publicQuoteQuery } from './quote.queries'
import { AcceptForm, ChangeForm } from './quote-answer'
import { QuoteChanges, QuoteFigures, QuoteLines, QuoteTimeline } from './quote-parts'
import { acceptanceOf, changeRequests, isQuoteToken, shownDay, shownTime } from './quote-rules'
import './quote.css'

// What the app shell passes in to draw once the quote is accepted (the payment panel); the quote
// feature itself knows nothing of payments.
export type QuoteSlot = (token: string, quote: PublicQuote) => ReactNode

// The buyer's quote, opened from the link the seller sent: no sign-in, the token is the key.
export function QuotePage({ afterAcceptance }: { afterAcceptance?: QuoteSlot } = {}) {
  const m = useMessages(quoteMessages)
  const errorText = useErrorText()
  const token = useSearchParams()[0].get('t') ?? ''
  const valid = isQuoteToken(token)
  const quote = useQuery({ ...publicQuoteQuery(token), enabled: valid })
  // Personal: the server draws the same frame for every link, and the quote fills it here.
  const hydrated = useHydrated()

  let body: ReactNode
  if (!hydrated) body = <div className="page-loading" aria-busy="true" />
  else if (!valid) body = <Missing text={m.badLink} />
  else if (quote.isError) {
    const e = quote.error
    body =
      e instanceof ApiError && (e.status === 404 || e.status === 400) ? (
        <Missing text={m.notFound} />
      ) : (
        <div className="stack">
          <p className="notice notice-warning" role="alert">
            {errorText(e)}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => quote.refetch()}>
            {m.tryAgain}
          </button>
        </div>
      )
  } else if (quote.isPending) body = <p className="muted">{m.loading}</p>
  else body = <Quote quote={quote.data} token={token} afterAcceptance={afterAcceptance} />

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container page-body quote-page">{body}</div>
    </>
  )
}

function Missing({ text }: { text: string }) {
  const m = useMessages(quoteMessages)
  return (
    <div className="stack">
      <p className="notice notice-warning">{text}</p>
      <p>
        <Link to="/order-tracking" className="btn btn-primary">
          {m.trackOrder}
        </Link>
      </p>
    </div>
  )
}

function Quote({
  quote: q,
  token,
  afterAcceptance,
}: {
  quote: PublicQuote
  token: string
  afterAcceptance: QuoteSlot | undefined
}) {
  const m = useMessages(quoteMessages)
  const locale = useLocale()
  const v = q.current
  const accepted = acceptanceOf(q.responses, q.accepted_version)
  const acceptedNow = q.accepted_version === v.version && v.version > 0
  const canAsk = QUOTABLE_STATUSES.includes(q.order_status)
  const requests = changeRequests(q.responses)

  return (
    <div className="quote stack">
      <header className="card quote-head">
        <h2>{m.enquiry(q.enquiry_number)}</h2>
        <p className="quote-sub">
          <strong>{m.quoteVersion(v.version)}</strong> · {m.sentOn(shownTime(v.created_at, locale))}
        </p>
        <p className="quote-status">
          <span className="muted">{m.status}: </span>
          <StatusBadge status={q.order_status} label={q.order_status_label} />
        </p>
        <DeliveryState quote={q} />
        <dl className="quote-owed">
          <OwedFact owed={q.amount_owed} />
        </dl>
        {v.valid_until && !acceptedNow && (
          <p className={`notice ${v.expired ? 'notice-warning' : ''} quote-validity`}>
            {v.expired
              ? m.expired(shownDay(v.valid_until, locale))
              : m.validUntil(shownDay(v.valid_until, locale))}
          </p>
        )}
      </header>

      {acceptedNow && accepted && (
        <div className="notice notice-success quote-accepted" role="status">
          <p>
            <strong>{m.acceptedOn(shownTime(accepted.at, locale))}</strong>
          </p>
          <p>{m.acceptedThanks}</p>
        </div>
      )}
      {q.accepted_version !== null && !acceptedNow && (
        <p className="notice notice-warning">{m.acceptedEarlier(q.accepted_version)}</p>
      )}

      {/* PAYMENT PANEL: once this version is accepted, the app shell's slot draws the payment
          panel here (features/payments/quote-payment.tsx, QuotePayment({ token, quote })), passed
          in by app/routes/quote.tsx so this feature never imports another. */}
      {acceptedNow && afterAcceptance?.(token, q)}

      {v.note && (
        <section className="card quote-note" aria-labelledby="quote-note-title">
          <h3 id="quote-note-title">{m.sellerNote}</h3>
          <p>{v.note}</p>
        </section>
      )}

      {q.diff && <QuoteChanges diff={q.diff} />}

      <QuoteLines lines={v.lines} />
      <QuoteFigures figures={v.figures} freight={v} />

      <p>
        <Link to={`/print?id=${encodeURIComponent(q._id)}`} className="btn quote-bill">
          {m.viewBill}
        </Link>
      </p>

      {q.can_accept && <AcceptForm token={token} quote={q} />}
      {canAsk && v.version > 0 && <ChangeForm token={token} quote={q} />}

      {requests.length > 0 && (
        <section className="card quote-requests" aria-labelledby="quote-requests-title">
          <h3 id="quote-requests-title">{m.yourRequests}</h3>
          <ul>
            {requests.map((r) => (
              <li key={`${r.version}-${r.at}`}>
                <span className="muted">
                  {m.quoteVersion(r.version)} · {shownTime(r.at, locale)}
                </span>
                {r.message && <p className="quote-message">{r.message}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <QuoteTimeline timeline={q.timeline} />
    </div>
  )
}

// The delivery State the tax follows, in the page's language.
function DeliveryState({ quote: q }: { quote: PublicQuote }) {
  const m = useMessages(quoteMessages)
  const locale = useLocale()
  const state = q.state_code ? gstState(q.state_code) : undefined
  if (!state) return null
  return (
    <p className="quote-state">
      <span className="muted">{m.deliveryState}: </span>
      {m.stateCode(locale === 'ta' ? state.ta : state.en, state.code)}
    </p>
  )
}
