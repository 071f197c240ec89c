import type { AdminProduct } from '@contract/admin'
import type { FreightTerms } from '@contract/freight'
import { INDIA_OFFSET_MS } from '@contract/india-time'
import { fromRupees, type Paise, toRupees } from '@contract/money'
import { type QuoteFiguresPaise, quoteFigures } from '@contract/quote-figures'
import type { QuoteFigures, QuoteLine, QuoteRevisionInput, QuoteVersion } from '@contract/quotes'
import { parseRupees } from '@contract/rupees-text'
import { rupees } from '../../lib/format'
import { SHOP_NAME } from '../../shared/brand'

// The seller's quote editor: a draft as typed (text in every box, so a half-typed "12." stays on
// screen), its checks, the live figures and the links that carry the quote to the buyer.

export interface DraftLine {
  product_id: string
  product_code: string
  product_name: string
  per: string
  unit_price: string
  qty: string
}

export interface QuoteDraft {
  based_on_version: number
  lines: DraftLine[]
  // How freight is paid; `freight` is its amount either way (to pay at the branch: what to expect).
  freight_terms: FreightTerms
  freight: string
  packing: string
  discount: string
  note: string
  valid_until: string
}

const amountText = (rupeeAmount: number) => (rupeeAmount ? String(rupeeAmount) : '')

const draftLine = (
  l: Pick<QuoteLine, 'product_code' | 'product_name' | 'per' | 'unit_price' | 'qty'>,
  id: string,
) => ({
  product_id: id,
  product_code: l.product_code,
  product_name: l.product_name,
  per: l.per,
  unit_price: String(l.unit_price),
  qty: String(l.qty),
})

// A new draft starts from the latest version. A line whose product has since been deleted from the
// catalogue cannot be quoted again (the server prices lines by product), so it is left out and
// counted for the seller to see.
export const draftFrom = (latest: QuoteVersion): { draft: QuoteDraft; dropped: number } => {
  const kept = latest.lines.filter((l) => l.product_id !== null)
  return {
    draft: {
      based_on_version: latest.version,
      lines: kept.map((l) => draftLine(l, l.product_id as string)),
      freight_terms: latest.freight_terms,
      freight: amountText(latest.freight_terms === 'to_pay' ? latest.freight_to_pay : latest.figures.freight),
      packing: amountText(latest.figures.packing),
      discount: amountText(latest.figures.discount),
      // Each version says its own word: the note is not carried over.
      note: '',
      valid_until: '',
    },
    dropped: latest.lines.length - kept.length,
  }
}

export const addProduct = (draft: QuoteDraft, p: AdminProduct): QuoteDraft =>
  draft.lines.some((l) => l.product_id === p._id)
    ? draft
    : {
        ...draft,
        lines: [...draft.lines, draftLine({ ...p, unit_price: p.after_discount_price, qty: 1 }, p._id)],
      }

export const removeLine = (draft: QuoteDraft, productId: string): QuoteDraft => ({
  ...draft,
  lines: draft.lines.filter((l) => l.product_id !== productId),
})

export const updateLine = (
  draft: QuoteDraft,
  productId: string,
  change: Partial<Pick<DraftLine, 'unit_price' | 'qty'>>,
): QuoteDraft => ({
  ...draft,
  lines: draft.lines.map((l) => (l.product_id === productId ? { ...l, ...change } : l)),
})

// Rupees as typed; blank is nothing (0). NaN when it is not an amount the server would take.
const MAX_RUPEES = 10_000_000
export const amountOf = (text: string): number => {
  if (text.trim() === '') return 0
  const paise = parseRupees(text)
  return paise <= MAX_RUPEES * 100 ? paise / 100 : Number.NaN
}

export const qtyOf = (text: string): number => {
  const t = text.trim()
  return /^[0-9]{1,5}$/.test(t) && Number(t) >= 1 ? Number(t) : Number.NaN
}

const paiseOr0 = (rupeeAmount: number): Paise => (Number.isNaN(rupeeAmount) ? 0 : fromRupees(rupeeAmount))

// The figures as the seller types, for their eyes only: the server computes the quote again with
// the same function. A box that does not hold an amount yet counts as nothing.
export const previewFigures = (
  draft: QuoteDraft,
  gstRatePercent: number,
  pin: string,
  // The enquiry's delivery State: the tax split follows it, as on the server.
  stateCode: string | null = null,
): QuoteFiguresPaise =>
  quoteFigures({
    lines: draft.lines.map((l) => {
      const qty = qtyOf(l.qty)
      return { unit: paiseOr0(amountOf(l.unit_price)), qty: Number.isNaN(qty) ? 0 : qty }
    }),
    // Freight to pay at the branch is not the quote's to add.
    freight: draft.freight_terms === 'with_order' ? paiseOr0(amountOf(draft.freight)) : 0,
    packing: paiseOr0(amountOf(draft.packing)),
    discount: paiseOr0(amountOf(draft.discount)),
    gstRatePercent,
    pin,
    stateCode,
  })

// How the draft says freight is paid, as a sent version says it, for the preview.
export const draftFreight = (draft: QuoteDraft) => {
  const amount = amountOf(draft.freight)
  return {
    freight_terms: draft.freight_terms,
    freight_to_pay: draft.freight_terms === 'to_pay' && !Number.isNaN(amount) ? amount : 0,
  }
}

