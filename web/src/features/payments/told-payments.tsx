import type { BuyerPayment, QuotePaymentView } from '@contract/payments'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { tamilServerTime } from '../../lib/tamil-date'
import { paymentMessages } from './payments.messages'

// The payments the buyer told (and those the seller recorded), with what the seller's check found.
export function ToldPayments({ view }: { view: QuotePaymentView }) {
  const m = useMessages(paymentMessages)
  const locale = useLocale()
  const statusText = (p: BuyerPayment) =>
    p.status === 'submitted'
      ? m.statusSubmitted
      : p.status === 'received'
        ? m.statusReceived
        : m.statusNotFound
  return (
    <section className="pay-told" aria-labelledby="pay-told-heading">
      <h3 id="pay-told-heading">{m.tableHeading}</h3>
      {view.payments.length > 0 && (
        <ul className="pay-told-list">
          {view.payments.map((p) => (
            <li key={p.reference} className={`pay-told-item pay-${p.status}`}>
              <span className="pay-told-ref">
                {m.colReference}: <strong>{p.reference}</strong>
              </span>
              <span>
                {m.colDate}: {locale === 'ta' ? tamilServerTime(p.submitted_at) : p.submitted_at}
              </span>
              <span>
                {m.colAmount}: {rupees(p.amount)}
              </span>
              <span>
                {m.colStatus}: <strong className="pay-status">{statusText(p)}</strong>
                {p.status === 'received' && p.received_amount !== p.amount && (
                  <> ({m.receivedPart(rupees(p.received_amount))})</>
                )}
              </span>
              {p.status === 'not_found' && <span className="muted">{m.notFoundHint}</span>}
            </li>
          ))}
        </ul>
      )}
      <dl className="pay-figures">
        <dt>{m.total}</dt>
        <dd>{rupees(view.total)}</dd>
        <dt>{m.received}</dt>
        <dd>{rupees(view.received)}</dd>
        {view.pending > 0 && (
          <>
            <dt>{m.pending}</dt>
            <dd>{rupees(view.pending)}</dd>
          </>
        )}
        <dt>{m.balance}</dt>
        <dd>
          <strong>{rupees(view.balance)}</strong>
        </dd>
      </dl>
    </section>
  )
}
