import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { cartStore, useCart } from '../../shared/cart/cart-store'
import { confirmAction } from '../../ui/confirm'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { CheckoutButton } from './checkout-button'

// Clear empties the cart and stays on the page (every catalogue page comes back to itself).
// A cart of many lines is a lot to lose to a stray tap, so it asks first.
export const clearCart = async (question: string) => {
  if (cartStore.get().length === 0) return
  if (await confirmAction(question)) cartStore.clear()
}

// The fixed cart summary. Desktop: a side panel. Below 992px: a compact bar, fixed to the
// bottom (category, all products, price list) or kept at the top (special category, quick order).
export function CartSummary({ mobile = 'bottom' }: { mobile?: 'bottom' | 'top' }) {
  const { totals } = useCart()
  const m = useMessages(cataloguePagesMessages)
  return (
    <aside className={`cart-summary cart-summary-${mobile} no-print`} aria-label={m.cartSummary}>
      <h2 className="cart-summary-title">{m.yourEnquiry}</h2>
      <dl className="cart-summary-figures">
        <div>
          <dt>
            <span className="cart-summary-long">{m.addedProducts}</span>
            <span className="cart-summary-short">{m.products}</span>
          </dt>
          <dd data-testid="cart-count">{totals.global_product_count}</dd>
        </div>
        <div>
          <dt>
            <span className="cart-summary-long">{m.totalOrder}</span>
            <span className="cart-summary-short">{m.totalShort}</span>
          </dt>
          <dd className="cart-summary-total" aria-live="polite">
            {rupees(totals.global_subTotal)}
          </dd>
        </div>
      </dl>
      <div className="cart-summary-actions">
        <button type="button" className="btn btn-ghost" onClick={() => clearCart(m.clearQuestion)}>
          {m.clear}
        </button>
        <CheckoutButton />
      </div>
    </aside>
  )
}