// The preview in the wire's shape (rupees), so one list shows sent versions and the draft alike.
export const figuresInRupees = (f: QuoteFiguresPaise, gstRatePercent: number): QuoteFigures => ({
  sub_total: toRupees(f.sub_total),
  freight: toRupees(f.freight),
  packing: toRupees(f.packing),
  discount: toRupees(f.discount),
  taxable: toRupees(f.taxable),
  gst_rate_percent: gstRatePercent,
  tax_kind: f.kind,
  cgst: toRupees(f.cgst),
  sgst: toRupees(f.sgst),
  igst: toRupees(f.igst),
  total: toRupees(f.total),
})

// A line's amount as typed, or null while a box does not hold a number.
export const lineAmount = (l: Pick<DraftLine, 'unit_price' | 'qty'>): number | null => {
  const unit = amountOf(l.unit_price)
  const qty = qtyOf(l.qty)
  return Number.isNaN(unit) || Number.isNaN(qty) ? null : toRupees(fromRupees(unit) * qty)
}

// Field ids of the editor, so a message sits under its own box.
export const lineFieldId = (productId: string, field: 'unit_price' | 'qty') => `quote-${field}-${productId}`

export type DraftErrors = Record<string, string>

const AMOUNT_MESSAGE = 'Enter an amount in rupees, e.g. 250 or 250.50'

// What the seller must fix before the quote can go, or the body to send.
export const checkDraft = (
  draft: QuoteDraft,
  today: string,
): { errors: DraftErrors; input: QuoteRevisionInput | null } => {
  const errors: DraftErrors = {}
  if (draft.lines.length === 0) errors['quote-lines'] = 'Add at least one product to the quote'
  const lines = draft.lines.map((l) => {
    const unit = amountOf(l.unit_price)
    const qty = qtyOf(l.qty)
    if (Number.isNaN(unit)) errors[lineFieldId(l.product_id, 'unit_price')] = AMOUNT_MESSAGE
    if (Number.isNaN(qty)) errors[lineFieldId(l.product_id, 'qty')] = 'Quantity must be a whole number from 1'
    return { product_id: l.product_id, unit_price: unit, qty }
  })
  const extras = {
    freight: amountOf(draft.freight),
    packing: amountOf(draft.packing),
    discount: amountOf(draft.discount),
  }
  for (const [name, value] of Object.entries(extras))
    if (Number.isNaN(value)) errors[`quote-${name}`] = AMOUNT_MESSAGE
  if (draft.valid_until && (!/^\d{4}-\d{2}-\d{2}$/.test(draft.valid_until) || draft.valid_until < today))
    errors['quote-valid-until'] = 'Choose today or a later day'
  if (draft.note.length > 1000) errors['quote-note'] = 'Keep the note under 1000 characters'
  if (Object.keys(errors).length > 0) return { errors, input: null }
  const figures = previewFigures(draft, 0, '')
  if (figures.taxable < 0)
    return { errors: { 'quote-discount': 'The discount is more than the quote' }, input: null }
  const toPay = draft.freight_terms === 'to_pay'
  return {
    errors,
    input: {
      based_on_version: draft.based_on_version,
      lines,
      ...extras,
      // One amount, on the side the seller chose: in the total, or to pay at the branch.
      freight_terms: draft.freight_terms,
      freight: toPay ? 0 : extras.freight,
      freight_to_pay: toPay ? extras.freight : 0,
      note: draft.note.trim(),
      ...(draft.valid_until ? { valid_until: draft.valid_until } : {}),
    },
  }
}

// The India day of an instant, yyyy-MM-dd, for the date box's lower bound.
export const indiaDay = (at: Date): string =>
  new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)

// Products to add: by code, English or Tamil name; those already in the quote are left out.
export const searchProducts = (
  products: readonly AdminProduct[],
  text: string,
  inQuote: readonly string[],
  limit = 8,
): AdminProduct[] => {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const taken = new Set(inQuote)
  return products
    .filter((p) => !taken.has(p._id))
    .filter((p) => {
      const hay = `${p.product_code} ${p.product_name} ${p.tamil_name}`.toLowerCase()
      return words.every((w) => hay.includes(w))
    })
    .slice(0, limit)
}

// The buyer's page in each language, as a full address to paste into a message. The server names
// the shop's own address in the link; `origin` stands in only for a link without one.
export const quoteUrls = (origin: string, link: string) => {
  const url = new URL(link, origin)
  return { en: url.href, ta: `${url.origin}/ta${url.pathname}${url.search}` }
}

const tenDigits = (mobile: string) => mobile.replace(/\D/g, '').slice(-10)

// The seller's WhatsApp to the buyer with the quote: both languages' links, the total to expect.
export const quoteWhatsappLink = (
  o: { customer_name: string; customer_mobile_no: string; enquiry_number: string },
  version: Pick<QuoteVersion, 'version' | 'figures'>,
  urls: { en: string; ta: string },
) => {
  const text = [
    `Vanakkam ${o.customer_name.trim()}, our quote ${version.version} for your ${SHOP_NAME} enquiry ${o.enquiry_number} is ready: ${rupees(version.figures.total)} with GST.`,
    `Please open it to see the details and accept it: ${urls.en}`,
    `தமிழில்: ${urls.ta}`,
  ].join('\n')
  return `https://wa.me/91${tenDigits(o.customer_mobile_no)}?text=${encodeURIComponent(text)}`
}
