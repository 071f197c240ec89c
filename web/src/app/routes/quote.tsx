import { QuotePage } from '../../features/quote/quote-page'
import { usePageTitle } from '../../shared/page-title'

// The buyer's quote (/quote?t=…). Once the quote is accepted the page draws what `afterAcceptance`
// returns; the payment panel goes there:
//   afterAcceptance={(token, quote) => <QuotePayment token={token} quote={quote} />}
// with QuotePayment from features/payments/quote-payment.tsx (app/ composes features).
export default function Quote() {
  usePageTitle()
  return <QuotePage />
}
