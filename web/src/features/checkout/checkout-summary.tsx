import { minimumOrderMessage } from '@contract/settings-rules'
import type { ReactNode, RefObject } from 'react'
import { Link } from 'react-router'
import { rupees } from '../../lib/format'
import type { CartTotals } from '../../shared/cart/cart-rules'
import { PrivacyNotice } from '../../shared/privacy-notice'

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
  return (
    <aside className="card checkout-summary" aria-label="Enquiry summary">
      <h2>Summary</h2>
      <dl className="checkout-totals">
        <div>
          <dt>Products</dt>
          <dd>{totals.global_product_count}</dd>
        </div>
        {/* What the buyer saves against the MRP: (MRP − price) × qty, summed over the lines. */}
        {totals.global_discount_amount > 0 && (
          <div>
            <dt>You save</dt>
            <dd>{rupees(totals.global_discount_amount)}</dd>
          </div>
        )}
        <div className="checkout-payable-row">
          <dt>Payable amount</dt>
          <dd className="price">{rupees(totals.global_subTotal)}</dd>
        </div>
      </dl>
      {belowMinimum && (
        <p className="notice notice-warning" role="status">
          <strong>Warning: </strong>
          {minimumOrderMessage(minimum)} <Link to="/order-now">Add more products</Link>
        </p>
      )}
      <div ref={problemRef}>{problem}</div>
      <PrivacyNotice id="checkout-privacy" />
      <button
        type="submit"
        className="btn btn-primary btn-block checkout-submit"
        aria-describedby="checkout-terms checkout-privacy"
      >
        {processing ? 'Placing enquiry…' : 'Place enquiry'}
      </button>
      <p id="checkout-terms" className="muted checkout-hint">
        This is an enquiry, not a payment. We call or WhatsApp you within 24 hours to confirm. Prices exclude
        GST at {gst}%; transport charges are paid at the transport office.
      </p>
    </aside>
  )
}
