import { matchPin } from '@contract/settings-rules'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { type CartLine, refreshCart, reviewCart } from '../../shared/cart/cart-rules'
import { cartStore, useCart } from '../../shared/cart/cart-store'
import { productsById, quickOrderQuery } from '../../shared/catalogue.queries'
import { useSession } from '../../shared/session'
import { gstPercent, minimumFor, useSettings } from '../../shared/settings.queries'
import { FormTrap, useFormGuard } from '../../ui/form-guard'
import { PageBanner } from '../../ui/page-banner'
import { BillingFields } from './billing-form'
import { CartReview } from './cart-review'
import { CheckoutLines } from './checkout-lines'
import { changeQty } from './checkout-rules'
import { CheckoutSummary } from './checkout-summary'
import { ProblemNotice } from './problem-notice'
import { useBilling } from './use-billing'
import { usePlaceEnquiry } from './use-place-enquiry'
import './checkout.css'

export function CheckoutPage() {
  const session = useSession()
  const settings = useSettings()
  const { lines, totals } = useCart()
  const catalogue = useQuery(quickOrderQuery())
  const byId = useMemo(() => productsById(catalogue.data), [catalogue.data])
  const issues = catalogue.data ? reviewCart(lines, byId) : []
  const referrers = settings?.referrers
  const { form, expired, markExpired } = useBilling(session, referrers)
  const guard = useFormGuard()

  const pin = form.values.pin_code.trim()
  const minimum = minimumFor(settings, pin)
  const belowMinimum = lines.length > 0 && totals.global_subTotal < minimum
  const banned = settings && /^[1-9][0-9]{5}$/.test(pin) ? matchPin(pin, settings.banned_areas) : undefined
  const bannedMessage = banned
    ? `Sorry, we do not sell or send crackers to ${banned.name} (PIN code ${pin}), where their sale is banned.`
    : undefined

  const { submit, processing, placed, problem, clearProblem, problemRef } = usePlaceEnquiry({
    form,
    guard,
    byId,
    phone: settings?.contact.support_phone,
    bannedMessage,
    belowMinimum,
    minimum,
    onSignedOut: markExpired,
  })

  const setLineQty = (line: CartLine, qty: number) => {
    cartStore.replace(changeQty(cartStore.get(), line._id, qty))
  }
  const removeLine = (line: CartLine) => cartStore.remove(line._id)
  const removeIds = (ids: readonly string[]) => {
    cartStore.replace(cartStore.get().filter((l) => !ids.includes(l._id)))
    clearProblem()
  }

  const banner = (
    <PageBanner
      title="Quick Checkout"
      trail={[{ label: 'Order Now', to: '/order-now' }, { label: 'Checkout' }]}
    />
  )

  if (placed) {
    return (
      <>
        {banner}
        <div className="container page-body">
          <p className="notice notice-success" role="status">
            Your enquiry is placed. Opening your enquiry details…
          </p>
        </div>
      </>
    )
  }

  if (lines.length === 0) {
    return (
      <>
        {banner}
        <div className="container page-body stack checkout-empty">
          <p className="notice">No products found</p>
          <p>
            Your cart is empty. Add quantities on the price list, then come back here to send your enquiry.
          </p>
          <p>
            <Link to="/order-now" className="btn btn-primary">
              Go to Order Now
            </Link>
          </p>
        </div>
      </>
    )
  }

  return (
    <>
      {banner}
      <div className="container page-body checkout">
        {issues.length > 0 && (
          <CartReview
            issues={issues}
            disabled={processing}
            onUpdate={() => cartStore.replace(refreshCart(cartStore.get(), byId))}
          />
        )}

        <section className="checkout-products" aria-labelledby="checkout-products-heading">
          <h2 id="checkout-products-heading">Your products ({totals.global_product_count})</h2>
          <CheckoutLines
            lines={lines}
            total={totals.global_subTotal}
            disabled={processing}
            onQty={setLineQty}
            onRemove={removeLine}
          />
        </section>

        <form className="checkout-form" noValidate onSubmit={submit} aria-labelledby="billing-heading">
          <fieldset disabled={processing} className="checkout-fieldset">
            <legend className="visually-hidden">Billing Info</legend>
            <div className="checkout-grid">
              <section className="card checkout-billing">
                <h2 id="billing-heading">Billing Info</h2>
                {expired && (
                  <p className="notice notice-warning">
                    Your sign-in has expired, so this enquiry will be placed as a guest.{' '}
                    <Link to="/signin?redirect_url=signin">Sign in again</Link> to see it in My Orders.
                  </p>
                )}
                {!session && !expired && (
                  <p className="muted">
                    Have an account? <Link to="/signin?redirect_url=signin">Sign in</Link> to fill this form
                    from your profile.
                  </p>
                )}
                <BillingFields
                  form={form}
                  referrers={referrers ?? []}
                  pinNotice={
                    bannedMessage ? (
                      <p className="notice notice-warning checkout-pin-notice" role="alert">
                        {bannedMessage}
                      </p>
                    ) : null
                  }
                />
                <FormTrap guard={guard} />
              </section>

              <CheckoutSummary
                totals={totals}
                belowMinimum={belowMinimum}
                minimum={minimum}
                gst={gstPercent(settings)}
                processing={processing}
                problem={problem && <ProblemNotice problem={problem} onRemove={removeIds} />}
                problemRef={problemRef}
              />
            </div>
          </fieldset>
        </form>
      </div>
    </>
  )
}
