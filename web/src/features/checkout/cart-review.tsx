import { useMessages } from '../../lib/i18n'
import type { CartIssue } from '../../shared/cart/cart-rules'
import { checkoutMessages } from './checkout.messages'

type CheckoutMessages = typeof checkoutMessages.en

// The cart was filled from an older catalogue: say what changed and offer to bring it up to date.
const changeText = (issue: CartIssue, m: CheckoutMessages) => {
  switch (issue.kind) {
    case 'sold-out':
      return m.reviewSoldOut
    case 'gone':
      return m.reviewGone
    case 'price-changed':
      return m.reviewPrice(issue.new_price ?? 0, issue.old_price ?? 0)
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
  const m = useMessages(checkoutMessages)
  return (
    <section className="notice notice-warning checkout-review" aria-labelledby="checkout-review-heading">
      <h2 id="checkout-review-heading" className="checkout-review-title">
        {m.reviewTitle}
      </h2>
      <ul>
        {issues.map((i) => (
          <li key={i._id}>
            <strong>{i.product_name}</strong> {changeText(i, m)}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-accent" disabled={disabled} onClick={onUpdate}>
        {m.updateCart}
      </button>
    </section>
  )
}
