import { rupees } from '../../lib/format'
import { cartStore, useCart } from '../../shared/cart/cart-store'
import { confirmAction } from '../../ui/confirm'
import { CheckoutButton } from './checkout-button'

export const CLEAR_QUESTION = 'Are you sure want to clear all products from the cart...?'

// Clear empties the cart and stays on the page (spec §4: every catalogue page comes back to itself).
// A cart of many lines is a lot to lose to a stray tap, so it asks first.
export const clearCart = async () => {
  if (cartStore.get().length === 0) return
  if (await confirmAction(CLEAR_QUESTION)) cartStore.clear()
}

// Spec §2: the fixed cart summary. Desktop: a side panel. Below 992px: a compact bar, fixed to the
// bottom (category, all products, price list) or kept at the top (special category, quick order).
export function CartSummary({ mobile = 'bottom' }: { mobile?: 'bottom' | 'top' }) {
  const { totals } = useCart()
  return (
    <aside className={`cart-summary cart-summary-${mobile} no-print`} aria-label="Cart summary">
      <h2 className="cart-summary-title">Your enquiry</h2>
      <dl className="cart-summary-figures">
        <div>
          <dt>
            <span className="cart-summary-long">Added Products</span>
            <span className="cart-summary-short">Products</span>
          </dt>
          <dd data-testid="cart-count">{totals.global_product_count}</dd>
        </div>
        <div>
          <dt>
            <span className="cart-summary-long">Total Order</span>
            <span className="cart-summary-short">Total (Rs.)</span>
          </dt>
          <dd className="cart-summary-total" aria-live="polite">
            {rupees(totals.global_subTotal)}
          </dd>
        </div>
      </dl>
      <div className="cart-summary-actions">
        <button type="button" className="btn btn-ghost" onClick={clearCart}>
          Clear
        </button>
        <CheckoutButton />
      </div>
    </aside>
  )
}
