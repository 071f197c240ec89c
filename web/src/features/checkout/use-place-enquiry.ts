import type { Product } from '@contract/catalogue'
import type { EnquiryPayload, RepricedLine } from '@contract/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { useLocale, useMessages } from '../../lib/i18n'
import { cartStore } from '../../shared/cart/cart-store'
import { productsById, quickOrderQuery } from '../../shared/catalogue.queries'
import { orderListsKey } from '../../shared/orders/order-keys'
import { sessionStore } from '../../shared/session'
import { confirmAction } from '../../ui/confirm'
import type { Form } from '../../ui/form'
import type { useFormGuard } from '../../ui/form-guard'
import { toast } from '../../ui/toast'
import { attemptKeyFor, clearAttemptKey } from './attempt-key'
import { billingRulesReady, loadBillingRules } from './billing-rules-loader'
import { checkoutMessages } from './checkout.messages'
import { orderPublicQuery, publicInfoOf, saveEnquiry } from './checkout.queries'
import {
  applyRepricing,
  type BillingField,
  buildEnquiryPayload,
  problemOf,
  type SaveProblem,
} from './checkout-rules'
import { cartHashOf, queueEnquiry } from './enquiry-outbox'
import { clearDraft } from './form-draft'

// Retrying is safe because every try carries the same Idempotency-Key: the server answers the
// enquiry it already wrote instead of writing a second one.
const retryable = (count: number, error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK' || error.status >= 500) && count < 2

interface Options {
  form: Form<BillingField>
  guard: ReturnType<typeof useFormGuard>
  byId: ReadonlyMap<string, Product>
  phone: string | undefined
  // Set when the PIN code is in a banned area: the enquiry is not sent.
  bannedMessage: string | undefined
  belowMinimum: boolean
  minimum: number
  onSignedOut: () => void
}

// Placing the enquiry: the checks before sending, one request per press (with its retry key), and
// what each failure does to the cart, the form and the notice under the button.
export function usePlaceEnquiry(o: Options) {
  const navigate = useNavigate()
  const locale = useLocale()
  const m = useMessages(checkoutMessages)
  const queryClient = useQueryClient()
  const [processing, setProcessing] = useState(false)
  const [problem, setProblem] = useState<SaveProblem | null>(null)
  const [placed, setPlaced] = useState(false)
  const busy = useRef(false)
  const problemRef = useRef<HTMLDivElement>(null)

  const save = useMutation({
    mutationFn: ({ payload, key }: { payload: EnquiryPayload; key: string }) => saveEnquiry(payload, key),
    retry: retryable,
    retryDelay: (n) => 1500 * (n + 1),
    // Not paused while the browser says it is offline: the buyer hears at once that nothing was
    // sent, and their next press goes out with the same key.
    networkMode: 'always',
  })

  const showProblem = (p: SaveProblem) => {
    setProblem(p)
    // Moved into view for buyers who scrolled up; role=alert announces it.
    requestAnimationFrame(() => problemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
  }

  const onFailure = useSaveFailure(o, showProblem)

  // Without a connection the enquiry waits in the outbox with this attempt's key, and goes out by
  // itself when the phone is back online (outbox-sender.ts): the buyer is told it is waiting.
  const keep = (payload: EnquiryPayload, key: string) => {
    queueEnquiry({ key, payload, cartHash: cartHashOf(cartStore.get()), queuedAt: Date.now() })
    setProcessing(false)
    // The waiting notice sits where problems show, by the button: brought into view, announced.
    requestAnimationFrame(() => problemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
  }

  const send = async () => {
    setProcessing(true)
    const payload = buildEnquiryPayload(cartStore.get(), o.form.values, sessionStore.get()?.sub, locale)
    const key = attemptKeyFor(payload)
    const full = { ...payload, ...o.guard.values() }
    if (!navigator.onLine) return keep(full, key)
    try {
      const saved = await save.mutateAsync({ payload: full, key })
      if (!saved?.order_id) throw new Error('empty answer')
      setPlaced(true)
      queryClient.setQueryData(orderPublicQuery(saved.order_id).queryKey, publicInfoOf(saved))
      void queryClient.invalidateQueries({ queryKey: orderListsKey })
      toast.success(m.placed)
      cartStore.clear()
      clearAttemptKey()
      clearDraft()
      navigate(`/checkout-response?id=${encodeURIComponent(saved.order_id)}`)
    } catch (error) {
      // The connection went while it was on its way: the same attempt waits for it to come back.
      if (!navigator.onLine && error instanceof ApiError && error.code === 'NETWORK') return keep(full, key)
      setProcessing(false)
      await onFailure(error)
    }
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // One enquiry per click, however many clicks arrive before the first one settles.
    if (busy.current) return
    // A press that beats the field checks (they load just after the page) waits for them, then
    // presses again once the form has them: the fields are always checked here first.
    if (!billingRulesReady()) {
      const form = e.currentTarget
      void loadBillingRules().then(() => requestAnimationFrame(() => setTimeout(() => form.requestSubmit())))
      return
    }
    busy.current = true
    try {
      setProblem(null)
      if (!readyToSend(o, m, showProblem)) return
      if (!(await confirmAction(m.confirmPlace))) return
      await send()
    } finally {
      busy.current = false
    }
  }

  return { submit, processing, placed, problem, clearProblem: () => setProblem(null), problemRef }
}

// What a refusal does to the cart, the form and the notice under the button.
function useSaveFailure(o: Options, showProblem: (p: SaveProblem) => void) {
  const locale = useLocale()
  const m = useMessages(checkoutMessages)
  const queryClient = useQueryClient()
  return async (error: unknown) => {
    const p: SaveProblem =
      error instanceof ApiError
        ? problemOf(error, o.phone, locale)
        : { kind: 'message', message: m.saveFailed, tone: 'danger' }
    if (p.kind === 'price-changed' && error instanceof ApiError) {
      // The catalogue fills in MRP and discount for the new prices; the server's figures win.
      let current = o.byId
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
      o.form.showServerErrors(p.errors)
      if (!p.message) return
    }
    if (p.kind === 'signed-out') {
      sessionStore.signOut()
      o.onSignedOut()
    }
    if (p.kind === 'message') {
      if (p.tone === 'danger') toast.error(p.message)
      else toast.warning(p.message)
    }
    showProblem(p)
  }
}

// The checks before asking to confirm: the fields, a cart, a PIN code served, the minimum.
function readyToSend(o: Options, m: (typeof checkoutMessages)['en'], showProblem: (p: SaveProblem) => void) {
  if (!o.form.check()) return false
  if (cartStore.get().length === 0) {
    toast.warning(m.noProducts)
    return false
  }
  if (o.bannedMessage) {
    showProblem({ kind: 'message', message: o.bannedMessage, tone: 'warning' })
    document.getElementById('billing-pin_code')?.focus()
    return false
  }
  if (o.belowMinimum) {
    toast.warning(m.minimumOrder(o.minimum))
    return false
  }
  return true
}
