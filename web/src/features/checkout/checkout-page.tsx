import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { Link } from 'react-router'
import { useLocale, useMessages } from '../../lib/i18n'
import { type CartLine, refreshCart, reviewCart } from '../../shared/cart/cart-rules'
import { cartStore, useCart } from '../../shared/cart/cart-store'
import { productsById, quickOrderQuery } from '../../shared/catalogue.queries'
import { useSession } from '../../shared/session'
import { gstPercent, minimumFor, useSettings } from '../../shared/settings.queries'
import { BusyFieldset } from '../../ui/form'
import { FormTrap, useFormGuard } from '../../ui/form-guard'
import { PageBanner } from '../../ui/page-banner'
import { BillingFields } from './billing-form'
import { CartReview } from './cart-review'
import { checkoutMessages } from './checkout.messages'
import { CheckoutLines } from './checkout-lines'
import { BILLING_HEADING_ID } from './checkout-rows'
import { changeQty } from './checkout-rules'
import { seasonNotice } from './checkout-season'
import { CheckoutSummary } from './checkout-summary'
import { ProblemNotice } from './problem-notice'
import { useBilling } from './use-billing'
import { usePlaceEnquiry } from './use-place-enquiry'
import { WaitingNotice } from './waiting-notice'
import './checkout.css'

export function CheckoutPage() {
  const m = useMessages(checkoutMessages)
  const locale = useLocale()
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
  const notice = seasonNotice(settings, pin, locale, form.values.state_code || undefined)
  const bannedMessage = notice?.blocks ? notice.message : undefined

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

  const banner = <CheckoutBanner />
  if (placed) return <PlacedNotice banner={banner} />
  if (lines.length === 0) return <EmptyCart banner={banner} />

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
          <h2 id="checkout-products-heading">{m.yourProducts(totals.global_product_count)}</h2>
          <CheckoutLines
            lines={lines}
            total={totals.global_subTotal}
            disabled={processing}
            onQty={setLineQty}
            onRemove={removeLine}
          />
        </section>

        <form className="checkout-form" noValidate onSubmit={submit} aria-labelledby={BILLING_HEADING_ID}>
          <BusyFieldset busy={processing} legend={m.billingInfo} className="checkout-fieldset">
            <div className="checkout-grid">
              <section className="card checkout-billing">
                <h2 id={BILLING_HEADING_ID} tabIndex={-1}>
                  {m.billingInfo}
                </h2>
                <SignInHint expired={expired} signedIn={Boolean(session)} />
                <BillingFields
                  form={form}
                  referrers={referrers ?? []}
                  pinNotice={
                    notice ? (
                      <p className="notice notice-warning checkout-pin-notice" role="alert">
                        {notice.message}
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
                problem={
                  <>
                    <WaitingNotice />
                    {problem && <ProblemNotice problem={problem} onRemove={removeIds} />}
                  </>
                }
                problemRef={problemRef}
              />
            </div>
          </BusyFieldset>
        </form>
      </div>
    </>
  )
}

function CheckoutBanner() {
  const m = useMessages(checkoutMessages)
  return (
    <PageBanner
      title={m.title}
      trail={[{ label: m.crumbOrderNow, to: '/order-now' }, { label: m.crumbCheckout }]}
    />
  )
}

// Shown for the moment between the answer and the thank-you page.
function PlacedNotice({ banner }: { banner: ReactNode }) {
  const m = useMessages(checkoutMessages)
  return (
    <>
      {banner}
      <div className="container page-body">
        <p className="notice notice-success" role="status">
          {m.placedOpening}
        </p>
      </div>
    </>
  )
}

function EmptyCart({ banner }: { banner: ReactNode }) {
  const m = useMessages(checkoutMessages)
  return (
    <>
      {banner}
      <div className="container page-body stack checkout-empty">
        <p className="notice">{m.noProducts}</p>
        <p>{m.emptyCart}</p>
        <p>
          <Link to="/order-now" className="btn btn-primary">
            {m.goOrderNow}
          </Link>
        </p>
      </div>
    </>
  )
}

// Signing in fills the form: said again, more firmly, when the session ran out on the way.
function SignInHint({ expired, signedIn }: { expired: boolean; signedIn: boolean }) {
  const m = useMessages(checkoutMessages)
  if (expired)
    return (
      <p className="notice notice-warning">
        {m.expiredBefore}
        <Link to="/signin?redirect_url=signin">{m.signInAgain}</Link>
        {m.expiredAfter}
      </p>
    )
  if (signedIn) return null
  return (
    <p className="muted">
      {m.haveAccountBefore}
      <Link to="/signin?redirect_url=signin">{m.signIn}</Link>
      {m.haveAccountAfter}
    </p>
  )
}
