import { QuotePayment } from '../../features/payments/quote-payment'
import { QuotePage } from '../../features/quote/quote-page'
import { usePageTitle } from '../../shared/page-title'

// The buyer's quote (/quote?t=…), and once it is accepted, how to pay for it: the app composes the
// two features, neither knows the other.
export default function Quote() {
  usePageTitle()
  return <QuotePage afterAcceptance={(token, quote) => <QuotePayment token={token} quote={quote} />} />
}
