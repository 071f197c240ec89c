import type { EnquiryPayload, RepricedLine } from '@contract/orders'
import { matchPin, minimumOrderMessage, referenceLabel } from '@contract/settings-rules'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { type CartLine, refreshCart, reviewCart } from '../../shared/cart/cart-rules'
import { cartStore, useCart } from '../../shared/cart/cart-store'
import { productsById, quickOrderQuery } from '../../shared/catalogue.queries'
import { orderListsKey } from '../../shared/orders/order-keys'
import { PrivacyNotice } from '../../shared/privacy-notice'
import { sessionStore, useSession } from '../../shared/session'
import { gstPercent, minimumFor, useSettings } from '../../shared/settings.queries'
import { confirmAction } from '../../ui/confirm'
import { FormTrap, useFormGuard } from '../../ui/form-guard'
import { PageBanner } from '../../ui/page-banner'
import { toast } from '../../ui/toast'
import { attemptKeyFor, clearAttemptKey } from './attempt-key'
import { BillingFields } from './billing-form'
import { CartReview } from './cart-review'
import { accountProfileQuery, orderPublicQuery, publicInfoOf, saveEnquiry } from './checkout.queries'
import { CheckoutLines } from './checkout-lines'
import {
  applyRepricing,
  BILLING_FIELDS,
  type BillingErrors,
  type BillingField,
  type BillingForm,
  buildEnquiryPayload,
  changeQty,
  firstInvalid,
  problemOf,
  SAVE_FAILED,
  type SaveProblem,
  validateBilling,
} from './checkout-rules'
import { clearDraft, readDraft, writeDraft } from './form-draft'
import './checkout.css'

const ALL_TOUCHED = Object.fromEntries(BILLING_FIELDS.map((f) => [f, true])) as Record<BillingField, boolean>

