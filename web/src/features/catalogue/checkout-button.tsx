import { useNavigate } from 'react-router'
import { useCart } from '../../shared/cart/cart-store'
import { minimumFor, useSettings } from '../../shared/settings.queries'
import { toast } from '../../ui/toast'
import { checkoutRefusal } from './catalogue-view'

// Spec §5: refused below the minimum with a Warning; one figure on every catalogue page,
// the lowest regional minimum, because the buyer's PIN code is not known yet.
export function CheckoutButton({ className = 'btn btn-primary' }: { className?: string }) {
  const { totals } = useCart()
  const settings = useSettings()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const refusal = checkoutRefusal(totals, minimumFor(settings))
        if (refusal) toast.warning(refusal)
        else navigate('/quick-checkout')
      }}
    >
      Checkout
    </button>
  )
}
