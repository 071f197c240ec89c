import { formatRupees, fromRupees } from './money'
import type { FreightMode } from './transport'

// How the buyer pays the lorry's freight, said once on the quote and kept to at dispatch.
//
// 'with_order': the freight is a line of the quote, taxed with the goods and inside the total the
//   buyer pays the seller (and on the tax invoice); the seller pays the transporter.
// 'to_pay': the buyer pays the transporter at the branch; it is not in the quote's total nor on the
//   invoice. The quote may say how much to expect (0: not known yet).
export const FREIGHT_TERMS = ['with_order', 'to_pay'] as const
export type FreightTerms = (typeof FREIGHT_TERMS)[number]

// A quote sent without saying (an older console, a script): freight charged in it is paid with the
// order, none means the buyer pays at the branch, as the shop always told buyers. The migration
// that brought the terms in read every earlier quote the same way.
export const freightTermsOf = (given: FreightTerms | undefined, freightRupees: number): FreightTerms =>
  given ?? (freightRupees > 0 ? 'with_order' : 'to_pay')

// What the quote the buyer agreed to says about freight (rupees), for the dispatch to start from:
// the amount in its total (with_order) and the amount it told the buyer to expect at the branch.
export interface AgreedFreight {
  version: number
  terms: FreightTerms
  with_order: number
  to_pay: number
}

// The version a dispatch keeps to, from the quotes as the console has them: the one the buyer
// accepted, else the latest sent (as the tax invoice takes it); none before any quote.
export const agreedFreightOf = (
  versions: readonly {
    version: number
    freight_terms: FreightTerms
    freight_to_pay: number
    figures: { freight: number }
  }[],
  accepted: number | null,
): AgreedFreight | null => {
  const v = accepted === null ? versions.at(-1) : versions.find((x) => x.version === accepted)
  if (!v || v.version === 0) return null
  return {
    version: v.version,
    terms: v.freight_terms,
    with_order: v.figures.freight,
    to_pay: v.freight_to_pay,
  }
}

// Where a dispatch's freight parts from the agreed quote, or null when it keeps to it (or there is
// no quote to keep to: a deal made before quotes, or by phone without one).
// - charged_twice: the quote took the freight with the order, the dispatch asks it at the branch;
// - amount_differs: both say at the branch, but not the same amount (a quote that left the amount
//   open, 0, is kept to by any amount);
// - seller_pays: the quote said at the branch, the seller paid the transporter instead.
// Freight the seller paid, when the quote took it with the order, is only what it cost the seller.
export type FreightDifference = 'charged_twice' | 'amount_differs' | 'seller_pays'

export const freightDifference = (
  agreed: Pick<AgreedFreight, 'terms' | 'to_pay'> | null,
  dispatch: { freight_mode: FreightMode; freight: number },
): FreightDifference | null => {
  if (!agreed) return null
  if (agreed.terms === 'with_order') return dispatch.freight_mode === 'to_pay' ? 'charged_twice' : null
  if (dispatch.freight_mode === 'paid') return 'seller_pays'
  return agreed.to_pay > 0 && dispatch.freight !== agreed.to_pay ? 'amount_differs' : null
}

const rupeesText = (rupees: number) => formatRupees(fromRupees(rupees))

// The seller's words for a difference: the console's warning and the server's refusal say the same.
export const freightDifferenceText = (difference: FreightDifference, q: AgreedFreight) =>
  ({
    charged_twice: `Quote v${q.version} took the freight with the order${q.with_order > 0 ? ` (${rupeesText(q.with_order)} in its total)` : ''}: asking the buyer to pay freight at the branch charges it twice.`,
    amount_differs: `Quote v${q.version} told the buyer to expect ${rupeesText(q.to_pay)} at the branch.`,
    seller_pays: `Quote v${q.version} told the buyer to pay the freight at the branch.`,
  })[difference]

// Under the reason's box, in the console and in the server's refusal.
export const FREIGHT_REASON_NEEDED = 'Say why the freight differs from the quote: the buyer reads it'

// The most a reason may say; the buyer reads it on the collection page.
export const FREIGHT_REASON_MAX = 300