// Retrying is safe because every try carries the same Idempotency-Key: the server answers the
// enquiry it already wrote instead of writing a second one.
const retryable = (count: number, error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK' || error.status >= 500) && count < 2

export function CheckoutPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useSession()
  const settings = useSettings()
  const { lines, totals } = useCart()
  const catalogue = useQuery(quickOrderQuery())
  const byId = useMemo(() => productsById(catalogue.data), [catalogue.data])
  const issues = catalogue.data ? reviewCart(lines, byId) : []

  const [form, setForm] = useState<BillingForm>(readDraft)
  const [touched, setTouched] = useState<Partial<Record<BillingField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<BillingErrors>({})
  const [processing, setProcessing] = useState(false)
  const [problem, setProblem] = useState<SaveProblem | null>(null)
  const [placed, setPlaced] = useState(false)
  const [expired, setExpired] = useState(false)
  const busy = useRef(false)
  const fields = useRef(new Map<BillingField, HTMLElement>())
  const problemRef = useRef<HTMLDivElement>(null)
  const guard = useFormGuard()

  const save = useMutation({
    mutationFn: ({ payload, key }: { payload: EnquiryPayload; key: string }) => saveEnquiry(payload, key),
    retry: retryable,
    retryDelay: (n) => 1500 * (n + 1),
    // Not paused while the browser says it is offline: the buyer hears at once that nothing was
    // sent, and their next press goes out with the same key.
    networkMode: 'always',
  })

  // Signed-in buyers get the form filled from their profile; whatever they already typed stays.
  const profile = useQuery({ ...accountProfileQuery(session?.sub ?? ''), enabled: Boolean(session) })
  const prefilled = useRef(false)
  useEffect(() => {
    const p = profile.data
    if (!p || prefilled.current) return
    prefilled.current = true
    setForm((f) => ({
      ...f,
      customer_name: f.customer_name || p.customer_name || '',
      address: f.address || p.address || '',
      city: f.city || p.city || '',
      pin_code: f.pin_code || p.pin_code || '',
      mobile_no: f.mobile_no || p.mobile_no || '',
      email_id: f.email_id || p.email_id || '',
    }))
  }, [profile.data])
  // A stale sign-in would make the enquiry fail; the buyer can still place it as a guest.
  useEffect(() => {
    if (profile.error instanceof ApiError && profile.error.status === 401) {
      sessionStore.signOut()
      setExpired(true)
    }
  }, [profile.error])

  useEffect(() => writeDraft(form), [form])
  // A draft may name a referrer the seller has since removed: that choice has to be made again.
  const referrers = settings?.referrers
  useEffect(() => {
    if (!referrers) return
    setForm((f) =>
      f.reference_by && !referrers.some((r) => referenceLabel(r) === f.reference_by)
        ? { ...f, reference_by: '' }
        : f,
    )
  }, [referrers])

  const pin = form.pin_code.trim()
  const minimum = minimumFor(settings, pin)
  const belowMinimum = lines.length > 0 && totals.global_subTotal < minimum
  const banned = settings && /^[1-9][0-9]{5}$/.test(pin) ? matchPin(pin, settings.banned_areas) : undefined
  const bannedMessage = banned
    ? `Sorry, we do not sell or send crackers to ${banned.name} (PIN code ${pin}), where their sale is banned.`
    : undefined

  const liveErrors = validateBilling(form)
  const shown: BillingErrors = {}
  for (const f of BILLING_FIELDS) {
    const message = serverErrors[f] ?? liveErrors[f]
    if (touched[f] && message) shown[f] = message
  }

  const fieldRef = (field: BillingField) => (el: HTMLElement | null) => {
    if (el) fields.current.set(field, el)
    else fields.current.delete(field)
  }
  const focusField = (field: BillingField | undefined) => {
    if (field) fields.current.get(field)?.focus()
  }
  const onChange = (field: BillingField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }))
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
    // A choice (the referrer) is final at once; text fields show their message after leaving them.
    if (field === 'reference_by') setTouched((t) => ({ ...t, reference_by: true }))
  }
  const onBlur = (field: BillingField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }))

  const showProblem = (p: SaveProblem) => {
    setProblem(p)
    // Moved into view for buyers who scrolled up; role=alert announces it.
    requestAnimationFrame(() => problemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
  }

  const onFailure = async (error: unknown) => {
    const p: SaveProblem =
      error instanceof ApiError
        ? problemOf(error, settings?.contact.support_phone)
        : { kind: 'message', message: SAVE_FAILED, tone: 'danger' }
    if (p.kind === 'price-changed' && error instanceof ApiError) {
      // The catalogue fills in MRP and discount for the new prices; the server's figures win.
      let current = byId
      try {
        current = productsById(await queryClient.fetchQuery({ ...quickOrderQuery(), staleTime: 0 }))
      } catch {}
      const repriced = (error.details.product_list ?? []) as RepricedLine[]
      cartStore.replace(applyRepricing(cartStore.get(), repriced, current))
    }
    // The shop's list has moved on: product pages should show it too.
    if (p.kind === 'remove-lines')
      void queryClient.invalidateQueries({ queryKey: quickOrderQuery().queryKey })
    if (p.kind === 'fields') {
      setServerErrors(p.errors)
      setTouched((t) => ({ ...t, ...Object.fromEntries(Object.keys(p.errors).map((f) => [f, true])) }))
      focusField(firstInvalid(p.errors))
      if (!p.message) return
    }
    if (p.kind === 'signed-out') {
      sessionStore.signOut()
      setExpired(true)
    }
    if (p.kind === 'message') {
      if (p.tone === 'danger') toast.error(p.message)
      else toast.warning(p.message)
    }
    showProblem(p)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    // One enquiry per click, however many clicks arrive before the first one settles.
    if (busy.current) return
    busy.current = true
    try {
      setProblem(null)
      const errors = validateBilling(form)
      if (firstInvalid(errors)) {
        setTouched(ALL_TOUCHED)
        focusField(firstInvalid(errors))
        return
      }
      if (cartStore.get().length === 0) {
        toast.warning('No products found')
        return
      }
      if (bannedMessage) {
        showProblem({ kind: 'message', message: bannedMessage, tone: 'warning' })
        focusField('pin_code')
        return
      }
      if (belowMinimum) {
        toast.warning(minimumOrderMessage(minimum))
        return
      }
      if (!(await confirmAction('Are you sure want to place order...?'))) return
      setProcessing(true)
      const payload = buildEnquiryPayload(cartStore.get(), form, sessionStore.get()?.sub)
      const key = attemptKeyFor(payload)
      try {
        const saved = await save.mutateAsync({ payload: { ...payload, ...guard.values() }, key })
        if (!saved?.order_id) throw new Error('empty answer')
        setPlaced(true)
        queryClient.setQueryData(orderPublicQuery(saved.order_id).queryKey, publicInfoOf(saved))
        void queryClient.invalidateQueries({ queryKey: orderListsKey })
        toast.success('Order placed successfully')
        cartStore.clear()
        clearAttemptKey()
        clearDraft()
        navigate(`/checkout-response?id=${encodeURIComponent(saved.order_id)}`)
      } catch (error) {
        setProcessing(false)
        await onFailure(error)
      }
    } finally {
      busy.current = false
    }
  }

  const setLineQty = (line: CartLine, qty: number) => {
    cartStore.replace(changeQty(cartStore.get(), line._id, qty))
  }
  const removeLine = (line: CartLine) => cartStore.remove(line._id)
  const removeIds = (ids: readonly string[]) => {
    cartStore.replace(cartStore.get().filter((l) => !ids.includes(l._id)))
    setProblem(null)
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
                  errors={shown}
                  referrers={referrers ?? []}
                  onChange={onChange}
                  onBlur={onBlur}
                  fieldRef={fieldRef}
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

              <aside className="card checkout-summary" aria-label="Enquiry summary">
                <h2>Summary</h2>
                <dl className="checkout-totals">
                  <div>
                    <dt>Products</dt>
                    <dd>{totals.global_product_count}</dd>
                  </div>
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
                <div ref={problemRef}>
                  {problem && <ProblemNotice problem={problem} onRemove={removeIds} />}
                </div>
                <PrivacyNotice id="checkout-privacy" />
                <button
                  type="submit"
                  className="btn btn-primary btn-block checkout-submit"
                  aria-describedby="checkout-terms checkout-privacy"
                >
                  {processing ? 'Placing enquiry…' : 'Place enquiry'}
                </button>
                <p id="checkout-terms" className="muted checkout-hint">
                  This is an enquiry, not a payment. We call or WhatsApp you within 24 hours to confirm.
                  Prices exclude GST at {gstPercent(settings)}%; transport charges are paid at the transport
                  office.
                </p>
              </aside>
            </div>
          </fieldset>
        </form>
      </div>
    </>
  )
}

