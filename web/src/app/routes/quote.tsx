import type { PublicQuote } from '@contract/quotes'
import { lazy, Suspense } from 'react'
import { QuotePage } from '../../features/quote/quote-page'
import { usePageTitle } from '../../shared/page-title'

// The payment panel (with its QR code drawer) loads once a quote is accepted. The server draws this
// page as a frame, never with a quote in it, so its build leaves the panel out entirely.
const QuotePayment = import.meta.env.SSR
  ? () => null
  : lazy(() => import('../../features/payments/quote-payment').then((m) => ({ default: m.QuotePayment })))

const payment = (token: string, quote: PublicQuote) => (
  <Suspense fallback={<div className="card quote-payment" aria-busy="true" />}>
    <QuotePayment token={token} quote={quote} />
  </Suspense>
)

// The buyer's quote (/quote?t=…), and once it is accepted, how to pay for it: the app composes the
// two features, neither knows the other.
export default function Quote() {
  usePageTitle()
  return <QuotePage afterAcceptance={payment} />
}
