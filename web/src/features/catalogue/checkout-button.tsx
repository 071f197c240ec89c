import { useNavigate } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { useCart } from '../../shared/cart/cart-store'
import { minimumFor, useSettings } from '../../shared/settings.queries'
import { toast } from '../../ui/toast'
import { catalogueMessages } from './catalogue.messages'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { checkoutRefusal } from './catalogue-view'

// Refused below the minimum with a Warning; one figure on every catalogue page,
// the lowest regional minimum, because the buyer's PIN code is not known yet.
export function CheckoutButton({ className = 'btn btn-primary' }: { className?: string }) {
  const { totals } = useCart()
  const settings = useSettings()
  const navigate = useNavigate()
  const m = useMessages(catalogueMessages)
  const p = useMessages(cataloguePagesMessages)
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const refusal = checkoutRefusal(totals, minimumFor(settings), {
          noProducts: m.noProducts,
          belowMinimum: p.belowMinimum,
        })
        if (refusal) toast.warning(refusal, p.warning)
        else navigate('/quick-checkout')
      }}
    >
      {p.checkout}
    </button>
  )
}
