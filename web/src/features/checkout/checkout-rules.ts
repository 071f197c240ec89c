import type { Product } from '@contract/catalogue'
import { stateOfPin, statesForPin } from '@contract/gst-states'
import type { Locale } from '@contract/locale'
import { fromRupees, lineTotal, sumPaise, toRupees } from '@contract/money'
import type { EnquiryPayload, RepricedLine } from '@contract/orders'
import { type Referrer, referenceLabel } from '@contract/settings-rules'
import type { ApiError } from '../../lib/api-client'
import { issueText, messagesIn } from '../../lib/i18n'
import { type CartLine, lineFigures, lineFor } from '../../shared/cart/cart-rules'
import { issuesToErrors } from '../../ui/form'
import { checkoutMessages } from './checkout.messages'
import { seasonErrorText } from './season-error-text'

// The Billing Info form, as the buyer types it.
export interface BillingForm {
  customer_name: string
  address: string
  city: string
  pin_code: string
  // The delivery State's GST code ('33'), preselected from the PIN code.
  state_code: string
  mobile_no: string
  email_id: string
  reference_by: string
  // 'yes' once the buyer ticked "I am 18 or older" (the form keeps text; the wire takes true).
  adult_confirmed: string
}
export type BillingField = keyof BillingForm
export type BillingErrors = Partial<Record<BillingField, string>>

export const EMPTY_BILLING: BillingForm = {
  customer_name: '',
  address: '',
  city: '',
  pin_code: '',
  state_code: '',
  mobile_no: '',
  email_id: '',
  reference_by: '',
  adult_confirmed: '',
}

// Screen order: focus goes to the first invalid field in this order.
export const BILLING_FIELDS: readonly BillingField[] = [
  'customer_name',
  'address',
  'city',
  'pin_code',
  'state_code',
  'mobile_no',
  'email_id',
  'reference_by',
  'adult_confirmed',
]

// The box's value once ticked.
export const ADULT_YES = 'yes'

// The State to show for a PIN code: kept while the PIN allows it, else the PIN's likeliest State
// (none for a PIN still being typed, or one whose digits name no State).
export const stateForPin = (pin: string, current: string): string => {
  const states = statesForPin(pin.trim())
  if (states.length === 0 || states.includes(current)) return current
  return stateOfPin(pin.trim()) ?? current
}

export const firstInvalid = (errors: BillingErrors): BillingField | undefined =>
  BILLING_FIELDS.find((f) => errors[f])

// Checking a referrer fills reference_by with "name - phone"; unchecking clears it.
export const toggleReferrer = (current: string, referrer: Referrer, checked: boolean) =>
  checked ? referenceLabel(referrer) : current === referenceLabel(referrer) ? '' : current

// The enquiry as order/save takes it. Line sub-totals are recomputed in paise with the contract's
// money functions, so the figures always add up to what the server computes from the same prices.
export const buildEnquiryPayload = (
  lines: readonly CartLine[],
  form: BillingForm,
  sub?: string | null,
  // The page's language: the seller's WhatsApp messages to this buyer use it.
  locale?: Locale,
): EnquiryPayload => {
  const productList = lines.map((l) => {
    const unit = fromRupees(l.price)
    return {
      product_id: l._id,
      price: toRupees(unit),
      qty: l.qty,
      sub_total: toRupees(lineTotal(unit, l.qty)),
    }
  })
  const total = toRupees(sumPaise(productList.map((l) => fromRupees(l.sub_total))))
  return {
    ...(sub ? { sub } : {}),
    customer_name: form.customer_name.trim(),
    mobile_no: form.mobile_no.trim(),
    email_id: form.email_id.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    pin_code: form.pin_code.trim(),
    state_code: form.state_code,
    adult_confirmed: form.adult_confirmed === ADULT_YES,
    reference_by: form.reference_by,
    sub_total: total,
    discount_amount: 0,
    net_amount: total,
    amount_in_words: '',
    product_list: productList,
    ...(locale ? { locale } : {}),
  }
}

// A quantity typed on the checkout page, priced at the line's own price (the review notice and the
// server catch prices that moved since). Zero is not a removal here: that needs the remove button.
export const changeQty = (lines: readonly CartLine[], id: string, qty: number): CartLine[] =>
  qty <= 0
    ? [...lines]
    : lines.map((l) =>
        l._id === id
          ? {
              ...l,
              qty,
              ...lineFigures(l.price, l.mrp, qty),
            }
          : l,
      )