function ProblemNotice({ problem, onRemove }: { problem: SaveProblem; onRemove: (ids: string[]) => void }) {
  switch (problem.kind) {
    case 'price-changed':
      return (
        <div className="notice notice-warning stack" role="alert">
          <p>{problem.message}</p>
          <p>
            New total: <strong>{rupees(problem.total)}</strong>. Your cart above now shows the new prices;
            press Place enquiry again to send it.
          </p>
        </div>
      )
    case 'remove-lines':
      return (
        <div className="notice notice-danger stack" role="alert">
          <p>{problem.message}</p>
          {problem.productIds.length > 0 && (
            <button type="button" className="btn" onClick={() => onRemove(problem.productIds)}>
              Remove {problem.productIds.length > 1 ? 'these products' : 'this product'}
            </button>
          )}
        </div>
      )
    case 'signed-out':
      return (
        <div className="notice notice-warning" role="alert">
          <p>{problem.message}</p>
          <Link to="/signin?redirect_url=signin">Sign in again</Link>
        </div>
      )
    case 'fields':
      return problem.message ? (
        <p className="notice notice-danger" role="alert">
          {problem.message}
        </p>
      ) : null
    case 'message':
      return (
        <p className={`notice notice-${problem.tone}`} role="alert">
          {problem.message}
        </p>
      )
  }
}
