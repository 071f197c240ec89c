import { rupees } from '../../lib/format'
import type { CartIssue } from '../../shared/cart/cart-rules'

// The cart was filled from an older catalogue: say what changed and offer to bring it up to date.
const issueText = (issue: CartIssue) => {
  switch (issue.kind) {
    case 'sold-out':
      return 'is sold out and will be removed'
    case 'gone':
      return 'is no longer in our price list and will be removed'
    case 'price-changed':
      return `now costs ${rupees(issue.new_price ?? 0)} (was ${rupees(issue.old_price ?? 0)})`
  }
}

export function CartReview({
  issues,
  disabled,
  onUpdate,
}: {
  issues: readonly CartIssue[]
  disabled: boolean
  onUpdate: () => void
}) {
  return (
    <section className="notice notice-warning checkout-review" aria-labelledby="checkout-review-heading">
      <h2 id="checkout-review-heading" className="checkout-review-title">
        Some products in your cart have changed
      </h2>
      <ul>
        {issues.map((i) => (
          <li key={i._id}>
            <strong>{i.product_name}</strong> {issueText(i)}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-accent" disabled={disabled} onClick={onUpdate}>
        Update my cart
      </button>
    </section>
  )
}