// 409 PRICE_CHANGED: the server's prices and sub-totals win; the catalogue fills in MRP and discount.
export const applyRepricing = (
  lines: readonly CartLine[],
  repriced: readonly RepricedLine[],
  catalogue: ReadonlyMap<string, Product>,
): CartLine[] => {
  const byId = new Map(repriced.map((r) => [String(r.product_id), r]))
  return lines.flatMap((line) => {
    const r = byId.get(line._id)
    if (!r) return [line]
    if (r.is_sold_out === 1) return []
    const p = catalogue.get(line._id)
    const base = p ? lineFor(p, r.qty) : line
    const mrp = base.mrp
    return [
      {
        ...base,
        qty: r.qty,
        price: r.price,
        after_discount_price: r.price,
        sub_total: r.sub_total,
        discount_amount: lineFigures(r.price, mrp, r.qty).discount_amount,
      },
    ]
  })
}

// What the page shows after order/save fails (see docs/behaviour.md#messages, plus the API's own codes).
export type SaveProblem =
  | { kind: 'price-changed'; message: string; total: number }
  | { kind: 'remove-lines'; message: string; productIds: string[] }
  | { kind: 'fields'; errors: BillingErrors; message?: string }
  | { kind: 'signed-out'; message: string }
  | { kind: 'message'; message: string; tone: 'warning' | 'danger' }

// The English words, for callers and tests that name them.
export const SAVE_FAILED = checkoutMessages.en.saveFailed
export const NETWORK_KEPT = checkoutMessages.en.networkKept
export const SHOP_BUSY_KEPT = checkoutMessages.en.shopBusyKept

const isBillingField = (s: string): s is BillingField => (BILLING_FIELDS as readonly string[]).includes(s)

// Everything is said in the page's language; the server's own sentence (it names the product, the
// area or the amount) is kept in English and mapped by its code, with its details, in Tamil.
export const problemOf = (error: ApiError, phone?: string, locale: Locale = 'en'): SaveProblem => {
  const m = messagesIn(checkoutMessages, locale)
  const said = () => seasonErrorText(error, locale)
  // The shop's phone, for the problems a buyer can settle by calling instead.
  const callUs = phone ? m.callUs(phone) : ''
  switch (error.code) {
    case 'NETWORK':
      return { kind: 'message', message: m.networkKept + callUs, tone: 'warning' }
    // The shop's database is out of reach: nothing was written, the same key sends it once later.
    case 'SERVICE_UNAVAILABLE':
      return { kind: 'message', message: m.shopBusyKept + callUs, tone: 'warning' }
    // Too many enquiries from here just now: nothing is lost, the cart stays for a later try.
    case 'RATE_LIMITED':
      return { kind: 'message', message: said() + callUs, tone: 'warning' }
    case 'PRICE_CHANGED': {
      const total = Number(error.details.net_amount ?? error.details.sub_total ?? 0)
      return { kind: 'price-changed', message: said(), total }
    }
    case 'PRODUCT_SOLD_OUT':
    case 'UNKNOWN_PRODUCT':
    case 'GREEN_ONLY_AREA': {
      const ids = Array.isArray(error.details.product_ids) ? error.details.product_ids.map(String) : []
      return { kind: 'remove-lines', message: said(), productIds: ids }
    }
    case 'MINIMUM_ORDER_NOT_MET':
    case 'DELIVERY_NOT_AVAILABLE':
      return { kind: 'message', message: said(), tone: 'warning' }
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
      return { kind: 'signed-out', message: m.signedOut }
  }
  if (error.status === 400 && error.issues.length) {
    const errors = issuesToErrors<BillingField>(error.issues, { fields: BILLING_FIELDS })
    const other = error.issues
      .filter((i) => !isBillingField(i.path.split('.')[0] ?? ''))
      .map((i) => issueText(i.message, locale))
    return { kind: 'fields', errors, ...(other.length ? { message: other.join(' ') } : {}) }
  }
  return { kind: 'message', message: m.saveFailed, tone: 'danger' }
}
