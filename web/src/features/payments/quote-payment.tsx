import type { PublicQuote } from '@contract/quotes'
import { useQuery } from '@tanstack/react-query'
import { rupees } from '../../lib/format'
import { useErrorText, useMessages } from '../../lib/i18n'
import { PayOptions } from './pay-options'
import { PaymentForm } from './payment-form'
import { paymentMessages } from './payments.messages'
import { quotePaymentQuery } from './payments.queries'
import { ToldPayments } from './told-payments'
import './payments.css'

// The buyer's payment for an accepted quote, on the quote page: the amount due, how to pay it,
// where to tell the UTR, and the payments told so far with the seller's findings.
export function QuotePayment({ token, quote }: { token: string; quote: PublicQuote }) {
  const m = useMessages(paymentMessages)
  const errorText = useErrorText()
  const payment = useQuery(quotePaymentQuery(token))

  if (payment.isPending) {
    return (
      <section className="card quote-payment" aria-busy="true">
        <p className="muted">{m.loading}</p>
      </section>
    )
  }
  if (payment.isError) {
    return (
      <section className="card quote-payment">
        <p className="notice notice-warning" role="alert">
          {errorText(payment.error)}
        </p>
        <button type="button" className="btn btn-ghost" onClick={() => payment.refetch()}>
          {m.retry}
        </button>
      </section>
    )
  }
  const view = payment.data
  const paid = view.total > 0 && view.balance <= 0
  return (
    <section className="card quote-payment" aria-labelledby="quote-payment-heading">
      <h2 id="quote-payment-heading">{m.heading}</h2>
      <p className="pay-due">
        <span className="pay-due-label">{m.amountToPay}</span>
        <strong className="pay-due-amount">{rupees(view.balance)}</strong>
        <span className="muted">{quote.enquiry_number}</span>
      </p>
      {paid ? (
        <p className="notice notice-success">{m.paidInFull}</p>
      ) : view.payable ? (
        <>
          <PayOptions view={view} />
          <PaymentForm token={token} view={view} />
        </>
      ) : (
        <p className="notice">{m.notPayable}</p>
      )}
      {(view.payments.length > 0 || view.received > 0) && <ToldPayments view={view} />}
    </section>
  )
}
