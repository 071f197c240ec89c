import type {
  QuoteFigures as Figures,
  PublicQuote,
  QuoteDiff,
  QuoteLine,
  QuoteLineChange,
  QuoteVersion,
} from '@contract/quotes'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { StatusTimeline } from '../../shared/orders/status-timeline'
import { quoteMessages } from './quote.messages'
import { namesOf } from './quote-rules'

// The pieces of the buyer's quote page: what changed, the products, the figures, the timeline.

function Names({ line }: { line: Pick<QuoteLine, 'product_name' | 'tamil_name'> }) {
  const n = namesOf(line, useLocale())
  return (
    <>
      <span lang={n.firstLang} className={n.firstLang === 'ta' ? 'tamil' : undefined}>
        {n.first}
      </span>
      {n.second && (
        <span lang={n.secondLang} className={`quote-second${n.secondLang === 'ta' ? ' tamil' : ''}`}>
          {n.second}
        </span>
      )}
    </>
  )
}

const sameFigures = (a: QuoteLineChange['before'], b: QuoteLineChange['after']) =>
  a.unit_price === b.unit_price && a.qty === b.qty

// Like with like: from the enquiry the figures before GST (its estimate had none), between two
// quotes their totals with GST; the server says which.
function TotalChange({ diff: d }: { diff: QuoteDiff }) {
  const m = useMessages(quoteMessages)
  const beforeGst = d.compared === 'before_gst'
  return (
    <>
      <dl className="quote-total-change">
        <div>
          <dt>{beforeGst ? m.estimateBeforeGst : m.oldTotal}</dt>
          <dd>{rupees(d.compared_before)}</dd>
        </div>
        <div>
          <dt>{beforeGst ? m.quoteBeforeGst : m.newTotal}</dt>
          <dd className="price">{rupees(d.compared_after)}</dd>
        </div>
      </dl>
      {beforeGst && <p className="muted">{m.gstOnTop}</p>}
    </>
  )
}

export function QuoteChanges({ diff: d }: { diff: QuoteDiff }) {
  const m = useMessages(quoteMessages)
  const none = d.added.length + d.removed.length + d.changed.length === 0
  const brief = (l: Pick<QuoteLine, 'qty' | 'unit_price'>) => `${l.qty} × ${rupees(l.unit_price)}`
  return (
    <section className="card quote-changes" aria-labelledby="quote-changes-title">
      <h3 id="quote-changes-title">
        {d.from_version === 0 ? m.changesFromEnquiry : m.changesFromQuote(d.from_version)}
      </h3>
      {none && <p className="muted">{m.sameLines}</p>}
      {d.added.length > 0 && (
        <>
          <h4 className="quote-change-kind quote-added">{m.added}</h4>
          <ul className="quote-change-list">
            {d.added.map((l) => (
              <li key={`a-${l.line_no}`}>
                <Names line={l} /> <span className="quote-figure">{brief(l)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {d.removed.length > 0 && (
        <>
          <h4 className="quote-change-kind quote-removed">{m.removed}</h4>
          <ul className="quote-change-list">
            {d.removed.map((l) => (
              <li key={`r-${l.line_no}`}>
                <del>
                  <Names line={l} />
                </del>{' '}
                <span className="quote-figure">{brief(l)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {d.changed.length > 0 && (
        <>
          <h4 className="quote-change-kind">{m.changed}</h4>
          <ul className="quote-change-list">
            {d.changed.map((c) => (
              <li key={`c-${c.product_id ?? c.product_code}`}>
                <Names line={c} />{' '}
                <span className="quote-figure">
                  {sameFigures(c.before, c.after) ? brief(c.after) : `${brief(c.before)} → ${brief(c.after)}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <TotalChange diff={d} />
    </section>
  )
}

export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const m = useMessages(quoteMessages)
  return (
    <section className="card quote-lines" aria-labelledby="quote-lines-title">
      <h3 id="quote-lines-title">{m.products}</h3>
      <ul>
        {lines.map((l) => (
          <li key={l.line_no} className="quote-line">
            <p className="quote-line-name">
              <Names line={l} />
              <span className="muted quote-code">
                {m.code} {l.product_code}
              </span>
            </p>
            <p className="quote-line-figures">
              <span>
                {l.qty} × {rupees(l.unit_price)} {l.per && <span className="muted">{m.perUnit(l.per)}</span>}
              </span>
              <strong>{rupees(l.sub_total)}</strong>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

// Freight to pay at the branch is not the quote's: it follows the total, never added in.
export function QuoteFigures({
  figures: f,
  freight,
}: {
  figures: Figures
  freight: Pick<QuoteVersion, 'freight_terms' | 'freight_to_pay'>
}) {
  const m = useMessages(quoteMessages)
  const half = f.gst_rate_percent / 2
  const rows: [string, string][] = [
    [m.subTotal, rupees(f.sub_total)],
    ...(f.freight ? [[m.freight, rupees(f.freight)] as [string, string]] : []),
    ...(f.packing ? [[m.packing, rupees(f.packing)] as [string, string]] : []),
    ...(f.discount ? [[m.discount, `- ${rupees(f.discount)}`] as [string, string]] : []),
    [m.taxable, rupees(f.taxable)],
    ...(f.tax_kind === 'intra'
      ? ([
          [m.cgst(half), rupees(f.cgst)],
          [m.sgst(half), rupees(f.sgst)],
        ] as [string, string][])
      : ([[m.igst(f.gst_rate_percent), rupees(f.igst)]] as [string, string][])),
  ]
  return (
    <section className="card quote-figures" aria-label={m.total}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="quote-grand">
          <dt>{m.total}</dt>
          <dd>{rupees(f.total)}</dd>
        </div>
        {freight.freight_terms === 'to_pay' && (
          <div className="quote-to-pay">
            <dt>{m.freightToPay}</dt>
            <dd>
              {freight.freight_to_pay > 0
                ? m.freightToPayAbout(rupees(freight.freight_to_pay))
                : m.freightToPayOpen}
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}

export function QuoteTimeline({ timeline }: { timeline: PublicQuote['timeline'] }) {
  const m = useMessages(quoteMessages)
  if (timeline.length === 0) return null
  return (
    <section className="card quote-timeline" aria-labelledby="quote-timeline-title">
      <h3 id="quote-timeline-title">{m.timeline}</h3>
      <StatusTimeline timeline={timeline} titleId="quote-timeline-title" />
    </section>
  )
}
