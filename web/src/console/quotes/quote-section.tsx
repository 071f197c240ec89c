import type { AdminOrderDetail } from '@contract/admin'
import { QUOTABLE_STATUSES } from '@contract/order-status'
import type { AdminQuotes, QuoteVersion } from '@contract/quotes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { rupees } from '../../lib/format'
import { toast } from '../../ui/toast'
import { isAuthError, useAuthError } from '../kit/access'
import { useMomentHref } from '../kit/order-whatsapp'
import { adminQuotesQuery, adminSettingsQuery } from '../kit/queries'
import { shownDay } from '../kit/shown-day'
import { QuoteEditor } from './quote-editor'
import { QuoteFiguresList } from './quote-figures'
import { quoteUrls, quoteWhatsappLink } from './quote-rules'
import './quote.css'
import { RetryNotice } from '../kit/failure'

// The enquiry's quote: every version the buyer has been sent, their answers, the link to send
// them, and the editor for the next version.
export function QuoteSection({ order: o }: { order: AdminOrderDetail }) {
  const quotes = useQuery(adminQuotesQuery(o._id))
  const settings = useQuery(adminSettingsQuery())
  useAuthError(quotes.error)
  const [editing, setEditing] = useState(false)
  const [sent, setSent] = useState<number | null>(null)

  let body: React.ReactNode
  if (quotes.isError)
    body = isAuthError(quotes.error) ? null : (
      <RetryNotice onRetry={() => quotes.refetch()}>Could not load the quotes.</RetryNotice>
    )
  else if (quotes.isPending) body = <p className="muted">Loading the quotes…</p>
  else {
    const q = quotes.data
    const latest = q.versions.at(-1)
    const quotable = QUOTABLE_STATUSES.includes(o.order_status)
    // The rate the server will use; until Settings load, the rate the latest version was priced at.
    const rate = settings.data?.gst_rate_percent ?? latest?.figures.gst_rate_percent ?? 0
    body = (
      <>
        {q.quote_link && latest && latest.version > 0 && (
          <QuoteLinks order={o} link={q.quote_link} latest={latest} justSent={sent === latest.version} />
        )}
        <VersionList quotes={q} />
        {latest &&
          (editing ? (
            <QuoteEditor
              key={latest.version}
              order={o}
              latest={latest}
              gstRatePercent={rate}
              onCancel={() => setEditing(false)}
              onSent={(after) => {
                const v = after.versions.at(-1)?.version ?? null
                setEditing(false)
                setSent(v)
                toast.success(`Quote v${v} sent for ${o.enquiry_number}`)
              }}
            />
          ) : quotable ? (
            <p>
              <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
                Revise quote
              </button>
            </p>
          ) : (
            <p className="muted">A quote can no longer be sent at this stage.</p>
          ))}
      </>
    )
  }

  return (
    <section className="card admin-panel admin-quote" aria-labelledby="quote-title">
      <h3 id="quote-title">Quote</h3>
      {body}
    </section>
  )
}

