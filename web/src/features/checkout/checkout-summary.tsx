import type { ReactNode, RefObject } from 'react'
import { Link } from 'react-router'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import type { CartTotals } from '../../shared/cart/cart-rules'
import { PrivacyNotice } from '../../shared/privacy-notice'
import { checkoutMessages } from './checkout.messages'

// The Summary box beside the form: the totals, the minimum-order warning, the last problem, and
// the Place enquiry button with its terms.
export function CheckoutSummary({
  totals,
  belowMinimum,
  minimum,
  gst,
  processing,
  problem,
  problemRef,
}: {
  totals: CartTotals
  belowMinimum: boolean
  minimum: number
  gst: number
  processing: boolean
  problem: ReactNode
  problemRef: RefObject<HTMLDivElement | null>
}) {
  const m = useMessages(checkoutMessages)
  return (
    <aside className="card checkout-summary" aria-label={m.summaryLabel}>
      <h2>{m.summary}</h2>
      <dl className="checkout-totals">
        <div>
          <dt>{m.products}</dt>
          <dd>{totals.global_product_count}</dd>
        </div>
        {/* What the buyer saves against the MRP: (MRP − price) × qty, summed over the lines. */}
        {totals.global_discount_amount > 0 && (
          <div>
            <dt>{m.youSave}</dt>
            <dd>{rupees(totals.global_discount_amount)}</dd>
          </div>
        )}
        <div className="checkout-payable-row">
          <dt>{m.payable}</dt>
          <dd className="price">{rupees(totals.global_subTotal)}</dd>
        </div>
      </dl>
      {belowMinimum && (
        <p className="notice notice-warning" role="status">
          <strong>{m.warning}</strong>
          {m.minimumOrder(minimum)} <Link to="/order-now">{m.addMore}</Link>
        </p>
      )}
      <div ref={problemRef}>{problem}</div>
      <PrivacyNotice id="checkout-privacy" />
      <button
        type="submit"
        className="btn btn-primary btn-block checkout-submit"
        aria-describedby="checkout-terms checkout-privacy"
      >
        {processing ? m.placing : m.place}
      </button>
      <p id="checkout-terms" className="muted checkout-hint">
        {m.terms(gst)}
      </p>
    </aside>
  )
}