function VersionList({ quotes: q }: { quotes: AdminQuotes }) {
  return (
    <ol className="admin-quote-versions" reversed>
      {[...q.versions].reverse().map((v) => {
        const answers = q.responses.filter((r) => r.version === v.version)
        return (
          <li key={v.version} className="admin-quote-version">
            <details>
              <summary>
                <strong>{v.version === 0 ? 'Enquiry as placed' : `Version ${v.version}`}</strong>
                <span className="muted">
                  {' '}
                  by {v.created_by}, {v.created_at}
                </span>{' '}
                <span className="price">{rupees(v.figures.total)}</span>
                {q.accepted_version === v.version && <span className="badge status-accepted"> Accepted</span>}
                {v.version > 0 && v.expired && <span className="badge"> Expired</span>}
              </summary>
              <VersionDetail version={v} />
            </details>
            {v.valid_until && v.version > 0 && (
              <p className="muted admin-quote-meta">Valid until {shownDay(v.valid_until)}</p>
            )}
            {v.note && <p className="admin-history-note">Note: {v.note}</p>}
            {answers.length > 0 && (
              <ul className="admin-quote-answers">
                {answers.map((r) => (
                  <li key={`${r.kind}-${r.at}`}>
                    <strong>
                      {r.kind === 'accepted' ? 'Accepted by the buyer' : 'Buyer asked for a change'}
                    </strong>
                    <span className="muted"> {r.at}</span>
                    {r.message && <blockquote className="admin-quote-message">{r.message}</blockquote>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}

// What the buyer agreed to, above the enquiry's own lines: once a revised quote is accepted, its
// lines (not the enquiry's) are what to pack. A version sent after the acceptance hides it until
// the buyer accepts that one too.
export function AgreedLines({ orderId }: { orderId: string }) {
  const quotes = useQuery(adminQuotesQuery(orderId))
  const q = quotes.data
  const latest = q?.versions.at(-1)
  if (!q || !latest || latest.version === 0 || q.accepted_version !== latest.version) return null
  return (
    <section className="card admin-panel" aria-labelledby="agreed-title">
      <h3 id="agreed-title">Products to pack: quote v{latest.version}, accepted</h3>
      <VersionDetail version={latest} />
    </section>
  )
}

function VersionDetail({ version: v }: { version: QuoteVersion }) {
  return (
    <div className="admin-quote-detail">
      <table className="admin-lines admin-quote-table">
        <caption className="visually-hidden">
          Lines of {v.version === 0 ? 'the enquiry' : `version ${v.version}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Qty</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {v.lines.map((l) => (
            <tr key={l.line_no}>
              <td>
                {l.product_code} {l.product_name}
              </td>
              <td>{rupees(l.unit_price)}</td>
              <td>{l.qty}</td>
              <td>{rupees(l.sub_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <QuoteFiguresList figures={v.figures} freight={v} />
    </div>
  )
}

function QuoteLinks({
  order: o,
  link,
  latest,
  justSent,
}: {
  order: AdminOrderDetail
  link: string
  latest: QuoteVersion
  justSent: boolean
}) {
  const urls = quoteUrls(window.location.origin, link)
  // The link shown and copied is the page in the buyer's language; the other one sits beside it.
  const tamil = o.locale === 'ta'
  const own = tamil ? urls.ta : urls.en
  const [copied, setCopied] = useState(false)
  return (
    <div
      className={`admin-quote-links notice${justSent ? ' notice-success' : ''}`}
      role={justSent ? 'status' : undefined}
    >
      <p>
        {justSent
          ? `Quote v${latest.version} is saved. Send the buyer their link:`
          : 'The buyer’s quote link:'}{' '}
        <a href={own} target="_blank" rel="noopener noreferrer" className="admin-quote-url">
          {own}
        </a>
      </p>
      <div className="admin-quote-buttons">
        <button
          type="button"
          className="btn"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(own)
              setCopied(true)
            } catch {
              toast.warning('Could not copy. Please select the link and copy it.')
            }
          }}
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        {justSent && <QuoteWhatsapp order={o} latest={latest} urls={urls} />}
        <a className="btn" href={tamil ? urls.en : urls.ta} target="_blank" rel="noopener noreferrer">
          {tamil ? 'English page' : 'Tamil page'}
          <span className="visually-hidden"> of the quote (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}

// Right after sending, the quote's own message beside its link. Otherwise the enquiry page's one
// WhatsApp button carries the message of the stage (the quote's waits under "More messages"), so
// a dispatched enquiry is not offered "your quote is ready" twice over.
function QuoteWhatsapp({
  order: o,
  latest,
  urls,
}: {
  order: AdminOrderDetail
  latest: QuoteVersion
  urls: ReturnType<typeof quoteUrls>
}) {
  const whatsappHref = useMomentHref(o._id, 'quote_sent')
  return (
    <a
      className="btn btn-accent"
      href={whatsappHref ?? quoteWhatsappLink(o, latest, urls)}
      target="_blank"
      rel="noopener noreferrer"
    >
      Send quote v{latest.version} on WhatsApp
      <span className="visually-hidden"> to {o.customer_name} (opens in a new tab)</span>
    </a>
  )
}
